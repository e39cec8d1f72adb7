/** GET /referral/data: how many users the caller referred, and when the last one joined. */

import { referralData } from '@qr/contract';
import { Hono } from 'hono';
import { requireAuth } from '../auth.ts';
import { type Api, type AppEnv, iso } from '../context.ts';
import { send } from '../http.ts';
import { referralsOf } from '../store.ts';

export function referralRoutes(api: Api): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/referral/data', requireAuth(api), (c) => {
    const referred = referralsOf(api.db, c.get('phone'));
    const last = referred.reduce<number | null>((latest, user) => Math.max(latest ?? 0, user.createdAt), null);
    return send(c, referralData, { totalReferrals: referred.length, lastReferralAt: last === null ? null : iso(last) });
  });

  return routes;
}
