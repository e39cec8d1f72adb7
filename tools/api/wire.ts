/** Store records to the contract's wire shapes. */
import type { Inform, Query, Vehicle, VehicleDetailsResponse } from '@qr/contract';
import { iso } from './context.ts';
import { type InformRecord, isPaused, type QueryRecord, type StickerRecord, type VehicleRecord } from './store.ts';

export function vehicleToWire(vehicle: VehicleRecord, now: number): Vehicle {
  return {
    uidString: vehicle.uid,
    registrationNumber: vehicle.registrationNumber,
    vehicleType: vehicle.vehicleType,
    contact: vehicle.contact,
    isContactWhatsapp: vehicle.isContactWhatsapp,
    alternateContact: vehicle.alternateContact,
    isAlternateContactWhatsapp: vehicle.isAlternateContactWhatsapp,
    emergencyContact: vehicle.emergencyContact,
    isPaused: isPaused(vehicle, now),
    isTemporaryNumber: vehicle.isTemporaryNumber,
  };
}

export function vehicleDetailsToWire(
  vehicle: VehicleRecord,
  sticker: StickerRecord | undefined,
  informs: readonly InformRecord[],
  now: number,
): VehicleDetailsResponse {
  return {
    vehicleResponse: {
      ...vehicleToWire(vehicle, now),
      createdAt: iso(vehicle.createdAt),
      uidSerialNumber: sticker?.serialNumber ?? vehicle.uid,
    },
    vehicleInformDataResponseList: informs.map(informToWire),
  };
}

export function informToWire(inform: InformRecord): Inform {
  return {
    id: inform.id,
    vehicleInformReason: inform.reason,
    isEmergency: inform.isEmergency,
    isContactOwner: inform.isContactOwner,
    informerContact: inform.informerContact,
    vehicleRegistrationNumber: inform.vehicleRegistrationNumber,
    createdAt: iso(inform.createdAt),
  };
}

export function queryToWire(query: QueryRecord): Query {
  return { id: query.id, phone: query.phone, queryMessage: query.queryMessage, createdAt: iso(query.createdAt) };
}

/** "DL01AB1234" -> "DL01ABXXXX". */
export function maskRegistration(registrationNumber: string): string {
  return `${registrationNumber.slice(0, Math.max(0, registrationNumber.length - 4))}XXXX`;
}

/** "919876543210" -> "+91 98XXXXXX10". */
export function maskOwnerContact(phone91: string): string {
  const digits = phone91.slice(-10);
  return `+91 ${digits.slice(0, 2)}XXXXXX${digits.slice(-2)}`;
}
