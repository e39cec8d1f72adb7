import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { featuresMessages } from '../features/info/features/messages';
import featuresHindi from '../features/info/features/messages.hi';

/** The Hindi of /features, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
featuresMessages.provide(featuresHindi);
