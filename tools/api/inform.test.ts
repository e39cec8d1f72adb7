import { describe, expect, it } from 'vitest';
import { SEED } from './seed.ts';
import { callInform, fakeTurnstileToken, messageInform, setup } from './test-helpers.ts';

const ASHA = SEED.owners.asha.phone;
const USED = SEED.vehicles.used;
const TEMP = SEED.vehicles.temporary;
const PAUSED = SEED.vehicles.paused;
const MINUTE = 60 * 1000;

describe('GET /uid-status/:uid', () => {
  it('answers unused, used (masked) and temporary stickers', async () => {
    const { call } = setup();
    expect((await call('GET', `/uid-status/${SEED.stickers.unused[0]}`)).body).toEqual({
      isUsed: false,
      maskVehicleNumber: null,
    });
    expect((await call('GET', `/uid-status/${USED.uid}`)).body).toEqual({
      isUsed: true,
      maskVehicleNumber: 'DL01ABXXXX',
    });
    expect((await call('GET', `/uid-status/${TEMP.uid}`)).body).toEqual({
      isUsed: true,
      maskVehicleNumber: TEMP.maskVehicleNumber,
      tempFullVehicleRegistrationNumber: 'T0123456789012',
      tempVehicleRegistrationNumber: '9012',
    });
  });

  it('answers 404 for an unknown uid', async () => {
    const { call } = setup();
    const response = await call('GET', `/uid-status/${SEED.stickers.unknown}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Sticker not found' });
  });
});

describe('POST /vehicle/inform', () => {
  it('records a message, alerts the owner and answers the success message', async () => {
    const { call, clock, login, logs } = setup();
    const response = await call('POST', '/vehicle/inform', { body: messageInform({ reason: 'ACCIDENT' }) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Message sent successfully' });

    const outbox = await call('GET', `/__dev/outbox?to=${ASHA}`);
    const alert = outbox.body.messages.at(-1);
    expect(alert).toMatchObject({ kind: 'alert', to: ASHA });
    expect(alert.text).toContain('DL01AB1234');
    expect(alert.text).toContain('Accident');
    expect(logs.at(-1)).toBe(`[outbox] WhatsApp to ${ASHA}: ${alert.text}`);

    const informs = await call('GET', '/vehicle/informs', { token: await login(ASHA) });
    expect(informs.body.content[0]).toEqual({
      id: SEED.informs.count + 1,
      vehicleInformReason: 'ACCIDENT',
      isEmergency: true,
      isContactOwner: false,
      informerContact: null,
      vehicleRegistrationNumber: USED.registrationNumber,
      createdAt: new Date(clock.now()).toISOString(),
    });
  });

  it('records a call and answers the masked owner contact', async () => {
    const { call, login } = setup();
    const response = await call('POST', '/vehicle/inform', { body: callInform() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Call request sent successfully', maskedOwnerContact: '+91 98XXXXXX10' });
    const details = await call('GET', `/vehicle/${USED.uid}`, { token: await login(ASHA) });
    expect(details.body.vehicleInformDataResponseList[0]).toMatchObject({
      vehicleInformReason: null,
      isEmergency: false,
      isContactOwner: true,
      informerContact: '+919000000001',
    });
  });

  it('answers 404 for an unknown and an unused sticker', async () => {
    const { call } = setup();
    for (const uidString of [SEED.stickers.unknown, SEED.stickers.unused[1]]) {
      const response = await call('POST', '/vehicle/inform', { body: messageInform({ uidString }) });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Sticker not found' });
    }
  });

  it('answers 400 when the 4 characters do not match the number', async () => {
    const { call } = setup();
    const response = await call('POST', '/vehicle/inform', {
      body: messageInform({ vehicleRegistrationDigits: '1235' }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Vehicle number does not match' });
    const temp = await call('POST', '/vehicle/inform', {
      body: messageInform({ uidString: TEMP.uid, vehicleRegistrationDigits: TEMP.lastFour }),
    });
    expect(temp.status).toBe(200);
  });

  it('refuses a paused vehicle with a readable 409, and accepts it again after resume', async () => {
    const { call, login } = setup();
    const body = () => messageInform({ uidString: PAUSED.uid, vehicleRegistrationDigits: PAUSED.lastFour });
    const refused = await call('POST', '/vehicle/inform', { body: body() });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'The owner has paused alerts for this vehicle. Please try again later.' });
    await call('PUT', `/vehicle/resume/${PAUSED.uid}`, { token: await login(ASHA) });
    expect((await call('POST', '/vehicle/inform', { body: body() })).status).toBe(200);
  });

  it('checks the call and message shapes', async () => {
    const { call } = setup();
    const cases: [Record<string, unknown>, string][] = [
      [callInform({ reason: 'WRONG_PARKING' }), 'reason must be null for a call'],
      [callInform({ informerContact: '' }), 'informerContact is required for a call'],
      [messageInform({ reason: null }), 'reason is required for a message'],
      [messageInform({ informerContact: '+919000000001' }), 'informerContact must be empty for a message'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/vehicle/inform', { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    }
    for (const [field, value] of [
      ['informerContact', '9000000001'],
      ['vehicleRegistrationDigits', '12'],
      ['reason', 'FIRE'],
      ['uidString', ''],
    ] as const) {
      const response = await call('POST', '/vehicle/inform', { body: messageInform({ [field]: value }) });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field);
    }
  });

  it('requires a bot-check token and uses a fake token once', async () => {
    const { call } = setup();
    const missing = await call('POST', '/vehicle/inform', { body: messageInform({ 'cf-turnstile-response': '' }) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('cf-turnstile-response');
    const bad = await call('POST', '/vehicle/inform', { body: messageInform({ 'cf-turnstile-response': 'abc' }) });
    expect(bad.body).toEqual({ message: 'Verification failed. Please complete the challenge again.' });
    const token = fakeTurnstileToken();
    expect(
      (await call('POST', '/vehicle/inform', { body: messageInform({ 'cf-turnstile-response': token }) })).status,
    ).toBe(200);
    const reused = await call('POST', '/vehicle/inform', { body: messageInform({ 'cf-turnstile-response': token }) });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Verification failed. Please complete the challenge again.');
  });
});

describe('inform rate limits', () => {
  it('allows 6 informs per caller in 10 minutes, then 429, then again after the window', async () => {
    const { call, clock } = setup();
    for (let i = 0; i < 6; i += 1) {
      expect((await call('POST', '/vehicle/inform', { body: messageInform() })).status).toBe(200);
    }
    const limited = await call('POST', '/vehicle/inform', { body: messageInform() });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many requests. Please try again in a few minutes.' });
    // Another caller (a call from a different number) still gets through.
    expect((await call('POST', '/vehicle/inform', { body: callInform() })).status).toBe(200);
    clock.advance(10 * MINUTE);
    expect((await call('POST', '/vehicle/inform', { body: messageInform() })).status).toBe(200);
  });

  it('allows 10 informs per sticker in 10 minutes across callers', async () => {
    const { call } = setup();
    for (let i = 0; i < 10; i += 1) {
      const response = await call('POST', '/vehicle/inform', {
        body: callInform({ informerContact: `+91900000001${i}` }),
      });
      expect(response.status).toBe(200);
    }
    const limited = await call('POST', '/vehicle/inform', { body: callInform({ informerContact: '+919111111111' }) });
    expect(limited.status).toBe(429);
    // Other stickers are not affected.
    const other = await call('POST', '/vehicle/inform', {
      body: callInform({
        uidString: TEMP.uid,
        vehicleRegistrationDigits: TEMP.lastFour,
        informerContact: '+919111111111',
      }),
    });
    expect(other.status).toBe(200);
  });

  it('takes its limits from the options', async () => {
    const { call } = setup({ rateLimits: { informPerSticker: { max: 1, windowMs: 60_000 } } });
    expect((await call('POST', '/vehicle/inform', { body: messageInform() })).status).toBe(200);
    expect((await call('POST', '/vehicle/inform', { body: callInform() })).status).toBe(429);
  });
});
