import type { Vehicle } from '@qr/contract';
import { format } from '@qr/runtime/i18n';
import type { VehicleTypeTexts } from '../shared/vehicle-type/messages';
import { vehicleTypeLabel } from '../shared/vehicle-type/vehicle-type-label';
import { type VehiclesTexts, vehiclesMessages } from './messages';

export type BadgeKind = 'type' | 'whatsapp' | 'uid' | 'paused';

/** The explanatory dialog behind each badge of a vehicle card (in the page's language, given its texts). */
export function badgeExplanation(
  kind: BadgeKind,
  vehicle: Vehicle,
  t: VehiclesTexts = vehiclesMessages.en,
  types?: VehicleTypeTexts,
): { title: string; text: string } {
  switch (kind) {
    case 'type':
      return {
        title: format(t.typeTitle, { type: vehicleTypeLabel(vehicle.vehicleType, types) }),
        text: vehicle.vehicleType === 'COMMERCIAL' ? t.commercialText : t.personalText,
      };
    case 'whatsapp':
      return { title: t.whatsappTitle, text: t.whatsappText };
    case 'uid':
      return { title: t.uidTitle, text: format(t.uidText, { uid: vehicle.uidString }) };
    case 'paused':
      return { title: t.pausedTitle, text: t.pausedText };
  }
}
