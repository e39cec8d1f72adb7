import { componentMessages } from 'shared-ui';
import componentsHindi from 'shared-ui/components.hi';
import { vehiclesMessages } from '../features/vehicles/messages';
import vehiclesHindi from '../features/vehicles/messages.hi';

/** The Hindi of the vehicle list page, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
vehiclesMessages.provide(vehiclesHindi);
