/** Sample data for the stories (shaped like the local API's seed). */
import type { Inform, UserInfo, Vehicle, VehicleDetailsResponse } from '@qr/contract';

export const sampleUser: UserInfo = {
  phone: '919876543210',
  totalVehiclesCount: 3,
  totalInformCount: 17,
  totalReferralCount: 2,
  isAdmin: false,
};

/** A vehicle registered before its number was known (a temporary T… number). */
export const temporaryVehicle: Vehicle = {
  uidString: 'QRTEMP0001',
  registrationNumber: 'T0123456789012',
  vehicleType: 'COMMERCIAL',
  contact: '919876543210',
  isContactWhatsapp: true,
  alternateContact: null,
  isAlternateContactWhatsapp: false,
  emergencyContact: '919822222222',
  isPaused: false,
  isTemporaryNumber: true,
};

export const sampleVehicles: Vehicle[] = [
  {
    uidString: 'QRUSED0001',
    registrationNumber: 'DL01AB1234',
    vehicleType: 'PERSONAL',
    contact: '919876543210',
    isContactWhatsapp: true,
    alternateContact: '919811111111',
    isAlternateContactWhatsapp: false,
    emergencyContact: '919822222222',
    isPaused: false,
    isTemporaryNumber: false,
  },
  temporaryVehicle,
  {
    uidString: 'QRPAUSED01',
    registrationNumber: 'HR26DK8337',
    vehicleType: 'PERSONAL',
    contact: '919876543210',
    isContactWhatsapp: true,
    alternateContact: null,
    isAlternateContactWhatsapp: false,
    emergencyContact: '919822222222',
    isPaused: true,
    isTemporaryNumber: false,
  },
];

const reasons = [null, 'WRONG_PARKING', 'LIGHTS_ON', 'DOOR_UNLOCKED', 'ACCIDENT', 'BABY_INSIDE'];

export function sampleInforms(count: number, vehicleNumber = 'DL01AB1234'): Inform[] {
  return Array.from({ length: count }, (_, index) => {
    const reason = reasons[index % reasons.length] ?? null;
    return {
      id: count - index,
      vehicleInformReason: reason,
      isEmergency: reason === 'ACCIDENT' || reason === 'BABY_INSIDE',
      isContactOwner: reason === null,
      informerContact: reason === null ? '+919123456780' : null,
      vehicleRegistrationNumber: vehicleNumber,
      createdAt: new Date(Date.UTC(2026, 10, 7, 15, 0) - index * 7 * 3600_000).toISOString(),
    };
  });
}

export function sampleDetails(vehicle: Vehicle, informs = 14): VehicleDetailsResponse {
  return {
    vehicleResponse: { ...vehicle, createdAt: '2026-10-12T09:00:00.000Z', uidSerialNumber: 'SN-2026-00001' },
    vehicleInformDataResponseList: sampleInforms(informs, vehicle.registrationNumber),
  };
}
