import * as z from 'zod/mini';
import { isoDateTime } from './primitives.ts';

export const QUERY_MAX_LENGTH = 500;
export const QUERY_PAGE_SIZE = 10;

export const queryCreateRequest = z.object({
  queryMessage: z.string().check(
    z.refine((text) => text.trim().length > 0, 'queryMessage must not be blank'),
    z.maxLength(QUERY_MAX_LENGTH, 'queryMessage must be at most 500 characters'),
  ),
});
export type QueryCreateRequest = z.infer<typeof queryCreateRequest>;

export const query = z.object({
  id: z.number(),
  phone: z.string(),
  queryMessage: z.string(),
  createdAt: isoDateTime,
});
export type Query = z.infer<typeof query>;

export const queryPage = z.object({
  content: z.array(query),
  totalElements: z.number(),
  last: z.boolean(),
});
export type QueryPage = z.infer<typeof queryPage>;

/** The spec does not show the raw referral response; this is the local API's shape. */
export const referralData = z.object({
  totalReferrals: z.optional(z.number()),
  lastReferralAt: z.nullish(isoDateTime),
});
export type ReferralData = z.infer<typeof referralData>;
