import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { privacyMessages } from '../features/info/privacy/messages';
import privacyHindi from '../features/info/privacy/messages.hi';

/** The Hindi of /privacy, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
privacyMessages.provide(privacyHindi);
