import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { howToUseMessages } from '../features/info/how-to-use/messages';
import howToUseHindi from '../features/info/how-to-use/messages.hi';

/** The Hindi of /howtouse, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
howToUseMessages.provide(howToUseHindi);
