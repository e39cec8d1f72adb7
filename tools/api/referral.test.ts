import { describe, expect, it } from 'vitest';
import { SEED } from './seed.ts';
import { setup } from './test-helpers.ts';

describe('GET /referral/data', () => {
  it('answers the seeded referrals of Asha', async () => {
    const { call, login } = setup();
    const response = await call('GET', '/referral/data', { token: await login(SEED.owners.asha.phone) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ totalReferrals: 2, lastReferralAt: '2026-11-10T14:30:00.000Z' });
  });

  it('answers zero and null for Bharat', async () => {
    const { call, login } = setup();
    const response = await call('GET', '/referral/data', { token: await login(SEED.owners.bharat.phone) });
    expect(response.body).toEqual({ totalReferrals: 0, lastReferralAt: null });
  });

  it('needs a token', async () => {
    const { call } = setup();
    expect((await call('GET', '/referral/data')).status).toBe(401);
  });
});
