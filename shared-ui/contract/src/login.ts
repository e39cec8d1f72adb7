import * as z from 'zod/mini';
import { phone91 } from './primitives.ts';
import { OTP_MAX, REFERRAL_CODE_PATTERN } from './rules.ts';

export const TURNSTILE_FIELD = 'cf-turnstile-response';

export const loginInitiateRequest = z.object({
  phone: phone91,
  [TURNSTILE_FIELD]: z.string().check(z.minLength(1, 'cf-turnstile-response is required')),
  referredBy: z.optional(
    z.string().check(z.regex(REFERRAL_CODE_PATTERN, 'referredBy must be 12 characters starting with 91')),
  ),
});
export type LoginInitiateRequest = z.infer<typeof loginInitiateRequest>;

/**
 * The spec keeps the initiate response as "login data" and echoes it back on verify; only the phone
 * is known, so unknown fields are kept (looseObject) and sent back untouched.
 */
export const loginData = z.looseObject({ phone: phone91 });
export type LoginData = z.infer<typeof loginData>;

export const loginVerifyRequest = z.looseObject({
  phone: phone91,
  verificationCode: z.number().check(z.int(), z.gte(0), z.lte(OTP_MAX)),
});
export type LoginVerifyRequest = z.infer<typeof loginVerifyRequest>;

export const loginVerifyResponse = z.object({
  jwtToken: z.nullable(z.string()),
  message: z.optional(z.string()),
});
export type LoginVerifyResponse = z.infer<typeof loginVerifyResponse>;

export const userInfo = z.object({
  phone: phone91,
  totalVehiclesCount: z.number(),
  totalInformCount: z.number(),
  totalReferralCount: z.number(),
  isAdmin: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;
