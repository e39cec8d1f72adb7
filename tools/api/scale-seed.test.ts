import { informsResponse, queryPage, vehicleDetailsResponse, vehicleListResponse } from '@qr/contract';
import { describe, expect, it } from 'vitest';
import { SEED } from './seed.ts';
import { setup } from './test-helpers.ts';

const ADMIN = SEED.admins.priya.phone;
const ASHA = SEED.owners.asha.phone;
const USED = SEED.vehicles.used.uid;

describe('POST /__dev/seed', () => {
  it('restores the seed and grows it to the counts asked for, on data the contract accepts', async () => {
    const { call, login } = setup();
    await call('POST', '/query', { token: await login(ASHA), body: { queryMessage: 'gone after the seed' } });
    const seeded = await call('POST', '/__dev/seed?queries=2000&activities=500&vehicles=100');
    expect(seeded.status).toBe(200);

    const admin = await login(ADMIN);
    const first = await call('GET', '/query?page=0&size=50', { token: admin });
    expect(queryPage.parse(first.body).totalElements).toBe(2000);
    const last = await call('GET', '/query?page=39&size=50', { token: admin });
    expect(last.body.last).toBe(true);
    expect(last.body.content.at(-1).id).toBe(1);
    expect(first.body.content[0].id).toBe(2000);

    const asha = await login(ASHA);
    const list = vehicleListResponse.parse((await call('GET', '/vehicle/user-portal-info', { token: asha })).body);
    expect(list.userVehicles).toHaveLength(100);
    expect(new Set(list.userVehicles.map((vehicle) => vehicle.uidString)).size).toBe(100);
    const details = vehicleDetailsResponse.parse((await call('GET', `/vehicle/${USED}`, { token: asha })).body);
    expect(details.vehicleInformDataResponseList).toHaveLength(500);
    const ids = details.vehicleInformDataResponseList.map((inform) => inform.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    informsResponse.parse((await call('GET', '/vehicle/informs', { token: asha })).body);
  });

  it('keeps the plain seed for counts below it, and a reset undoes the scale', async () => {
    const { call, login } = setup();
    await call('POST', '/__dev/seed?queries=3');
    const admin = await login(ADMIN);
    expect((await call('GET', '/query', { token: admin })).body.totalElements).toBe(SEED.queries.count);
    await call('POST', '/__dev/seed?queries=40');
    expect((await call('GET', '/query', { token: admin })).body.totalElements).toBe(40);
    await call('POST', '/__dev/reset');
    expect((await call('GET', '/query', { token: admin })).body.totalElements).toBe(SEED.queries.count);
  });

  it('refuses a count that is not a whole number or too large', async () => {
    const { call } = setup();
    for (const query of ['queries=-1', 'activities=1e3', 'vehicles=100001', 'queries=']) {
      const response = await call('POST', `/__dev/seed?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});
