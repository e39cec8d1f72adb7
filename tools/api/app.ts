/** The local API: the spec's 15 calls on the shared zod contract, an in-memory seeded store, dev helpers. */

import { errorBody } from '@qr/contract';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { type AppOptions, LOCAL_ORIGIN, resolveConfig } from './config.ts';
import type { Api, AppEnv } from './context.ts';
import { ApiError } from './http.ts';
import { devRoutes, FAKE_TURNSTILE_PATH } from './routes/dev.ts';
import { informRoutes } from './routes/inform.ts';
import { loginRoutes } from './routes/login.ts';
import { queryRoutes } from './routes/query.ts';
import { referralRoutes } from './routes/referral.ts';
import { vehicleRoutes } from './routes/vehicle.ts';
import { createSeedDb } from './seed.ts';

export type { AppOptions } from './config.ts';

export function createApp(options: AppOptions = {}): Hono<AppEnv> {
  const config = resolveConfig(options);
  const api: Api = {
    config,
    now: config.now,
    db: createSeedDb(config.now()),
    reset() {
      api.db = createSeedDb(config.now());
    },
  };
  const allowedOrigins = config.corsOrigins ? new Set(config.corsOrigins) : null;
  const isAllowed = (origin: string) => (allowedOrigins ? allowedOrigins.has(origin) : LOCAL_ORIGIN.test(origin));

  const app = new Hono<AppEnv>();

  app.use(
    '*',
    cors({
      origin: (origin, c) => {
        if (c.req.path === FAKE_TURNSTILE_PATH) return '*';
        return isAllowed(origin) ? origin : null;
      },
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      maxAge: 600,
    }),
  );

  app.route('/', loginRoutes(api));
  app.route('/', informRoutes(api));
  app.route('/', vehicleRoutes(api));
  app.route('/', referralRoutes(api));
  app.route('/', queryRoutes(api));
  app.route('/', devRoutes(api));

  app.notFound((c) => c.json(errorBody.parse({ message: 'Not found' }), 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody.parse({ message: error.message }), error.status);
    config.log(`[api] ${c.req.method} ${c.req.path} failed: ${error.stack ?? String(error)}`);
    return c.json({ message: 'Internal server error' }, 500);
  });

  return app;
}
