import { componentMessages, serverMessages, stepperMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import serverHindi from '@qr/design-system/i18n/server-messages.hi';
import stepperHindi from '@qr/design-system/i18n/stepper.hi';
import { registrationMessages } from '../features/registration/messages';
import registrationHindi from '../features/registration/messages.hi';

/** The Hindi of the vehicle registration page, fetched with its code for a Hindi visitor (docs/i18n.md). */
componentMessages.provide(componentsHindi);
stepperMessages.provide(stepperHindi);
serverMessages.provide(serverHindi);
registrationMessages.provide(registrationHindi);
