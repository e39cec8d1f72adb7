import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { sessionMessages } from '../features/shared/session/messages';
import sessionHindi from '../features/shared/session/messages.hi';
import { vehicleTypeMessages } from '../features/shared/vehicle-type/messages';
import vehicleTypeHindi from '../features/shared/vehicle-type/messages.hi';
import { vehiclesMessages } from '../features/vehicles/messages';
import vehiclesHindi from '../features/vehicles/messages.hi';

/** The Hindi of the vehicle list page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
vehiclesMessages.provide(vehiclesHindi);
vehicleTypeMessages.provide(vehicleTypeHindi);
sessionMessages.provide(sessionHindi);
