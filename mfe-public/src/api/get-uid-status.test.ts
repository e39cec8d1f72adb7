import { type ApiClient, ApiError } from '@qr/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUidStatusCache, getUidStatus } from './get-uid-status';

const answering = (json: () => Promise<unknown>) => {
  const get = vi.fn(() => ({ json }));
  return { api: { get } as unknown as ApiClient, get };
};

describe('getUidStatus', () => {
  beforeEach(() => clearUidStatusCache());

  it('reads a uid once: a second read of the same uid is the first answer (docs/product.md §7, cached per uid)', async () => {
    const { api, get } = answering(async () => ({ isUsed: true, maskVehicleNumber: 'DL01ABXXXX' }));
    const first = await getUidStatus(api, 'QRUSED0001');
    expect(await getUidStatus(api, 'QRUSED0001')).toBe(first);
    expect(get).toHaveBeenCalledTimes(1);
    await getUidStatus(api, 'QRUSED0002');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("calls an answer that is not JSON a failure of kind 'format', as one of the wrong shape", async () => {
    const notJson = answering(() => Promise.reject(new SyntaxError('Unexpected token <')));
    await expect(getUidStatus(notJson.api, 'QRUSED0001')).rejects.toMatchObject({ kind: 'format' });
    const wrongShape = answering(async () => ({ isUsed: 'perhaps' }));
    await expect(getUidStatus(wrongShape.api, 'QRUSED0001')).rejects.toMatchObject({ kind: 'format' });
  });

  it('keeps no failure: the next read asks again', async () => {
    const failing = answering(() => Promise.reject(new ApiError('network', null, null, 'offline')));
    await expect(getUidStatus(failing.api, 'QRUSED0001')).rejects.toBeInstanceOf(ApiError);
    await expect(getUidStatus(failing.api, 'QRUSED0001')).rejects.toBeInstanceOf(ApiError);
    expect(failing.get).toHaveBeenCalledTimes(2);
  });
});
