import { componentMessages } from 'shared-ui';
import componentsHindi from 'shared-ui/components.hi';
import { helpMessages } from '../features/help/messages';
import helpHindi from '../features/help/messages.hi';

/** The Hindi of the help page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
helpMessages.provide(helpHindi);
