/**
 * Contract test: a scripted walk through every call (successes and failures). Every JSON response is checked
 * against the shared-ui contract schema of its call (errors against errorBody), and must carry no field the
 * schema does not know (the parsed value equals the raw body).
 */
import {
  errorBody,
  informResponse,
  informsResponse,
  loginData,
  loginVerifyResponse,
  query,
  queryPage,
  referralData,
  uidStatus,
  userInfo,
  vehicle,
  vehicleDetailsResponse,
  vehicleListResponse,
} from '@qr/contract';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { messageResponse, outboxResponse, pauseResponse } from './schemas.ts';
import { SEED } from './seed.ts';
import { type Call, callInform, fakeTurnstileToken, HOUR, messageInform, setup } from './test-helpers.ts';

type Route = [method: string, pattern: RegExp, name: string, schema: z.ZodMiniType];

/** The spec's 15 calls plus the dev endpoints; order matters (specific paths before /vehicle/:id). */
const ROUTES: Route[] = [
  ['POST', /^\/login\/phone-login-initiate$/, 'POST /login/phone-login-initiate', loginData],
  ['POST', /^\/login\/phone-login-verify$/, 'POST /login/phone-login-verify', loginVerifyResponse],
  ['GET', /^\/uid-status\/[^/]+$/, 'GET /uid-status/{uid}', uidStatus],
  ['GET', /^\/login\/user-info$/, 'GET /login/user-info', userInfo],
  ['POST', /^\/vehicle\/inform$/, 'POST /vehicle/inform', informResponse],
  ['POST', /^\/vehicle$/, 'POST /vehicle', vehicle],
  ['GET', /^\/vehicle\/user-portal-info$/, 'GET /vehicle/user-portal-info', vehicleListResponse],
  ['GET', /^\/vehicle\/informs$/, 'GET /vehicle/informs', informsResponse],
  ['GET', /^\/vehicle\/[^/]+$/, 'GET /vehicle/{id}', vehicleDetailsResponse],
  ['PUT', /^\/vehicle\/update-info\/[^/]+$/, 'PUT /vehicle/update-info/{id}', vehicle],
  ['PUT', /^\/vehicle\/pause\/[^/]+$/, 'PUT /vehicle/pause/{id}', pauseResponse],
  ['PUT', /^\/vehicle\/resume\/[^/]+$/, 'PUT /vehicle/resume/{id}', messageResponse],
  ['GET', /^\/referral\/data$/, 'GET /referral/data', referralData],
  ['POST', /^\/query$/, 'POST /query', query],
  ['GET', /^\/query$/, 'GET /query', queryPage],
  ['GET', /^\/__dev\/outbox$/, 'GET /__dev/outbox', outboxResponse],
  ['POST', /^\/__dev\/reset$/, 'POST /__dev/reset', messageResponse],
];

const SPEC_CALLS = ROUTES.slice(0, 15).map(([, , name]) => name);

interface Checked {
  name: string;
  status: number;
  problem: string | null;
}

function checking(call: Call, checked: Checked[]): Call {
  return async (method, path, init) => {
    const response = await call(method, path, init);
    const pathname = path.split('?')[0] ?? path;
    const route = ROUTES.find(([m, pattern]) => m === method && pattern.test(pathname));
    const name = route?.[2] ?? `${method} ${pathname}`;
    let problem: string | null = null;
    if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) {
      problem = 'not JSON';
    } else {
      const schema = response.status >= 400 || !route ? errorBody : route[3];
      const result = schema.safeParse(response.body);
      if (!result.success) problem = JSON.stringify(result.error.issues);
      else if (JSON.stringify(result.data) !== JSON.stringify(response.body)) problem = 'fields outside the schema';
    }
    checked.push({ name, status: response.status, problem });
    return response;
  };
}

