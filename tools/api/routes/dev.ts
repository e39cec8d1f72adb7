/** Dev-only helpers: the outbox, the seed reset (optionally at scale) and the offline fake Turnstile script. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import type { Api, AppEnv } from '../context.ts';
import { ApiError, send } from '../http.ts';
import { MAX_SCALE, type ScaleCounts, scaleSeed } from '../scale-seed.ts';
import { messageResponse, outboxResponse } from '../schemas.ts';

export const FAKE_TURNSTILE_PATH = '/__dev/turnstile/api.js';

/** The one fake Turnstile (shared-ui's), served as a script. */
export const FAKE_TURNSTILE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('@qr/design-system/fake-turnstile-script.js'),
  'utf8',
);

export function devRoutes(api: Api): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/__dev/outbox', (c) => {
    const to = c.req.query('to');
    const messages = api.db.outbox.filter((message) => to === undefined || to === '' || message.to === to);
    return send(c, outboxResponse, { messages });
  });

  routes.post('/__dev/reset', (c) => {
    api.reset();
    return send(c, messageResponse, { message: 'Seed restored' });
  });

  // POST /__dev/seed?queries=10000&activities=2000&vehicles=100: the seed again, grown to those counts.
  routes.post('/__dev/seed', (c) => {
    const counts: ScaleCounts = {};
    for (const name of ['queries', 'activities', 'vehicles'] as const) {
      const value = c.req.query(name);
      if (value === undefined) continue;
      const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(count <= MAX_SCALE)) throw new ApiError(400, `${name} must be a whole number up to ${MAX_SCALE}`);
      counts[name] = count;
    }
    api.reset();
    scaleSeed(api.db, counts);
    return send(c, messageResponse, { message: 'Seed restored and scaled' });
  });

  routes.get(FAKE_TURNSTILE_PATH, (c) => {
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(FAKE_TURNSTILE_SOURCE);
  });

  return routes;
}
