import { componentMessages, serverMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import serverHindi from '@qr/design-system/i18n/server-messages.hi';
import { landingMessages } from '../features/landing/messages';
import landingHindi from '../features/landing/messages.hi';
import { loginMessages } from '../features/login/messages';
import loginHindi from '../features/login/messages.hi';

/**
 * The Hindi of the landing page and of its login dialog (fetched later, at the first touch: its texts
 * come now, so it opens in Hindi at once), fetched with the page's code for a Hindi visitor (docs/i18n.md).
 */
componentMessages.provide(componentsHindi);
serverMessages.provide(serverHindi);
landingMessages.provide(landingHindi);
loginMessages.provide(loginHindi);
