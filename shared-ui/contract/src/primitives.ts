import * as z from 'zod/mini';
import { PHONE91_PATTERN } from './rules.ts';

/** A phone on the wire: country code 91 then a 10-digit Indian mobile number (6-9 first). */
export const phone91 = z
  .string()
  .check(z.regex(PHONE91_PATTERN, 'phone must be 91 followed by a 10-digit mobile number'));

/** ISO 8601 date-time as the API sends it. */
export const isoDateTime = z
  .string()
  .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date-time'));

export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
