/**
 * The deterministic seed of the local API. Ids and timestamps are fixed relative to SEED.baseTime, never to
 * the clock, except the paused vehicle's pausedUntil (now + 24 h at reset, so it is paused).
 * E2E specs import SEED to know the phones, stickers and counts.
 */
import type { Db, InformRecord, QueryRecord, UserRecord, VehicleRecord } from './store.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const BASE_TIME = '2026-11-01T09:00:00.000Z';
const BASE = Date.parse(BASE_TIME);

const ASHA = '919876543210';
const BHARAT = '919812345678';
const PRIYA = '919900000001';
const REFERRED_1 = '919700000001';
const REFERRED_2 = '919700000002';

const UNUSED = ['QRNEW00001', 'QRNEW00002', 'QRNEW00003', 'QRNEW00004', 'QRNEW00005'] as const;

/** One query message of exactly 500 characters (the maximum). */
const LONG_QUERY = (() => {
  const sentence =
    'I have three vehicles registered and I would like to understand how alerts are routed when two stickers are scanned at the same time. ';
  let text = 'Detailed question: ';
  while (text.length < 500) text += sentence;
  return `${text.slice(0, 499)}?`;
})();

const QUERY_MESSAGES: readonly string[] = [
  'How do I register a second vehicle?',
  'The OTP did not arrive on WhatsApp the first time, but the second attempt worked fine. Is that expected?',
  'Can I change my emergency contact later?',
  'Thanks!',
  'My sticker got wet in the rain and the QR code is a little faded. Can I get a replacement sticker sent to me?',
  'Is the service really free?',
  'Does <b>bold</b> & "quoted" text show as-is? It\'s a test of <script>alert(1)</script> rendering.',
  'Someone sent a wrong parking alert while I was parked in my own spot.',
  'Please add Hindi language support to the contact page for scanners who do not read English.',
  'How long does a pause last?',
  'Can the scanner see my phone number when they call me through the sticker?',
  'Referral link not working',
  LONG_QUERY,
  'I sold my car. How do I move the sticker to the new owner or delete the vehicle from my account?',
  'Can I get alerts on a second WhatsApp number?',
  'Great service, an alert helped me avoid a tow yesterday.',
  'The temporary number on my new scooter needs to be replaced with the permanent one. Where do I do that?',
  'Is there a limit on alerts per day?',
  'Billing page says 0 rupees. Will that change?',
  'Notifications page shows only 10 items; where can I see older alerts for all my vehicles together?',
  'How do I log out on a shared phone?',
  'Please call me back about a commercial fleet of 40 taxis, we want stickers for all of them.',
  'Query about privacy',
  'Lights on alert came at 3 am, thank you!',
  'What happens if a scanner enters the wrong last four characters of my vehicle number?',
];

const QUERY_PHONES = [ASHA, BHARAT, REFERRED_1, PRIYA, REFERRED_2] as const;

export const SEED = {
  baseTime: BASE_TIME,
  /** Cloudflare's always-pass test token, accepted and reusable. */
  turnstileTestToken: 'XXXX.DUMMY.TOKEN.XXXX',
  siteKeys: {
    pass: '1x00000000000000000000AA',
    fail: '2x00000000000000000000AB',
    never: '3x00000000000000000000FF',
  },
  owners: {
    asha: {
      name: 'Asha',
      phone: ASHA,
      totalReferrals: 2,
      lastReferralAt: '2026-11-10T14:30:00.000Z',
      vehicles: ['QRUSED0001', 'QRTEMP0001', 'QRPAUSED01'],
      totalInforms: 17,
    },
    bharat: { name: 'Bharat', phone: BHARAT, totalReferrals: 0, lastReferralAt: null, vehicles: [], totalInforms: 0 },
  },
  admins: {
    priya: { name: 'Priya', phone: PRIYA },
  },
  /** Users created through Asha's referral link. */
  referredUsers: [REFERRED_1, REFERRED_2],
  vehicles: {
    used: {
      uid: 'QRUSED0001',
      registrationNumber: 'DL01AB1234',
      maskVehicleNumber: 'DL01ABXXXX',
      lastFour: '1234',
      vehicleType: 'PERSONAL',
      contact: ASHA,
      alternateContact: '919811111111',
      emergencyContact: '919822222222',
      informCount: 14,
    },
    temporary: {
      uid: 'QRTEMP0001',
      registrationNumber: 'T0123456789012',
      maskVehicleNumber: 'T012345678XXXX',
      lastFour: '9012',
      vehicleType: 'COMMERCIAL',
      contact: ASHA,
      alternateContact: null,
      emergencyContact: '919822222222',
      informCount: 2,
    },
    paused: {
      uid: 'QRPAUSED01',
      registrationNumber: 'HR26DK8337',
      maskVehicleNumber: 'HR26DKXXXX',
      lastFour: '8337',
      vehicleType: 'PERSONAL',
      contact: ASHA,
      alternateContact: null,
      emergencyContact: '919822222222',
      informCount: 1,
    },
  },
  stickers: {
    used: 'QRUSED0001',
    temporary: 'QRTEMP0001',
    paused: 'QRPAUSED01',
    unused: UNUSED,
    /** A uid that is not a sticker at all (404). */
    unknown: 'QRNOTREAL0',
  },
  informs: { count: 17 },
  queries: { count: 25, longMessage: LONG_QUERY, messages: QUERY_MESSAGES },
} as const;

interface InformSeed {
  uid: string;
  /** null for a call. */
  reason: string | null;
  caller?: string;
  hoursAfterBase: number;
}

