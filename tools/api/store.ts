/** The in-memory store: plain records, rebuilt from the seed on start and on POST /__dev/reset. */
import type { VehicleType } from '@qr/contract';

export interface UserRecord {
  phone: string;
  createdAt: number;
  /** The referrer counted when this user was created, if any. */
  referredBy: string | null;
}

export interface StickerRecord {
  uid: string;
  serialNumber: string;
}

export interface VehicleRecord {
  uid: string;
  ownerPhone: string;
  registrationNumber: string;
  vehicleType: VehicleType;
  contact: string;
  isContactWhatsapp: boolean;
  alternateContact: string | null;
  isAlternateContactWhatsapp: boolean;
  emergencyContact: string;
  isTemporaryNumber: boolean;
  /** Epoch ms; the vehicle is paused while now < pausedUntil. */
  pausedUntil: number | null;
  createdAt: number;
}

export interface InformRecord {
  id: number;
  uid: string;
  reason: string | null;
  isEmergency: boolean;
  isContactOwner: boolean;
  informerContact: string | null;
  vehicleRegistrationNumber: string;
  createdAt: number;
}

export interface QueryRecord {
  id: number;
  phone: string;
  queryMessage: string;
  createdAt: number;
}

export interface OtpRecord {
  requestId: string;
  phone: string;
  code: number;
  expiresAt: number;
  wrongAttempts: number;
  referredBy: string | null;
}

export interface OutboxMessage {
  id: number;
  at: string;
  kind: 'otp' | 'alert';
  to: string;
  text: string;
  code?: string;
}

export interface Db {
  users: Map<string, UserRecord>;
  stickers: Map<string, StickerRecord>;
  /** Keyed by sticker uid: a sticker is used when it has a vehicle. */
  vehicles: Map<string, VehicleRecord>;
  informs: InformRecord[];
  queries: QueryRecord[];
  /** Pending OTP per phone (a new initiate replaces the previous one). */
  otps: Map<string, OtpRecord>;
  outbox: OutboxMessage[];
  usedTurnstileTokens: Set<string>;
  /** Rate-limit key -> timestamps of counted requests. */
  hits: Map<string, number[]>;
  nextInformId: number;
  nextQueryId: number;
  nextOutboxId: number;
}

export function isPaused(vehicle: VehicleRecord, now: number): boolean {
  return vehicle.pausedUntil !== null && now < vehicle.pausedUntil;
}

/** Informs of the given stickers, newest first (ids grow with time, so id order is creation order). */
export function informsOf(db: Db, uids: ReadonlySet<string>): InformRecord[] {
  return db.informs.filter((inform) => uids.has(inform.uid)).sort((a, b) => b.id - a.id);
}

export function vehiclesOf(db: Db, phone: string): VehicleRecord[] {
  return [...db.vehicles.values()].filter((vehicle) => vehicle.ownerPhone === phone);
}

export function referralsOf(db: Db, phone: string): UserRecord[] {
  return [...db.users.values()].filter((user) => user.referredBy === phone);
}
