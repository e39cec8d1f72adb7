import { dateMessages } from '@qr/runtime/i18n/dates';
import datesHindi from '@qr/runtime/i18n/dates.hi';
import { componentMessages } from 'shared-ui';
import componentsHindi from 'shared-ui/i18n/components.hi';
import { referralsMessages } from '../features/referrals/messages';
import referralsHindi from '../features/referrals/messages.hi';
import { sessionMessages } from '../features/shared/session/messages';
import sessionHindi from '../features/shared/session/messages.hi';

/** The Hindi of the referrals page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
referralsMessages.provide(referralsHindi);
sessionMessages.provide(sessionHindi);
dateMessages.provide(datesHindi);
