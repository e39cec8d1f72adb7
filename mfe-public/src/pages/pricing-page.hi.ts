import { componentMessages } from '@qr/design-system';
import componentsHindi from '@qr/design-system/i18n/components.hi';
import { pricingMessages } from '../features/info/pricing/messages';
import pricingHindi from '../features/info/pricing/messages.hi';

/** The Hindi of /pricing, fetched with its code when the visitor reads Hindi (docs/i18n.md). */
componentMessages.provide(componentsHindi);
pricingMessages.provide(pricingHindi);
