import { componentMessages, swipeMessages } from 'shared-ui';
import componentsHindi from 'shared-ui/i18n/components.hi';
import swipeHindi from 'shared-ui/i18n/swipe.hi';
import { billsMessages } from '../features/bills/messages';
import billsHindi from '../features/bills/messages.hi';

/** The Hindi of the bills page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
swipeMessages.provide(swipeHindi);
billsMessages.provide(billsHindi);
