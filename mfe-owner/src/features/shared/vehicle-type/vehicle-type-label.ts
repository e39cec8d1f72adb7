import type { Vehicle } from '@qr/contract';
import { type VehicleTypeTexts, vehicleTypeMessages } from './messages';

export function vehicleTypeLabel(type: Vehicle['vehicleType'], t: VehicleTypeTexts = vehicleTypeMessages.en): string {
  return type === 'COMMERCIAL' ? t.commercial : t.personal;
}
