/**
 * Large volumes on top of the seed, for the bench and the lists' e2e tests (POST /__dev/seed): N queries in
 * all, N activities on Asha's used vehicle, N vehicles of Asha's. Deterministic like the seed: ids and
 * timestamps follow on from the seeded ones, texts and phones cycle through the seed's, so every record is
 * one the contract accepts.
 */
import { SEED } from './seed.ts';
import type { Db, VehicleRecord } from './store.ts';

export interface ScaleCounts {
  queries?: number;
  activities?: number;
  vehicles?: number;
}

/** Enough for 10,000 queries and more, small enough that a typo cannot exhaust the API's memory. */
export const MAX_SCALE = 100_000;

const MINUTE = 60 * 1000;
const REASONS = ['WRONG_PARKING', 'LIGHTS_ON', 'DOOR_UNLOCKED', 'ACCIDENT', 'BABY_INSIDE', null] as const;
const CALLERS = ['+919123456780', '+919234567801', '+919345678012'] as const;
const PHONES = [SEED.owners.asha.phone, SEED.owners.bharat.phone, ...SEED.referredUsers, SEED.admins.priya.phone];

function addQueries(db: Db, total: number) {
  const last = db.queries.at(-1);
  const start = last?.createdAt ?? Date.parse(SEED.baseTime);
  const seeded = db.queries.length;
  for (let index = seeded; index < total; index++) {
    db.queries.push({
      id: db.nextQueryId++,
      phone: PHONES[index % PHONES.length] ?? SEED.owners.asha.phone,
      queryMessage: SEED.queries.messages[index % SEED.queries.messages.length] ?? 'Query',
      createdAt: start + (index - seeded + 1) * 7 * MINUTE,
    });
  }
}

function addActivities(db: Db, total: number) {
  const uid = SEED.vehicles.used.uid;
  const vehicle = db.vehicles.get(uid);
  if (!vehicle) return;
  const start = db.informs.at(-1)?.createdAt ?? Date.parse(SEED.baseTime);
  const existing = db.informs.filter((inform) => inform.uid === uid).length;
  for (let index = existing; index < total; index++) {
    const reason = REASONS[index % REASONS.length] ?? null;
    db.informs.push({
      id: db.nextInformId++,
      uid,
      reason,
      isEmergency: reason === 'ACCIDENT' || reason === 'BABY_INSIDE',
      isContactOwner: reason === null,
      informerContact: reason === null ? (CALLERS[index % CALLERS.length] ?? null) : null,
      vehicleRegistrationNumber: vehicle.registrationNumber,
      createdAt: start + (index - existing + 1) * 11 * MINUTE,
    });
  }
}

function addVehicles(db: Db, total: number) {
  const owner = SEED.owners.asha.phone;
  const template = db.vehicles.get(SEED.vehicles.used.uid);
  if (!template) return;
  const owned = [...db.vehicles.values()].filter((vehicle) => vehicle.ownerPhone === owner).length;
  for (let index = owned; index < total; index++) {
    const number = String(index).padStart(5, '0');
    const uid = `QRSCALE${number}`;
    db.stickers.set(uid, { uid, serialNumber: `SN-SCALE-${number}` });
    const vehicle: VehicleRecord = {
      ...template,
      uid,
      registrationNumber: `MH12SC${number.slice(-4)}`,
      vehicleType: index % 3 === 0 ? 'COMMERCIAL' : 'PERSONAL',
      isContactWhatsapp: index % 4 !== 0,
      pausedUntil: null,
      createdAt: template.createdAt + index * MINUTE,
    };
    db.vehicles.set(uid, vehicle);
  }
}

/** Grows the seeded store to the counts asked for (a count below what the seed has changes nothing). */
export function scaleSeed(db: Db, counts: ScaleCounts) {
  if (counts.queries) addQueries(db, counts.queries);
  if (counts.activities) addActivities(db, counts.activities);
  if (counts.vehicles) addVehicles(db, counts.vehicles);
}
