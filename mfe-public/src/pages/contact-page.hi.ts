import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { contactMessages } from '../features/info/contact/messages';
import contactHindi from '../features/info/contact/messages.hi';

/** The Hindi of /contact, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
contactMessages.provide(contactHindi);
