import { componentMessages, serverMessages } from 'shared-ui';
import componentsHindi from 'shared-ui/i18n/components.hi';
import serverHindi from 'shared-ui/i18n/server-messages.hi';
import { registrationMessages } from '../features/registration/messages';
import registrationHindi from '../features/registration/messages.hi';

/** The Hindi of the vehicle registration page, fetched with its code for a Hindi visitor (docs/i18n.md). */
componentMessages.provide(componentsHindi);
serverMessages.provide(serverHindi);
registrationMessages.provide(registrationHindi);