/** In time order; ids 1..17 follow this order. */
const INFORM_SEEDS: readonly InformSeed[] = [
  { uid: 'QRUSED0001', reason: 'WRONG_PARKING', hoursAfterBase: 2 },
  { uid: 'QRUSED0001', reason: null, caller: '+919123456780', hoursAfterBase: 5 },
  { uid: 'QRTEMP0001', reason: 'WRONG_PARKING', hoursAfterBase: 8 },
  { uid: 'QRUSED0001', reason: 'DOOR_UNLOCKED', hoursAfterBase: 20 },
  { uid: 'QRUSED0001', reason: 'LIGHTS_ON', hoursAfterBase: 26 },
  { uid: 'QRUSED0001', reason: null, caller: '+919234567801', hoursAfterBase: 30 },
  { uid: 'QRUSED0001', reason: 'ACCIDENT', hoursAfterBase: 44 },
  { uid: 'QRUSED0001', reason: 'WRONG_PARKING', hoursAfterBase: 50 },
  { uid: 'QRTEMP0001', reason: null, caller: '+919345678012', hoursAfterBase: 56 },
  { uid: 'QRUSED0001', reason: 'BABY_INSIDE', hoursAfterBase: 70 },
  { uid: 'QRUSED0001', reason: null, caller: '+919456780123', hoursAfterBase: 75 },
  { uid: 'QRUSED0001', reason: 'LIGHTS_ON', hoursAfterBase: 96 },
  { uid: 'QRUSED0001', reason: 'DOOR_UNLOCKED', hoursAfterBase: 100 },
  { uid: 'QRPAUSED01', reason: 'WRONG_PARKING', hoursAfterBase: 110 },
  { uid: 'QRUSED0001', reason: null, caller: '+919567801234', hoursAfterBase: 120 },
  { uid: 'QRUSED0001', reason: 'WRONG_PARKING', hoursAfterBase: 140 },
  { uid: 'QRUSED0001', reason: null, caller: '+919678012345', hoursAfterBase: 150 },
];

export const EMERGENCY_REASONS: ReadonlySet<string> = new Set(['ACCIDENT', 'BABY_INSIDE']);

/** Builds a fresh store holding the seed. `now` only sets the paused vehicle's pausedUntil. */
export function createSeedDb(now: number): Db {
  const users = new Map<string, UserRecord>();
  const addUser = (phone: string, createdAt: number, referredBy: string | null = null) =>
    users.set(phone, { phone, createdAt, referredBy });
  addUser(PRIYA, BASE - 60 * DAY);
  addUser(ASHA, BASE - 30 * DAY);
  addUser(BHARAT, BASE - 15 * DAY);
  addUser(REFERRED_1, Date.parse('2026-11-06T11:15:00.000Z'), ASHA);
  addUser(REFERRED_2, Date.parse(SEED.owners.asha.lastReferralAt), ASHA);

  const stickerUids = ['QRUSED0001', 'QRTEMP0001', 'QRPAUSED01', ...UNUSED];
  const stickers = new Map(
    stickerUids.map((uid, index) => [uid, { uid, serialNumber: `SN-2026-${String(index + 1).padStart(5, '0')}` }]),
  );

  const vehicles = new Map<string, VehicleRecord>();
  const seedVehicles = [
    { ...SEED.vehicles.used, isTemporaryNumber: false, pausedUntil: null, createdAt: BASE - 20 * DAY },
    { ...SEED.vehicles.temporary, isTemporaryNumber: true, pausedUntil: null, createdAt: BASE - 10 * DAY },
    { ...SEED.vehicles.paused, isTemporaryNumber: false, pausedUntil: now + DAY, createdAt: BASE - 5 * DAY },
  ];
  for (const seed of seedVehicles) {
    vehicles.set(seed.uid, {
      uid: seed.uid,
      ownerPhone: ASHA,
      registrationNumber: seed.registrationNumber,
      vehicleType: seed.vehicleType,
      contact: seed.contact,
      isContactWhatsapp: true,
      alternateContact: seed.alternateContact,
      isAlternateContactWhatsapp: false,
      emergencyContact: seed.emergencyContact,
      isTemporaryNumber: seed.isTemporaryNumber,
      pausedUntil: seed.pausedUntil,
      createdAt: seed.createdAt,
    });
  }

  const informs: InformRecord[] = INFORM_SEEDS.map((seed, index) => ({
    id: index + 1,
    uid: seed.uid,
    reason: seed.reason,
    isEmergency: seed.reason !== null && EMERGENCY_REASONS.has(seed.reason),
    isContactOwner: seed.reason === null,
    informerContact: seed.caller ?? null,
    vehicleRegistrationNumber: vehicles.get(seed.uid)?.registrationNumber ?? '',
    createdAt: BASE + seed.hoursAfterBase * HOUR,
  }));

  const queries: QueryRecord[] = QUERY_MESSAGES.map((queryMessage, index) => ({
    id: index + 1,
    phone: QUERY_PHONES[index % QUERY_PHONES.length] ?? ASHA,
    queryMessage,
    createdAt: BASE + DAY + index * 7 * HOUR + (index % 3) * 13 * 60 * 1000,
  }));

  return {
    users,
    stickers,
    vehicles,
    informs,
    queries,
    otps: new Map(),
    outbox: [],
    usedTurnstileTokens: new Set(),
    hits: new Map(),
    nextInformId: informs.length + 1,
    nextQueryId: queries.length + 1,
    nextOutboxId: 1,
  };
}
