/** POST /login/phone-login-initiate, POST /login/phone-login-verify, GET /login/user-info. */
import { randomInt, randomUUID } from 'node:crypto';
import { loginData, loginInitiateRequest, loginVerifyRequest, loginVerifyResponse, userInfo } from '@qr/contract';
import { Hono } from 'hono';
import { isAdmin, requireAuth, signToken } from '../auth.ts';
import type { Api, AppEnv } from '../context.ts';
import { ApiError, readBody, send } from '../http.ts';
import { sendWhatsApp } from '../outbox.ts';
import { informsOf, referralsOf, vehiclesOf } from '../store.ts';
import { consumeTurnstileToken } from '../turnstile.ts';

export const OTP_LIFETIME_MS = 5 * 60 * 1000;
export const OTP_MAX_WRONG_ATTEMPTS = 3;
export const OTP_EXPIRED = 'OTP expired. Please request a new OTP.';
export const OTP_TOO_MANY = 'Too many attempts. Please request a new OTP.';

export function loginRoutes(api: Api): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/login/phone-login-initiate', async (c) => {
    const body = await readBody(c, loginInitiateRequest);
    consumeTurnstileToken(api, body['cf-turnstile-response']);
    const code = randomInt(1000, 10000);
    const requestId = randomUUID();
    const referredBy = body.referredBy ?? null;
    api.db.otps.set(body.phone, {
      requestId,
      phone: body.phone,
      code,
      expiresAt: api.now() + OTP_LIFETIME_MS,
      wrongAttempts: 0,
      referredBy,
    });
    sendWhatsApp(api, { kind: 'otp', to: body.phone, text: `Your OTP is ${code}`, code: String(code) });
    return send(c, loginData, { phone: body.phone, referredBy, requestId });
  });

  routes.post('/login/phone-login-verify', async (c) => {
    const body = await readBody(c, loginVerifyRequest);
    const pending = api.db.otps.get(body.phone);
    // A requestId from an older initiate means that code was replaced: treat it as expired.
    const staleRequest = typeof body.requestId === 'string' && body.requestId !== pending?.requestId;
    if (!pending || staleRequest) throw new ApiError(400, OTP_EXPIRED);
    if (pending.wrongAttempts >= OTP_MAX_WRONG_ATTEMPTS) throw new ApiError(429, OTP_TOO_MANY);
    if (api.now() > pending.expiresAt) {
      api.db.otps.delete(body.phone);
      throw new ApiError(400, OTP_EXPIRED);
    }
    if (body.verificationCode !== pending.code) {
      pending.wrongAttempts += 1;
      return send(c, loginVerifyResponse, { jwtToken: null, message: 'Invalid OTP' });
    }
    api.db.otps.delete(body.phone);
    if (!api.db.users.has(body.phone)) {
      const referrer = pending.referredBy;
      const counted = referrer !== null && referrer !== body.phone && api.db.users.has(referrer);
      api.db.users.set(body.phone, { phone: body.phone, createdAt: api.now(), referredBy: counted ? referrer : null });
    }
    return send(c, loginVerifyResponse, { jwtToken: await signToken(api, body.phone) });
  });

  routes.get('/login/user-info', requireAuth(api), (c) => {
    const phone = c.get('phone');
    const vehicles = vehiclesOf(api.db, phone);
    const uids = new Set(vehicles.map((vehicle) => vehicle.uid));
    return send(c, userInfo, {
      phone,
      totalVehiclesCount: vehicles.length,
      totalInformCount: informsOf(api.db, uids).length,
      totalReferralCount: referralsOf(api.db, phone).length,
      isAdmin: isAdmin(api, phone),
    });
  });

  return routes;
}
