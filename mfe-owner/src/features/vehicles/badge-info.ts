import type { Vehicle } from 'shared-ui/contract';

export type BadgeKind = 'type' | 'whatsapp' | 'uid' | 'paused';

export function vehicleTypeLabel(type: Vehicle['vehicleType']): string {
  return type === 'COMMERCIAL' ? 'Commercial' : 'Personal';
}

/** The explanatory dialog behind each badge of a vehicle card. */
export function badgeExplanation(kind: BadgeKind, vehicle: Vehicle): { title: string; text: string } {
  switch (kind) {
    case 'type':
      return {
        title: `${vehicleTypeLabel(vehicle.vehicleType)} vehicle`,
        text:
          vehicle.vehicleType === 'COMMERCIAL'
            ? 'This vehicle is registered for commercial use, such as a taxi, delivery or fleet vehicle.'
            : 'This vehicle is registered for personal use by you and your family.',
      };
    case 'whatsapp':
      return {
        title: 'WhatsApp alerts',
        text: 'Alerts about this vehicle are sent instantly to your contact number on WhatsApp.',
      };
    case 'uid':
      return {
        title: 'Sticker UID',
        text: `${vehicle.uidString} is the unique id of the QR sticker on this vehicle. Scanning the sticker lets people reach you without seeing your number.`,
      };
    case 'paused':
      return {
        title: 'Service paused',
        text: 'Alerts and calls for this vehicle are paused for 24 hours. Resume the service to be reachable again now.',
      };
  }
}
