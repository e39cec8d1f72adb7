import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { UpdateRequest } from 'shared-ui/contract';
import { ApiError, createApiClient } from 'shared-ui/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withOwnerSession } from './owner-api';
import { updateVehicle } from './update-vehicle';

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push(input);
      return new Response(null, { status: 200 });
    }),
  );
  return calls;
}

const update: UpdateRequest = {
  registrationNumber: 'DL01AB1234',
  isContactWhatsapp: true,
  alternateContact: '919833333333',
  isAlternateContactWhatsapp: false,
  emergencyContact: '919822222222',
  uid: 'QRUSED0001',
  vehicleType: 'PERSONAL',
  isTemporaryNumber: false,
};

describe('owner calls', () => {
  it('are sent with the bearer token', async () => {
    const calls = stubFetch();
    const api = withOwnerSession(createApiClient({ baseUrl: 'http://api.test', getToken: () => 'jwt-1' }));
    await updateVehicle(api, 'QRUSED0001', update);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer jwt-1');
  });

  it('are never sent without a token: the caller gets the 401 case', async () => {
    const calls = stubFetch();
    const api = withOwnerSession(createApiClient({ baseUrl: 'http://api.test', getToken: () => null }));
    const error = await updateVehicle(api, 'QRUSED0001', update).catch((caught: unknown) => caught);
    expect(calls).toHaveLength(0);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
  });

  it('all go through the owner client: no other mfe-owner file uses useApi()', () => {
    const src = path.join(import.meta.dirname, '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'),
    );
    const users = files.filter((file) => /\buseApi\b/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(users).toEqual([path.join('api', 'owner-api.ts')]);
  });
});
