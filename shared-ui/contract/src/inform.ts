import * as z from 'zod/mini';
import { TURNSTILE_FIELD } from './login.ts';
import { PLUS91_PATTERN, VEHICLE_CHARS_PATTERN } from './rules.ts';
import { informReason } from './vehicle.ts';

export const informRequest = z.object({
  reason: z.nullable(informReason),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  isContactOwner: z.boolean(),
  isEmergency: z.boolean(),
  vehicleRegistrationDigits: z
    .string()
    .check(z.regex(VEHICLE_CHARS_PATTERN, 'vehicleRegistrationDigits must be 4 letters or digits')),
  requireCallback: z.boolean(),
  uidString: z.string().check(z.minLength(1, 'uidString is required')),
  /** '' for a message; '+91' and 10 digits for a call. */
  informerContact: z
    .string()
    .check(
      z.refine(
        (value) => value === '' || PLUS91_PATTERN.test(value),
        'informerContact must be empty or +91 and 10 digits',
      ),
    ),
  [TURNSTILE_FIELD]: z.string().check(z.minLength(1, 'cf-turnstile-response is required')),
});
export type InformRequest = z.infer<typeof informRequest>;

export const informResponse = z.object({
  message: z.string(),
  maskedOwnerContact: z.nullish(z.string()),
});
export type InformResponse = z.infer<typeof informResponse>;
