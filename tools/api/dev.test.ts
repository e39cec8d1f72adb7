import { describe, expect, it } from 'vitest';
import { SEED } from './seed.ts';
import { fakeTurnstileToken, HOUR, messageInform, setup } from './test-helpers.ts';

const ASHA = SEED.owners.asha.phone;
const BHARAT = SEED.owners.bharat.phone;

describe('GET /__dev/outbox', () => {
  it('lists OTPs and alerts oldest first, filtered by ?to=', async () => {
    const { call, clock } = setup();
    await call('POST', '/login/phone-login-initiate', {
      body: { phone: BHARAT, 'cf-turnstile-response': SEED.turnstileTestToken },
    });
    clock.advance(1000);
    await call('POST', '/vehicle/inform', { body: messageInform() });
    const all = await call('GET', '/__dev/outbox');
    expect(all.status).toBe(200);
    expect(all.body.messages.map((message: { kind: string; to: string }) => [message.kind, message.to])).toEqual([
      ['otp', BHARAT],
      ['alert', ASHA],
    ]);
    expect(all.body.messages[0]).toEqual({
      id: 1,
      at: '2026-11-20T10:00:00.000Z',
      kind: 'otp',
      to: BHARAT,
      text: expect.stringMatching(/^Your OTP is [1-9]\d{3}$/),
      code: expect.stringMatching(/^[1-9]\d{3}$/),
    });
    expect((await call('GET', `/__dev/outbox?to=${ASHA}`)).body.messages).toHaveLength(1);
    expect((await call('GET', '/__dev/outbox?to=919999999999')).body.messages).toEqual([]);
  });
});

describe('POST /__dev/reset', () => {
  it('restores the seed and clears outbox, used tokens, rate limits and OTPs', async () => {
    const { call, clock, login, latestOtp } = setup({ rateLimits: { informPerCaller: { max: 1, windowMs: HOUR } } });
    const asha = await login(ASHA);
    await call('PUT', `/vehicle/resume/${SEED.stickers.paused}`, { token: asha });
    await call('PUT', `/vehicle/update-info/${SEED.stickers.temporary}`, {
      token: asha,
      body: {
        registrationNumber: 'MH12XY7777',
        isContactWhatsapp: true,
        alternateContact: null,
        isAlternateContactWhatsapp: false,
        emergencyContact: '919822222222',
        uid: SEED.stickers.temporary,
        vehicleType: 'COMMERCIAL',
        isTemporaryNumber: false,
      },
    });
    await call('POST', '/query', { token: asha, body: { queryMessage: 'extra' } });
    const token = fakeTurnstileToken();
    expect(
      (await call('POST', '/vehicle/inform', { body: messageInform({ 'cf-turnstile-response': token }) })).status,
    ).toBe(200);
    expect((await call('POST', '/vehicle/inform', { body: messageInform() })).status).toBe(429);
    const pending = await call('POST', '/login/phone-login-initiate', {
      body: { phone: BHARAT, 'cf-turnstile-response': SEED.turnstileTestToken },
    });
    const code = await latestOtp(BHARAT);
    await login('919123400009');

    clock.advance(3 * HOUR);
    const reset = await call('POST', '/__dev/reset');
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Seed restored' });

    expect((await call('GET', '/__dev/outbox')).body.messages).toEqual([]);
    const verify = await call('POST', '/login/phone-login-verify', {
      body: { ...pending.body, verificationCode: code },
    });
    expect(verify.status).toBe(400);
    expect(
      (await call('POST', '/vehicle/inform', { body: messageInform({ 'cf-turnstile-response': token }) })).status,
    ).toBe(200);

    const fresh = await login(ASHA);
    const list = await call('GET', '/vehicle/user-portal-info', { token: fresh });
    expect(
      list.body.userVehicles.map((v: { uidString: string; isPaused: boolean }) => [v.uidString, v.isPaused]),
    ).toEqual([
      [SEED.stickers.used, false],
      [SEED.stickers.temporary, false],
      [SEED.stickers.paused, true],
    ]);
    expect(list.body.userVehicles[1]).toMatchObject({ registrationNumber: 'T0123456789012', isTemporaryNumber: true });
    const paused = await call('PUT', `/vehicle/pause/${SEED.stickers.paused}`, { token: fresh });
    expect(Date.parse(paused.body.pausedUntil)).toBe(clock.now() + 24 * HOUR);

    const admin = await login(SEED.admins.priya.phone);
    expect((await call('GET', '/query', { token: admin })).body.totalElements).toBe(25);
    // A seeded user's token stays valid across a reset.
    expect((await call('GET', '/login/user-info', { token: asha })).status).toBe(200);
    const info = await call('GET', '/login/user-info', { token: fresh });
    expect(info.body.totalReferralCount).toBe(2);
  });

  it('makes tokens of users created after the seed invalid', async () => {
    const { call, login } = setup();
    const token = await login('919123400009');
    await call('POST', '/__dev/reset');
    const response = await call('GET', '/login/user-info', { token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid or expired token' });
  });
});

describe('GET /__dev/turnstile/api.js', () => {
  it('serves the fake script as JavaScript, open to any origin', async () => {
    const { call } = setup();
    const response = await call('GET', '/__dev/turnstile/api.js', { headers: { origin: 'http://example.test' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.body).toContain('window.turnstile');
    expect(response.body).not.toMatch(/\beval\(|new Function|^\s*(import|export)\s/m);
  });
});

describe('CORS and unknown routes', () => {
  it('allows the dev origins with Authorization and Content-Type, and not others', async () => {
    const { app } = setup();
    const preflight = await app.request('/vehicle/user-portal-info', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,OPTIONS');

    for (const origin of ['http://127.0.0.1:5010', 'http://localhost:6006']) {
      const response = await app.request('/uid-status/QRUSED0001', { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const foreign = await app.request('/uid-status/QRUSED0001', { headers: { origin: 'http://evil.test' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes the origins from the options', async () => {
    const { app } = setup({ corsOrigins: ['https://qr.example'] });
    const allowed = await app.request('/uid-status/QRUSED0001', { headers: { origin: 'https://qr.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://qr.example');
    const local = await app.request('/uid-status/QRUSED0001', { headers: { origin: 'http://localhost:3000' } });
    expect(local.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 JSON for unknown routes', async () => {
    const { call } = setup();
    const response = await call('GET', '/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
    expect((await call('POST', '/vehicle/user-portal-info')).status).toBe(404);
  });
});
