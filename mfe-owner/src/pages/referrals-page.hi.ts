import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { dateMessages } from '@qr/runtime/i18n/dates';
import datesHindi from '@qr/runtime/i18n/dates.hi';
import { referralsMessages } from '../features/referrals/messages';
import referralsHindi from '../features/referrals/messages.hi';
import { sessionMessages } from '../features/shared/session/messages';
import sessionHindi from '../features/shared/session/messages.hi';

/** The Hindi of the referrals page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
referralsMessages.provide(referralsHindi);
sessionMessages.provide(sessionHindi);
dateMessages.provide(datesHindi);
