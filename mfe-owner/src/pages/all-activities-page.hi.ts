import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { dateMessages } from '@qr/runtime/i18n/dates';
import datesHindi from '@qr/runtime/i18n/dates.hi';
import { activitiesMessages } from '../features/activities/messages';
import activitiesHindi from '../features/activities/messages.hi';
import { informMessages } from '../features/shared/activity-list/messages';
import informHindi from '../features/shared/activity-list/messages.hi';
import { sessionMessages } from '../features/shared/session/messages';
import sessionHindi from '../features/shared/session/messages.hi';
import { vehicleTypeMessages } from '../features/shared/vehicle-type/messages';
import vehicleTypeHindi from '../features/shared/vehicle-type/messages.hi';
import { vehicleDetailsMessages } from '../features/vehicle-details/messages';
import vehicleDetailsHindi from '../features/vehicle-details/messages.hi';

/** The Hindi of the all activities page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
activitiesMessages.provide(activitiesHindi);
informMessages.provide(informHindi);
vehicleDetailsMessages.provide(vehicleDetailsHindi);
vehicleTypeMessages.provide(vehicleTypeHindi);
sessionMessages.provide(sessionHindi);
dateMessages.provide(datesHindi);
