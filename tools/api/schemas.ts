/**
 * Response shapes of the local API that the shared contract does not define: the spec does not show the
 * pause and resume responses, and the dev endpoints are the local API's own. Built on the contract's pieces.
 */
import { errorBody, isoDateTime } from '@qr/contract';
import * as z from 'zod/mini';

/** Resume, reset and other bodies that carry only a message. */
export const messageResponse = errorBody;

export const pauseResponse = z.object({ message: z.string(), pausedUntil: isoDateTime });
export type PauseResponse = z.infer<typeof pauseResponse>;

export const outboxMessage = z.object({
  id: z.number(),
  at: isoDateTime,
  kind: z.enum(['otp', 'alert']),
  to: z.string(),
  text: z.string(),
  /** The 4 OTP digits as a string, on kind 'otp' only. */
  code: z.optional(z.string().check(z.regex(/^[1-9]\d{3}$/))),
});
export type OutboxMessageWire = z.infer<typeof outboxMessage>;

export const outboxResponse = z.object({ messages: z.array(outboxMessage) });
export type OutboxResponse = z.infer<typeof outboxResponse>;
