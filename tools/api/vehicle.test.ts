import { describe, expect, it } from 'vitest';
import { SEED } from './seed.ts';
import { HOUR, setup } from './test-helpers.ts';

const ASHA = SEED.owners.asha.phone;
const BHARAT = SEED.owners.bharat.phone;
const USED = SEED.vehicles.used;
const TEMP = SEED.vehicles.temporary;
const PAUSED = SEED.vehicles.paused;
const NEW_UID = SEED.stickers.unused[0];

function registration(overrides: Record<string, unknown> = {}) {
  return {
    registrationNumber: 'KA05MN4321',
    contact: BHARAT,
    isContactWhatsapp: true,
    alternateContact: null,
    isAlternateContactWhatsapp: false,
    emergencyContact: '919833333333',
    uid: NEW_UID,
    vehicleType: 'COMMERCIAL',
    isTemporaryNumber: false,
    ...overrides,
  };
}

function update(vehicle: { registrationNumber: string; uid: string }, overrides: Record<string, unknown> = {}) {
  return {
    registrationNumber: vehicle.registrationNumber,
    isContactWhatsapp: true,
    alternateContact: '919844444444',
    isAlternateContactWhatsapp: true,
    emergencyContact: '919855555555',
    uid: vehicle.uid,
    vehicleType: 'PERSONAL',
    isTemporaryNumber: false,
    ...overrides,
  };
}

describe('GET /vehicle/user-portal-info', () => {
  it("lists the owner's vehicles", async () => {
    const { call, login } = setup();
    const response = await call('GET', '/vehicle/user-portal-info', { token: await login(ASHA) });
    expect(response.status).toBe(200);
    expect(response.body.userVehicles.map((v: { uidString: string }) => v.uidString)).toEqual([
      USED.uid,
      TEMP.uid,
      PAUSED.uid,
    ]);
    expect(response.body.userVehicles[0]).toEqual({
      uidString: USED.uid,
      registrationNumber: USED.registrationNumber,
      vehicleType: 'PERSONAL',
      contact: ASHA,
      isContactWhatsapp: true,
      alternateContact: USED.alternateContact,
      isAlternateContactWhatsapp: false,
      emergencyContact: USED.emergencyContact,
      isPaused: false,
      isTemporaryNumber: false,
    });
    expect(response.body.userVehicles[1]).toMatchObject({ isTemporaryNumber: true, vehicleType: 'COMMERCIAL' });
    expect(response.body.userVehicles[2]).toMatchObject({ isPaused: true });
  });

  it('answers an empty list for Bharat and 401 without a token', async () => {
    const { call, login } = setup();
    expect((await call('GET', '/vehicle/user-portal-info', { token: await login(BHARAT) })).body).toEqual({
      userVehicles: [],
    });
    expect((await call('GET', '/vehicle/user-portal-info')).status).toBe(401);
  });
});

describe('GET /vehicle/informs', () => {
  it('answers the 10 most recent informs across the owner vehicles, newest first', async () => {
    const { call, login } = setup();
    const response = await call('GET', '/vehicle/informs', { token: await login(ASHA) });
    expect(response.status).toBe(200);
    const ids = response.body.content.map((inform: { id: number }) => inform.id);
    expect(ids).toEqual([17, 16, 15, 14, 13, 12, 11, 10, 9, 8]);
    const numbers = new Set(
      response.body.content.map((i: { vehicleRegistrationNumber: string }) => i.vehicleRegistrationNumber),
    );
    expect(numbers).toEqual(new Set([USED.registrationNumber, TEMP.registrationNumber, PAUSED.registrationNumber]));
  });

  it('answers an empty list for an owner without vehicles', async () => {
    const { call, login } = setup();
    expect((await call('GET', '/vehicle/informs', { token: await login(BHARAT) })).body).toEqual({ content: [] });
  });
});

