import { componentMessages, serverMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import serverHindi from '@qr/design-system/i18n/server-messages.hi';
import { helpMessages } from '../features/help/messages';
import helpHindi from '../features/help/messages.hi';
import { sessionMessages } from '../features/shared/session/messages';
import sessionHindi from '../features/shared/session/messages.hi';

/** The Hindi of the help page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
serverMessages.provide(serverHindi);
helpMessages.provide(helpHindi);
sessionMessages.provide(sessionHindi);
