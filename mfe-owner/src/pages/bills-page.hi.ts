import { componentMessages, swipeMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import swipeHindi from '@qr/design-system/i18n/swipe.hi';
import { billsMessages } from '../features/bills/messages';
import billsHindi from '../features/bills/messages.hi';

/** The Hindi of the bills page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
swipeMessages.provide(swipeHindi);
billsMessages.provide(billsHindi);