describe('GET /vehicle/:id', () => {
  it('answers the vehicle with activation date, serial number and all informs newest first', async () => {
    const { call, login } = setup();
    const response = await call('GET', `/vehicle/${USED.uid}`, { token: await login(ASHA) });
    expect(response.status).toBe(200);
    const { vehicleResponse, vehicleInformDataResponseList: informs } = response.body;
    expect(vehicleResponse).toMatchObject({
      uidString: USED.uid,
      registrationNumber: USED.registrationNumber,
      createdAt: '2026-10-12T09:00:00.000Z',
      uidSerialNumber: 'SN-2026-00001',
    });
    expect(informs).toHaveLength(USED.informCount);
    const times = informs.map((inform: { createdAt: string }) => Date.parse(inform.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const reasons = new Set(
      informs.map((inform: { vehicleInformReason: string | null }) => inform.vehicleInformReason),
    );
    expect(reasons).toEqual(new Set(['WRONG_PARKING', 'DOOR_UNLOCKED', 'LIGHTS_ON', 'ACCIDENT', 'BABY_INSIDE', null]));
    for (const inform of informs) {
      expect(inform.isEmergency).toBe(['ACCIDENT', 'BABY_INSIDE'].includes(inform.vehicleInformReason));
      expect(inform.isContactOwner).toBe(inform.vehicleInformReason === null);
      expect(inform.informerContact === null).toBe(!inform.isContactOwner);
    }
  });

  it("answers 404 for another owner's vehicle, an unused sticker and an unknown id", async () => {
    const { call, login } = setup();
    const bharat = await login(BHARAT);
    for (const id of [USED.uid, NEW_UID, SEED.stickers.unknown]) {
      const response = await call('GET', `/vehicle/${id}`, { token: bharat });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Vehicle not found' });
    }
  });
});

describe('POST /vehicle', () => {
  it('registers a vehicle on an unused sticker for the verified user', async () => {
    const { call, login } = setup();
    const token = await login(BHARAT);
    const response = await call('POST', '/vehicle', { token, body: registration() });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      uidString: NEW_UID,
      registrationNumber: 'KA05MN4321',
      vehicleType: 'COMMERCIAL',
      contact: BHARAT,
      isContactWhatsapp: true,
      alternateContact: null,
      isAlternateContactWhatsapp: false,
      emergencyContact: '919833333333',
      isPaused: false,
      isTemporaryNumber: false,
    });
    expect((await call('GET', `/uid-status/${NEW_UID}`)).body).toEqual({
      isUsed: true,
      maskVehicleNumber: 'KA05MNXXXX',
    });
    const list = await call('GET', '/vehicle/user-portal-info', { token });
    expect(list.body.userVehicles).toHaveLength(1);
    const details = await call('GET', `/vehicle/${NEW_UID}`, { token });
    expect(details.body.vehicleInformDataResponseList).toEqual([]);
  });

  it('keeps the temporary flag as sent', async () => {
    const { call, login } = setup();
    const response = await call('POST', '/vehicle', {
      token: await login(BHARAT),
      body: registration({ registrationNumber: 'T1234567890123', isTemporaryNumber: true }),
    });
    expect(response.body.isTemporaryNumber).toBe(true);
    const status = await call('GET', `/uid-status/${NEW_UID}`);
    expect(status.body.tempVehicleRegistrationNumber).toBe('0123');
  });

  it('answers 409 for a used sticker and 404 for an unknown one', async () => {
    const { call, login } = setup();
    const token = await login(BHARAT);
    const used = await call('POST', '/vehicle', { token, body: registration({ uid: USED.uid }) });
    expect(used.status).toBe(409);
    expect(used.body).toEqual({ message: 'This sticker is already registered' });
    const unknown = await call('POST', '/vehicle', { token, body: registration({ uid: SEED.stickers.unknown }) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Sticker not found' });
  });

  it('requires the contact to be the verified phone and the emergency contact to differ', async () => {
    const { call, login } = setup();
    const token = await login(BHARAT);
    const other = await call('POST', '/vehicle', { token, body: registration({ contact: ASHA }) });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ message: 'contact must be the verified phone number' });
    const same = await call('POST', '/vehicle', { token, body: registration({ emergencyContact: BHARAT }) });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({ message: 'Emergency contact should be different from primary contact' });
  });

  it.each([
    ['registrationNumber', { registrationNumber: 'ka05mn4321' }],
    ['registrationNumber', { registrationNumber: 'KA05MN43210000000' }],
    ['registrationNumber', { registrationNumber: '' }],
    ['contact', { contact: '9812345678' }],
    ['emergencyContact', { emergencyContact: '91981' }],
    ['vehicleType', { vehicleType: 'TRUCK' }],
    ['isTemporaryNumber', { isTemporaryNumber: 'yes' }],
  ])('rejects a bad %s with a 400 naming it', async (field, overrides) => {
    const { call, login } = setup();
    const response = await call('POST', '/vehicle', { token: await login(BHARAT), body: registration(overrides) });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it('needs a token', async () => {
    const { call } = setup();
    expect((await call('POST', '/vehicle', { body: registration() })).status).toBe(401);
  });
});

describe('PUT /vehicle/update-info/:id', () => {
  it('updates contacts and type, and answers the updated vehicle', async () => {
    const { call, login } = setup();
    const token = await login(ASHA);
    const response = await call('PUT', `/vehicle/update-info/${USED.uid}`, { token, body: update(USED) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      registrationNumber: USED.registrationNumber,
      alternateContact: '919844444444',
      isAlternateContactWhatsapp: true,
      emergencyContact: '919855555555',
      isTemporaryNumber: false,
    });
    const details = await call('GET', `/vehicle/${USED.uid}`, { token });
    expect(details.body.vehicleResponse.emergencyContact).toBe('919855555555');
  });

  it('refuses a new number unless the number is temporary', async () => {
    const { call, login } = setup();
    const response = await call('PUT', `/vehicle/update-info/${USED.uid}`, {
      token: await login(ASHA),
      body: update(USED, { registrationNumber: 'DL01AB9999' }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Only a temporary number can be changed' });
  });

  it('renames a temporary number and clears isTemporaryNumber', async () => {
    const { call, login } = setup();
    const token = await login(ASHA);
    const response = await call('PUT', `/vehicle/update-info/${TEMP.uid}`, {
      token,
      body: update(TEMP, { registrationNumber: 'MH12XY7777', isTemporaryNumber: true }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ registrationNumber: 'MH12XY7777', isTemporaryNumber: false });
    expect((await call('GET', `/uid-status/${TEMP.uid}`)).body).toEqual({
      isUsed: true,
      maskVehicleNumber: 'MH12XYXXXX',
    });
    // Now permanent: a second rename is refused.
    const again = await call('PUT', `/vehicle/update-info/${TEMP.uid}`, {
      token,
      body: update(TEMP, { registrationNumber: 'MH12XY8888' }),
    });
    expect(again.status).toBe(400);
  });

  it('refuses an emergency contact equal to the contact, bad input, and other owners', async () => {
    const { call, login } = setup();
    const asha = await login(ASHA);
    const same = await call('PUT', `/vehicle/update-info/${USED.uid}`, {
      token: asha,
      body: update(USED, { emergencyContact: ASHA }),
    });
    expect(same.status).toBe(400);
    const bad = await call('PUT', `/vehicle/update-info/${USED.uid}`, {
      token: asha,
      body: update(USED, { alternateContact: '12345' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('alternateContact');
    const bharat = await login(BHARAT);
    const foreign = await call('PUT', `/vehicle/update-info/${USED.uid}`, { token: bharat, body: update(USED) });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Vehicle not found' });
  });
});

describe('pause and resume', () => {
  it('pauses for 24 hours, after which the vehicle is active again by itself', async () => {
    const { call, clock, login } = setup();
    const token = await login(ASHA);
    const paused = await call('PUT', `/vehicle/pause/${USED.uid}`, { token });
    expect(paused.status).toBe(200);
    expect(paused.body).toEqual({
      message: 'Vehicle paused for 24 hours',
      pausedUntil: new Date(clock.now() + 24 * HOUR).toISOString(),
    });
    const isPaused = async () => (await call('GET', `/vehicle/${USED.uid}`, { token })).body.vehicleResponse.isPaused;
    expect(await isPaused()).toBe(true);
    clock.advance(24 * HOUR - 1000);
    const fresh = await login(ASHA);
    expect((await call('GET', `/vehicle/${USED.uid}`, { token: fresh })).body.vehicleResponse.isPaused).toBe(true);
    clock.advance(1000);
    expect((await call('GET', `/vehicle/${USED.uid}`, { token: fresh })).body.vehicleResponse.isPaused).toBe(false);
  });

  it('resumes at once', async () => {
    const { call, login } = setup();
    const token = await login(ASHA);
    const response = await call('PUT', `/vehicle/resume/${PAUSED.uid}`, { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Vehicle service resumed successfully' });
    const list = await call('GET', '/vehicle/user-portal-info', { token });
    expect(list.body.userVehicles.every((vehicle: { isPaused: boolean }) => !vehicle.isPaused)).toBe(true);
  });

  it("answers 404 for another owner's vehicle", async () => {
    const { call, login } = setup();
    const bharat = await login(BHARAT);
    expect((await call('PUT', `/vehicle/pause/${USED.uid}`, { token: bharat })).status).toBe(404);
    expect((await call('PUT', `/vehicle/resume/${PAUSED.uid}`, { token: bharat })).status).toBe(404);
    expect((await call('PUT', `/vehicle/pause/${USED.uid}`)).status).toBe(401);
  });
});
