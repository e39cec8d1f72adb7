import type { InformRequest } from '@qr/contract';
import { serverMessages } from '@qr/design-system';
import { type ApiClient, ApiError } from '@qr/runtime';
import { describe, expect, it } from 'vitest';
import { scannerMessages } from '../features/shared/messages';
import { informFailureMessage } from '../features/shared/scanner-failures';
import { refusedVehicleChars, sendInform } from './send-inform';

const message: InformRequest = {
  reason: 'DOOR_UNLOCKED',
  latitude: null,
  longitude: null,
  isContactOwner: false,
  isEmergency: false,
  vehicleRegistrationDigits: '1234',
  requireCallback: false,
  uidString: 'QRUSED0001',
  informerContact: '',
  'cf-turnstile-response': 'token',
};
const call: InformRequest = { ...message, reason: null, isContactOwner: true, informerContact: '+919123456780' };

/** A client whose POST answers 200 with this body. */
const answering = (body: string) => ({ post: async () => new Response(body, { status: 200 }) }) as unknown as ApiClient;

describe('sendInform (docs/product.md §7: 2xx is success; a call also needs maskedOwnerContact)', () => {
  it('a message succeeds on any 2xx, whatever the body', async () => {
    for (const body of ['{"message":"Message sent successfully"}', '{"sent":true}', '{"ok":', '']) {
      await expect(sendInform(answering(body), message)).resolves.toEqual({ maskedOwnerContact: null });
    }
  });

  it('a call returns the masked contact', async () => {
    const body = '{"message":"Call initiated","maskedOwnerContact":"98XXXXXX10"}';
    await expect(sendInform(answering(body), call)).resolves.toEqual({ maskedOwnerContact: '98XXXXXX10' });
  });

  it('a call without a masked contact, or with a body that is not JSON, failed: Failed to initiate call', async () => {
    for (const body of ['{"message":"Call initiated"}', '{"maskedOwnerContact":""}', '{"ok":', '[]']) {
      const failure = await sendInform(answering(body), call).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(informFailureMessage(failure, true, scannerMessages.en, serverMessages.en)).toBe(
        'Failed to initiate call',
      );
    }
  });
});

describe('refusedVehicleChars: the API refused the 4 characters (the boxes are marked)', () => {
  it('is the API answering "Vehicle number does not match"', () => {
    expect(refusedVehicleChars(new ApiError('http', 400, 'Vehicle number does not match'))).toBe(true);
  });

  it('is no other failure, nor the same words without an answer', () => {
    expect(refusedVehicleChars(new ApiError('http', 400, 'reason is required for a message'))).toBe(false);
    expect(refusedVehicleChars(new ApiError('http', 500, null))).toBe(false);
    expect(refusedVehicleChars(new ApiError('network', null, null, 'Vehicle number does not match'))).toBe(false);
    expect(refusedVehicleChars(new Error('Vehicle number does not match'))).toBe(false);
  });
});
