import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { homeMessages } from '../features/home/messages';
import homeHindi from '../features/home/messages.hi';
import { sessionMessages } from '../features/shared/session/messages';
import sessionHindi from '../features/shared/session/messages.hi';

/** The Hindi of the owner home page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
homeMessages.provide(homeHindi);
sessionMessages.provide(sessionHindi);
