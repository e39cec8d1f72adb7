import type { ApiClient } from '@qr/runtime';
import { describe, expect, it, vi } from 'vitest';
import { routeData } from '../../rspack.config.mjs';
import { clearUidStatusCache, getUidStatus } from './get-uid-status';

describe('route data published in mf-manifest.json', () => {
  it("declares exactly the call the scanner's page makes, so the shell's early request is the one used", async () => {
    clearUidStatusCache();
    const get = vi.fn(() => ({ json: async () => ({ isUsed: true, maskVehicleNumber: 'DL01ABXXXX' }) }));
    await getUidStatus({ get } as unknown as ApiClient, 'QR 1/2');
    const declared = (routeData.StickerPage ?? []).map((path) => path.replace('{uid}', encodeURIComponent('QR 1/2')));
    expect(declared).toEqual([(get.mock.calls[0] as unknown[] | undefined)?.[0]]);
  });
});
