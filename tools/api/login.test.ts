import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { SEED } from './seed.ts';
import { fakeTurnstileToken, HOUR, setup } from './test-helpers.ts';

const ASHA = SEED.owners.asha.phone;
const NEW_PHONE = '919123400001';

function initiateBody(phone: string, extra: Record<string, unknown> = {}) {
  return { phone, 'cf-turnstile-response': SEED.turnstileTestToken, ...extra };
}

describe('POST /login/phone-login-initiate', () => {
  it('answers the login data and sends a 4-digit OTP to the outbox and the console', async () => {
    const { call, logs, latestOtp } = setup();
    const response = await call('POST', '/login/phone-login-initiate', { body: initiateBody(ASHA) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ phone: ASHA, referredBy: null, requestId: expect.any(String) });
    const code = await latestOtp(ASHA);
    expect(code).toBeGreaterThanOrEqual(1000);
    expect(code).toBeLessThanOrEqual(9999);
    expect(logs).toContain(`[outbox] WhatsApp to ${ASHA}: Your OTP is ${code}`);
  });

  it('echoes referredBy', async () => {
    const { call } = setup();
    const response = await call('POST', '/login/phone-login-initiate', {
      body: initiateBody(NEW_PHONE, { referredBy: ASHA }),
    });
    expect(response.body.referredBy).toBe(ASHA);
  });

  it.each([
    ['9876543210', 'phone'],
    ['915876543210', 'phone'],
    ['91987654321', 'phone'],
  ])('rejects phone %s with a 400 naming the field', async (phone, field) => {
    const { call } = setup();
    const response = await call('POST', '/login/phone-login-initiate', { body: initiateBody(phone) });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it('rejects a missing phone, a bad referredBy, a missing token and malformed JSON', async () => {
    const { call } = setup();
    const missing = await call('POST', '/login/phone-login-initiate', { body: { 'cf-turnstile-response': 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^phone/);
    const referral = await call('POST', '/login/phone-login-initiate', {
      body: initiateBody(ASHA, { referredBy: '9876543210' }),
    });
    expect(referral.status).toBe(400);
    expect(referral.body.message).toContain('referredBy');
    const noToken = await call('POST', '/login/phone-login-initiate', { body: { phone: ASHA } });
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toContain('cf-turnstile-response');
    const malformed = await call('POST', '/login/phone-login-initiate', { raw: '{"phone":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Request body must be valid JSON' });
  });

  it('accepts a fake-script token once, and the Cloudflare test token every time', async () => {
    const { call } = setup();
    const token = fakeTurnstileToken();
    const first = await call('POST', '/login/phone-login-initiate', {
      body: { phone: ASHA, 'cf-turnstile-response': token },
    });
    expect(first.status).toBe(200);
    const reused = await call('POST', '/login/phone-login-initiate', {
      body: { phone: ASHA, 'cf-turnstile-response': token },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: 'Verification failed. Please complete the challenge again.' });
    for (let i = 0; i < 3; i += 1) {
      const again = await call('POST', '/login/phone-login-initiate', { body: initiateBody(ASHA) });
      expect(again.status).toBe(200);
    }
  });

  it.each(['not-a-token', 'fake-turnstile.UPPER', 'fake-turnstile.', 'XXXX.DUMMY.TOKEN.XXXY'])(
    'refuses the bot-check token %s',
    async (token) => {
      const { call } = setup();
      const response = await call('POST', '/login/phone-login-initiate', {
        body: { phone: ASHA, 'cf-turnstile-response': token },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Verification failed. Please complete the challenge again.');
    },
  );
});

describe('POST /login/phone-login-verify', () => {
  it('answers a JWT signed for the phone that expires in 24 hours', async () => {
    const { call, clock, latestOtp } = setup();
    const initiate = await call('POST', '/login/phone-login-initiate', { body: initiateBody(ASHA) });
    const response = await call('POST', '/login/phone-login-verify', {
      body: { ...initiate.body, verificationCode: await latestOtp(ASHA) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ jwtToken: expect.any(String) });
    const claims = decodeJwt(response.body.jwtToken);
    expect(claims.sub).toBe(ASHA);
    expect(claims.exp).toBe(Math.floor(clock.now() / 1000) + 24 * 60 * 60);
  });

  it('answers 200 with jwtToken null for a wrong code, then 429 after 3 wrong tries', async () => {
    const { call, latestOtp } = setup();
    const initiate = await call('POST', '/login/phone-login-initiate', { body: initiateBody(ASHA) });
    const code = await latestOtp(ASHA);
    const wrong = code === 9999 ? 1000 : code + 1;
    for (let i = 0; i < 3; i += 1) {
      const response = await call('POST', '/login/phone-login-verify', {
        body: { ...initiate.body, verificationCode: wrong },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ jwtToken: null, message: 'Invalid OTP' });
    }
    const locked = await call('POST', '/login/phone-login-verify', {
      body: { ...initiate.body, verificationCode: code },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too many attempts. Please request a new OTP.' });

    // A new code unlocks the login.
    const again = await call('POST', '/login/phone-login-initiate', { body: initiateBody(ASHA) });
    const ok = await call('POST', '/login/phone-login-verify', {
      body: { ...again.body, verificationCode: await latestOtp(ASHA) },
    });
    expect(typeof ok.body.jwtToken).toBe('string');
  });

  it('refuses a code after 5 minutes', async () => {
    const { call, clock, latestOtp } = setup();
    const initiate = await call('POST', '/login/phone-login-initiate', { body: initiateBody(ASHA) });
    clock.advance(5 * 60 * 1000 + 1);
    const response = await call('POST', '/login/phone-login-verify', {
      body: { ...initiate.body, verificationCode: await latestOtp(ASHA) },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'OTP expired. Please request a new OTP.' });
  });

  it('accepts a code just before 5 minutes, and only once', async () => {
    const { call, clock, latestOtp } = setup();
    const initiate = await call('POST', '/login/phone-login-initiate', { body: initiateBody(ASHA) });
    clock.advance(5 * 60 * 1000 - 1);
    const body = { ...initiate.body, verificationCode: await latestOtp(ASHA) };
    expect((await call('POST', '/login/phone-login-verify', { body })).status).toBe(200);
    const replay = await call('POST', '/login/phone-login-verify', { body });
    expect(replay.status).toBe(400);
  });

  it('refuses the code of a replaced request and a verify without initiate', async () => {
    const { call, latestOtp } = setup();
    const first = await call('POST', '/login/phone-login-initiate', { body: initiateBody(ASHA) });
    const firstCode = await latestOtp(ASHA);
    await call('POST', '/login/phone-login-initiate', { body: initiateBody(ASHA) });
    const stale = await call('POST', '/login/phone-login-verify', {
      body: { ...first.body, verificationCode: firstCode },
    });
    expect(stale.status).toBe(400);
    const none = await call('POST', '/login/phone-login-verify', {
      body: { phone: SEED.owners.bharat.phone, verificationCode: 1234 },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('OTP expired. Please request a new OTP.');
  });

  it('rejects a verificationCode that is not an integer, naming the field', async () => {
    const { call } = setup();
    for (const verificationCode of ['1234', 12.5, null]) {
      const response = await call('POST', '/login/phone-login-verify', { body: { phone: ASHA, verificationCode } });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^verificationCode/);
    }
  });

  it('creates a user on the first successful verify', async () => {
    const { call, login } = setup();
    const token = await login(NEW_PHONE);
    const info = await call('GET', '/login/user-info', { token });
    expect(info.body).toEqual({
      phone: NEW_PHONE,
      totalVehiclesCount: 0,
      totalInformCount: 0,
      totalReferralCount: 0,
      isAdmin: false,
    });
  });
});

describe('referrals at login', () => {
  it('counts a referral once, for a new user only', async () => {
    const { call, login } = setup();
    const asha = await login(ASHA);
    await login(NEW_PHONE, ASHA);
    await login(NEW_PHONE, ASHA);
    const referral = await call('GET', '/referral/data', { token: asha });
    expect(referral.body.totalReferrals).toBe(3);
    // An existing user logging in with a referral code is not counted.
    await login(SEED.owners.bharat.phone, ASHA);
    expect((await call('GET', '/referral/data', { token: asha })).body.totalReferrals).toBe(3);
    expect((await call('GET', '/login/user-info', { token: asha })).body.totalReferralCount).toBe(3);
  });

  it('records lastReferralAt as the new user creation time', async () => {
    const { call, clock, login } = setup();
    await login(NEW_PHONE, ASHA);
    const asha = await login(ASHA);
    const referral = await call('GET', '/referral/data', { token: asha });
    expect(referral.body.lastReferralAt).toBe(new Date(clock.now()).toISOString());
  });

  it('ignores a self-referral and an unknown referrer', async () => {
    const { call, login } = setup();
    const self = await login(NEW_PHONE, NEW_PHONE);
    expect((await call('GET', '/referral/data', { token: self })).body.totalReferrals).toBe(0);
    const other = await login('919123400002', '919555555555');
    expect((await call('GET', '/login/user-info', { token: other })).status).toBe(200);
    expect((await call('GET', '/referral/data', { token: other })).body.totalReferrals).toBe(0);
  });
});

describe('GET /login/user-info', () => {
  it('answers the seeded owner counts', async () => {
    const { call, login } = setup();
    const token = await login(ASHA);
    const response = await call('GET', '/login/user-info', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      phone: ASHA,
      totalVehiclesCount: 3,
      totalInformCount: SEED.owners.asha.totalInforms,
      totalReferralCount: 2,
      isAdmin: false,
    });
  });

  it('marks the seeded admin, and the admin list can be overridden', async () => {
    const seeded = setup();
    const priya = await seeded.login(SEED.admins.priya.phone);
    expect((await seeded.call('GET', '/login/user-info', { token: priya })).body.isAdmin).toBe(true);

    const custom = setup({ adminPhones: [SEED.owners.bharat.phone] });
    const bharat = await custom.login(SEED.owners.bharat.phone);
    expect((await custom.call('GET', '/login/user-info', { token: bharat })).body.isAdmin).toBe(true);
    const priya2 = await custom.login(SEED.admins.priya.phone);
    expect((await custom.call('GET', '/login/user-info', { token: priya2 })).body.isAdmin).toBe(false);
  });

  it('answers 401 without a token, with a forged token and with an expired one', async () => {
    const { call, clock, login } = setup();
    const missing = await call('GET', '/login/user-info');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: 'Authentication required' });

    const garbage = await call('GET', '/login/user-info', { token: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual({ message: 'Invalid or expired token' });

    const otherSecret = setup({ jwtSecret: 'another-secret' });
    const forged = await otherSecret.login(ASHA);
    expect((await call('GET', '/login/user-info', { token: forged })).status).toBe(401);

    const token = await login(ASHA);
    clock.advance(24 * HOUR - 1000);
    expect((await call('GET', '/login/user-info', { token })).status).toBe(200);
    clock.advance(2000);
    const expired = await call('GET', '/login/user-info', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Invalid or expired token' });
  });
});
