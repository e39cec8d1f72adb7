import { componentMessages, serverMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import serverHindi from '@qr/design-system/i18n/server-messages.hi';
import { dateMessages } from '@qr/runtime/i18n/dates';
import datesHindi from '@qr/runtime/i18n/dates.hi';
import { notificationsMessages } from '../features/notifications/messages';
import notificationsHindi from '../features/notifications/messages.hi';
import { informMessages } from '../features/shared/activity-list/messages';
import informHindi from '../features/shared/activity-list/messages.hi';
import { sessionMessages } from '../features/shared/session/messages';
import sessionHindi from '../features/shared/session/messages.hi';

/** The Hindi of the notifications page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
serverMessages.provide(serverHindi);
notificationsMessages.provide(notificationsHindi);
informMessages.provide(informHindi);
sessionMessages.provide(sessionHindi);
dateMessages.provide(datesHindi);
