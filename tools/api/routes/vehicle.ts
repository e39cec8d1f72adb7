/**
 * The owner's vehicle calls. GET /vehicle/user-portal-info and GET /vehicle/informs are registered before
 * GET /vehicle/:id so the parameter route does not capture them. The {id} is the sticker's uidString.
 */

import {
  informsResponse,
  registrationRequest,
  updateRequest,
  vehicleDetailsResponse,
  vehicleListResponse,
  vehicle as vehicleSchema,
} from '@qr/contract';
import { Hono } from 'hono';
import { requireAuth } from '../auth.ts';
import { type Api, type AppEnv, iso } from '../context.ts';
import { ApiError, readBody, send } from '../http.ts';
import { messageResponse, pauseResponse } from '../schemas.ts';
import { informsOf, type VehicleRecord, vehiclesOf } from '../store.ts';
import { informToWire, vehicleDetailsToWire, vehicleToWire } from '../wire.ts';
import { STICKER_NOT_FOUND } from './inform.ts';

export const PAUSE_DURATION_MS = 24 * 60 * 60 * 1000;
export const VEHICLE_NOT_FOUND = 'Vehicle not found';
export const STICKER_ALREADY_USED = 'This sticker is already registered';
export const CONTACT_NOT_VERIFIED = 'contact must be the verified phone number';
export const EMERGENCY_SAME_AS_CONTACT = 'Emergency contact should be different from primary contact';
export const ONLY_TEMPORARY_RENAME = 'Only a temporary number can be changed';
export const RECENT_INFORMS = 10;

export function vehicleRoutes(api: Api): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const auth = requireAuth(api);

  /** The caller's own vehicle, or 404 (another owner's vehicle is not revealed). */
  const ownVehicle = (uid: string, phone: string): VehicleRecord => {
    const vehicle = api.db.vehicles.get(uid);
    if (!vehicle || vehicle.ownerPhone !== phone) throw new ApiError(404, VEHICLE_NOT_FOUND);
    return vehicle;
  };

  routes.post('/vehicle', auth, async (c) => {
    const phone = c.get('phone');
    const body = await readBody(c, registrationRequest);
    if (!api.db.stickers.has(body.uid)) throw new ApiError(404, STICKER_NOT_FOUND);
    if (api.db.vehicles.has(body.uid)) throw new ApiError(409, STICKER_ALREADY_USED);
    if (body.contact !== phone) throw new ApiError(400, CONTACT_NOT_VERIFIED);
    if (body.emergencyContact === body.contact) throw new ApiError(400, EMERGENCY_SAME_AS_CONTACT);
    const vehicle: VehicleRecord = {
      uid: body.uid,
      ownerPhone: phone,
      registrationNumber: body.registrationNumber,
      vehicleType: body.vehicleType,
      contact: body.contact,
      isContactWhatsapp: body.isContactWhatsapp,
      alternateContact: body.alternateContact,
      isAlternateContactWhatsapp: body.isAlternateContactWhatsapp,
      emergencyContact: body.emergencyContact,
      isTemporaryNumber: body.isTemporaryNumber,
      pausedUntil: null,
      createdAt: api.now(),
    };
    api.db.vehicles.set(vehicle.uid, vehicle);
    return send(c, vehicleSchema, vehicleToWire(vehicle, api.now()), 201);
  });

  routes.get('/vehicle/user-portal-info', auth, (c) => {
    const now = api.now();
    const userVehicles = vehiclesOf(api.db, c.get('phone'))
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((vehicle) => vehicleToWire(vehicle, now));
    return send(c, vehicleListResponse, { userVehicles });
  });

  routes.get('/vehicle/informs', auth, (c) => {
    const uids = new Set(vehiclesOf(api.db, c.get('phone')).map((vehicle) => vehicle.uid));
    const content = informsOf(api.db, uids).slice(0, RECENT_INFORMS).map(informToWire);
    return send(c, informsResponse, { content });
  });

  routes.get('/vehicle/:id', auth, (c) => {
    const vehicle = ownVehicle(c.req.param('id'), c.get('phone'));
    const informs = informsOf(api.db, new Set([vehicle.uid]));
    const details = vehicleDetailsToWire(vehicle, api.db.stickers.get(vehicle.uid), informs, api.now());
    return send(c, vehicleDetailsResponse, details);
  });

  routes.put('/vehicle/update-info/:id', auth, async (c) => {
    const vehicle = ownVehicle(c.req.param('id'), c.get('phone'));
    const body = await readBody(c, updateRequest);
    const renaming = body.registrationNumber !== vehicle.registrationNumber;
    if (renaming && !vehicle.isTemporaryNumber) throw new ApiError(400, ONLY_TEMPORARY_RENAME);
    if (body.emergencyContact === vehicle.contact) throw new ApiError(400, EMERGENCY_SAME_AS_CONTACT);
    vehicle.isContactWhatsapp = body.isContactWhatsapp;
    vehicle.alternateContact = body.alternateContact;
    vehicle.isAlternateContactWhatsapp = body.isAlternateContactWhatsapp;
    vehicle.emergencyContact = body.emergencyContact;
    vehicle.vehicleType = body.vehicleType;
    if (renaming) {
      // Renaming replaces the temporary number with the permanent one.
      vehicle.registrationNumber = body.registrationNumber;
      vehicle.isTemporaryNumber = false;
    }
    return send(c, vehicleSchema, vehicleToWire(vehicle, api.now()));
  });

  routes.put('/vehicle/pause/:id', auth, (c) => {
    const vehicle = ownVehicle(c.req.param('id'), c.get('phone'));
    vehicle.pausedUntil = api.now() + PAUSE_DURATION_MS;
    return send(c, pauseResponse, { message: 'Vehicle paused for 24 hours', pausedUntil: iso(vehicle.pausedUntil) });
  });

  routes.put('/vehicle/resume/:id', auth, (c) => {
    const vehicle = ownVehicle(c.req.param('id'), c.get('phone'));
    vehicle.pausedUntil = null;
    return send(c, messageResponse, { message: 'Vehicle service resumed successfully' });
  });

  return routes;
}
