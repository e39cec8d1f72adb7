/** What every route file receives: the resolved options, the clock and the (replaceable) store. */
import type { ResolvedConfig } from './config.ts';
import type { Db } from './store.ts';

export interface Api {
  config: ResolvedConfig;
  now: () => number;
  /** Replaced as a whole by POST /__dev/reset: always read it at request time. */
  db: Db;
  /** Restores the seed and clears outbox, used tokens, rate limits and OTPs. */
  reset: () => void;
}

/** Hono environment: authenticated routes get the token's phone. */
export interface AppEnv {
  Variables: { phone: string };
}

export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
