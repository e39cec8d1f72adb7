import { describe, expect, it } from 'vitest';
import { examplePath } from './page-list';

const load = async () => ({ default: () => null });

describe('examplePath', () => {
  it('fills each param from the route’s demo data', () => {
    expect(
      examplePath({ path: '/vehicle-details/:vehicleId/all-activities', load, params: { vehicleId: 'QRUSED0001' } }),
    ).toBe('/vehicle-details/QRUSED0001/all-activities');
  });

  it('keeps a path without params and marks a param without demo data', () => {
    expect(examplePath({ path: '/help', load })).toBe('/help');
    expect(examplePath({ path: '/r/:referralCode', load })).toBe('/r/demo-referralCode');
  });
});
