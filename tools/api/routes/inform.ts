/** The scanner's calls: GET /uid-status/:uid and POST /vehicle/inform (no auth). */

import { INFORM_REASON_LABELS, informRequest, informResponse, type UidStatus, uidStatus } from '@qr/contract';
import { Hono } from 'hono';
import type { Api, AppEnv } from '../context.ts';
import { ApiError, readBody, send } from '../http.ts';
import { sendWhatsApp } from '../outbox.ts';
import { countHit, hasRoom } from '../rate-limit.ts';
import { EMERGENCY_REASONS } from '../seed.ts';
import { isPaused } from '../store.ts';
import { consumeTurnstileToken } from '../turnstile.ts';
import { maskOwnerContact, maskRegistration } from '../wire.ts';

export const STICKER_NOT_FOUND = 'Sticker not found';
export const VEHICLE_NUMBER_MISMATCH = 'Vehicle number does not match';
export const OWNER_PAUSED = 'The owner has paused alerts for this vehicle. Please try again later.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a few minutes.';

/** The client address behind @hono/node-server, or "anonymous" (for example under app.request()). */
function clientAddress(env: unknown): string {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'anonymous';
}

export function informRoutes(api: Api): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/uid-status/:uid', (c) => {
    const uid = c.req.param('uid');
    if (!api.db.stickers.has(uid)) throw new ApiError(404, STICKER_NOT_FOUND);
    const vehicle = api.db.vehicles.get(uid);
    if (!vehicle) return send(c, uidStatus, { isUsed: false, maskVehicleNumber: null });
    const status: UidStatus = { isUsed: true, maskVehicleNumber: maskRegistration(vehicle.registrationNumber) };
    if (vehicle.isTemporaryNumber) {
      status.tempFullVehicleRegistrationNumber = vehicle.registrationNumber;
      status.tempVehicleRegistrationNumber = vehicle.registrationNumber.slice(-4);
    }
    return send(c, uidStatus, status);
  });

  routes.post('/vehicle/inform', async (c) => {
    const body = await readBody(c, informRequest);
    if (body.isContactOwner) {
      if (body.reason !== null) throw new ApiError(400, 'reason must be null for a call');
      if (body.informerContact === '') throw new ApiError(400, 'informerContact is required for a call');
    } else {
      if (body.reason === null) throw new ApiError(400, 'reason is required for a message');
      if (body.informerContact !== '') throw new ApiError(400, 'informerContact must be empty for a message');
    }
    consumeTurnstileToken(api, body['cf-turnstile-response']);

    if (!api.db.stickers.has(body.uidString)) throw new ApiError(404, STICKER_NOT_FOUND);
    const vehicle = api.db.vehicles.get(body.uidString);
    if (!vehicle) throw new ApiError(404, STICKER_NOT_FOUND);
    if (vehicle.registrationNumber.slice(-4) !== body.vehicleRegistrationDigits) {
      throw new ApiError(400, VEHICLE_NUMBER_MISMATCH);
    }
    if (isPaused(vehicle, api.now())) throw new ApiError(409, OWNER_PAUSED);

    const { informPerSticker, informPerCaller } = api.config.rateLimits;
    const stickerKey = `inform:sticker:${vehicle.uid}`;
    const callerKey = `inform:caller:${body.isContactOwner ? body.informerContact : clientAddress(c.env)}`;
    if (!hasRoom(api, stickerKey, informPerSticker) || !hasRoom(api, callerKey, informPerCaller)) {
      throw new ApiError(429, TOO_MANY_REQUESTS);
    }
    countHit(api, stickerKey, informPerSticker);
    countHit(api, callerKey, informPerCaller);

    const reason = body.isContactOwner ? null : body.reason;
    api.db.informs.push({
      id: api.db.nextInformId++,
      uid: vehicle.uid,
      reason,
      isEmergency: reason !== null && EMERGENCY_REASONS.has(reason),
      isContactOwner: body.isContactOwner,
      informerContact: body.isContactOwner ? body.informerContact : null,
      vehicleRegistrationNumber: vehicle.registrationNumber,
      createdAt: api.now(),
    });

    if (body.isContactOwner) {
      sendWhatsApp(api, {
        kind: 'alert',
        to: vehicle.contact,
        text: `Incoming call request for your vehicle ${vehicle.registrationNumber}: a scanner asked to talk to you. We are connecting the call through a masked number.`,
      });
      return send(c, informResponse, {
        message: 'Call request sent successfully',
        maskedOwnerContact: maskOwnerContact(vehicle.contact),
      });
    }
    const label = reason ? INFORM_REASON_LABELS[reason] : reason;
    sendWhatsApp(api, {
      kind: 'alert',
      to: vehicle.contact,
      text: `Alert for your vehicle ${vehicle.registrationNumber}: ${label}. Reported by a passer-by who scanned your QR sticker.`,
    });
    return send(c, informResponse, { message: 'Message sent successfully' });
  });

  return routes;
}
