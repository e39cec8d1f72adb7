import * as z from 'zod/mini';
import { isoDateTime, phone91 } from './primitives.ts';
import { VEHICLE_NUMBER_PATTERN } from './rules.ts';

export const VEHICLE_TYPES = ['PERSONAL', 'COMMERCIAL'] as const;
export const vehicleType = z.enum(VEHICLE_TYPES);
export type VehicleType = z.infer<typeof vehicleType>;

/** Letters and digits, upper case, at most 15 characters. */
export const registrationNumber = z
  .string()
  .check(z.regex(VEHICLE_NUMBER_PATTERN, 'registrationNumber must be 1-15 upper-case letters or digits'));

export const uidStatus = z.object({
  isUsed: z.boolean(),
  maskVehicleNumber: z.nullish(z.string()),
  tempFullVehicleRegistrationNumber: z.nullish(z.string()),
  tempVehicleRegistrationNumber: z.nullish(z.string()),
});
export type UidStatus = z.infer<typeof uidStatus>;

/** The spec's vehicle list item. Its uidString doubles as the {vehicleId} of the details routes. */
export const vehicle = z.object({
  uidString: z.string(),
  registrationNumber: z.string(),
  vehicleType,
  contact: phone91,
  isContactWhatsapp: z.boolean(),
  alternateContact: z.nullable(z.string()),
  isAlternateContactWhatsapp: z.boolean(),
  emergencyContact: phone91,
  isPaused: z.boolean(),
  isTemporaryNumber: z.boolean(),
});
export type Vehicle = z.infer<typeof vehicle>;

export const vehicleListResponse = z.object({ userVehicles: z.array(vehicle) });
export type VehicleListResponse = z.infer<typeof vehicleListResponse>;

export const INFORM_REASONS = ['WRONG_PARKING', 'DOOR_UNLOCKED', 'ACCIDENT', 'BABY_INSIDE'] as const;
export const informReason = z.enum(INFORM_REASONS);
export type InformReason = z.infer<typeof informReason>;

/** Display names of the reasons (docs/product.md §3): the four a scanner picks, and LIGHTS_ON, seen in activity. */
export const INFORM_REASON_LABELS: Readonly<Record<InformReason | 'LIGHTS_ON', string>> = {
  WRONG_PARKING: 'Wrong Parking',
  DOOR_UNLOCKED: 'Door Unlocked',
  LIGHTS_ON: 'Lights On',
  ACCIDENT: 'Accident',
  BABY_INSIDE: 'Baby Inside',
};

/** An activity or notification. The reason is open-ended on read (LIGHTS_ON, others) and null for calls. */
export const inform = z.object({
  id: z.number(),
  vehicleInformReason: z.nullable(z.string()),
  isEmergency: z.boolean(),
  isContactOwner: z.boolean(),
  informerContact: z.nullable(z.string()),
  vehicleRegistrationNumber: z.string(),
  createdAt: isoDateTime,
});
export type Inform = z.infer<typeof inform>;

export const vehicleDetailsResponse = z.object({
  vehicleResponse: z.extend(vehicle, { createdAt: isoDateTime, uidSerialNumber: z.string() }),
  vehicleInformDataResponseList: z.array(inform),
});
export type VehicleDetailsResponse = z.infer<typeof vehicleDetailsResponse>;

export const informsResponse = z.object({ content: z.array(inform) });
export type InformsResponse = z.infer<typeof informsResponse>;

const contactFields = {
  isContactWhatsapp: z.boolean(),
  alternateContact: z.nullable(phone91),
  isAlternateContactWhatsapp: z.boolean(),
  emergencyContact: phone91,
  uid: z.string().check(z.minLength(1, 'uid is required')),
  vehicleType,
  isTemporaryNumber: z.boolean(),
};

export const registrationRequest = z.object({ registrationNumber, contact: phone91, ...contactFields });
export type RegistrationRequest = z.infer<typeof registrationRequest>;

export const updateRequest = z.object({ registrationNumber, ...contactFields });
export type UpdateRequest = z.infer<typeof updateRequest>;
