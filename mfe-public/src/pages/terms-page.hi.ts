import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { termsMessages } from '../features/info/terms/messages';
import termsHindi from '../features/info/terms/messages.hi';

/** The Hindi of /terms, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
termsMessages.provide(termsHindi);