describe('contract', () => {
  it('every response of a scripted walk validates against the shared schemas', async () => {
    const api = setup();
    const checked: Checked[] = [];
    const call = checking(api.call, checked);
    const { clock } = api;
    const ASHA = SEED.owners.asha.phone;
    const BHARAT = SEED.owners.bharat.phone;
    const NEW_PHONE = '919123456789';

    const loginAs = async (phone: string, referredBy?: string) => {
      const initiate = await call('POST', '/login/phone-login-initiate', {
        body: { phone, 'cf-turnstile-response': fakeTurnstileToken(), ...(referredBy ? { referredBy } : {}) },
      });
      const outbox = await call('GET', `/__dev/outbox?to=${phone}`);
      const code = Number(outbox.body.messages.at(-1).code);
      await call('POST', '/login/phone-login-verify', {
        body: { ...initiate.body, verificationCode: code === 9999 ? 1000 : code + 1 },
      });
      const verify = await call('POST', '/login/phone-login-verify', {
        body: { ...initiate.body, verificationCode: code },
      });
      return verify.body.jwtToken as string;
    };

    // Scanner side.
    for (const uid of [SEED.stickers.used, SEED.stickers.temporary, SEED.stickers.unused[0], SEED.stickers.unknown]) {
      await call('GET', `/uid-status/${uid}`);
    }
    await call('POST', '/vehicle/inform', { body: messageInform() });
    await call('POST', '/vehicle/inform', { body: callInform() });
    await call('POST', '/vehicle/inform', { body: messageInform({ vehicleRegistrationDigits: '0000' }) });
    await call('POST', '/vehicle/inform', {
      body: messageInform({ uidString: SEED.stickers.paused, vehicleRegistrationDigits: '8337' }),
    });
    await call('POST', '/vehicle/inform', { body: messageInform({ reason: 'NOPE' }) });
    await call('POST', '/vehicle/inform', { raw: 'not json' });

    // Login, including the failures.
    await call('POST', '/login/phone-login-initiate', { body: { phone: '123', 'cf-turnstile-response': 'x' } });
    await call('POST', '/login/phone-login-initiate', { body: { phone: ASHA, 'cf-turnstile-response': 'bad' } });
    const asha = await loginAs(ASHA);
    const initiate = await call('POST', '/login/phone-login-initiate', {
      body: { phone: BHARAT, 'cf-turnstile-response': SEED.turnstileTestToken },
    });
    for (let i = 0; i < 4; i += 1) {
      await call('POST', '/login/phone-login-verify', { body: { ...initiate.body, verificationCode: 1 } });
    }
    await call('POST', '/login/phone-login-verify', { body: { phone: '919000000000', verificationCode: 1234 } });
    const bharat = await loginAs(BHARAT);
    const newcomer = await loginAs(NEW_PHONE, ASHA);
    const admin = await loginAs(SEED.admins.priya.phone);

    // Owner portal.
    await call('GET', '/login/user-info', { token: asha });
    await call('GET', '/login/user-info', { token: admin });
    await call('GET', '/login/user-info');
    await call('GET', '/login/user-info', { token: 'x.y.z' });
    await call('GET', '/vehicle/user-portal-info', { token: asha });
    await call('GET', '/vehicle/user-portal-info', { token: bharat });
    await call('GET', '/vehicle/informs', { token: asha });
    await call('GET', '/vehicle/informs', { token: newcomer });
    for (const uid of [SEED.stickers.used, SEED.stickers.temporary, SEED.stickers.paused]) {
      await call('GET', `/vehicle/${uid}`, { token: asha });
    }
    await call('GET', `/vehicle/${SEED.stickers.used}`, { token: bharat });
    const registration = {
      registrationNumber: 'T9876543210987',
      contact: NEW_PHONE,
      isContactWhatsapp: true,
      alternateContact: '919811100000',
      isAlternateContactWhatsapp: true,
      emergencyContact: '919822200000',
      uid: SEED.stickers.unused[2],
      vehicleType: 'PERSONAL',
      isTemporaryNumber: true,
    };
    await call('POST', '/vehicle', { token: newcomer, body: registration });
    await call('POST', '/vehicle', { token: newcomer, body: registration });
    await call('POST', '/vehicle', {
      token: newcomer,
      body: { ...registration, uid: SEED.stickers.unused[3], contact: ASHA },
    });
    await call('POST', '/vehicle', { token: newcomer, body: { ...registration, uid: SEED.stickers.unknown } });
    await call('GET', `/uid-status/${SEED.stickers.unused[2]}`);
    const { contact: _contact, ...update } = registration;
    await call('PUT', `/vehicle/update-info/${registration.uid}`, {
      token: newcomer,
      body: { ...update, registrationNumber: 'UP16ZZ0001' },
    });
    await call('PUT', `/vehicle/update-info/${registration.uid}`, {
      token: newcomer,
      body: { ...update, registrationNumber: 'UP16ZZ0002' },
    });
    await call('PUT', `/vehicle/update-info/${registration.uid}`, { token: bharat, body: update });
    await call('PUT', `/vehicle/pause/${registration.uid}`, { token: newcomer });
    await call('GET', `/vehicle/${registration.uid}`, { token: newcomer });
    clock.advance(25 * HOUR);
    const newcomerLater = await loginAs(NEW_PHONE);
    await call('GET', `/vehicle/${registration.uid}`, { token: newcomerLater });
    await call('PUT', `/vehicle/pause/${registration.uid}`, { token: newcomerLater });
    await call('PUT', `/vehicle/resume/${registration.uid}`, { token: newcomerLater });
    await call('PUT', `/vehicle/resume/${registration.uid}`, { token: asha });
    const ashaLater = await loginAs(ASHA);
    await call('GET', '/referral/data', { token: ashaLater });
    await call('GET', '/referral/data', { token: newcomerLater });

    // Help and admin.
    await call('POST', '/query', { token: newcomerLater, body: { queryMessage: 'Hello <b>admin</b>' } });
    await call('POST', '/query', { token: newcomerLater, body: { queryMessage: ' ' } });
    const adminLater = await loginAs(SEED.admins.priya.phone);
    for (const page of [0, 1, 2, 3]) await call('GET', `/query?page=${page}&size=10`, { token: adminLater });
    await call('GET', '/query?page=0&size=10', { token: newcomerLater });
    await call('GET', '/query?page=x', { token: adminLater });

    // Dev endpoints and unknown routes.
    await call('GET', '/__dev/outbox');
    await call('POST', '/__dev/reset');
    await call('GET', '/definitely/not/here');

    const problems = checked.filter((entry) => entry.problem !== null);
    expect(problems).toEqual([]);
    const succeeded = new Set(checked.filter((entry) => entry.status < 300).map((entry) => entry.name));
    for (const name of SPEC_CALLS) expect(succeeded, name).toContain(name);
    const statuses = new Set(checked.map((entry) => entry.status));
    for (const status of [200, 201, 400, 401, 403, 404, 409, 429]) expect(statuses, String(status)).toContain(status);
    expect(checked.length).toBeGreaterThan(60);
  });
});
