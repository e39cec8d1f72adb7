/** Helpers for the API's Vitest suites: a movable clock, JSON requests through app.request(), OTP login. */
import { expect } from 'vitest';
import { createApp } from './app.ts';
import type { AppOptions } from './config.ts';
import { SEED } from './seed.ts';

/** 2026-11-20T10:00:00Z: after every seeded timestamp. */
export const TEST_START = Date.parse('2026-11-20T10:00:00.000Z');

export interface Clock {
  now: () => number;
  advance: (ms: number) => void;
}

export function createClock(start = TEST_START): Clock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely and checked field by field
  body: any;
}

export interface CallInit {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** Raw body text, sent as is (for malformed JSON). */
  raw?: string;
}

export type Call = (method: string, path: string, init?: CallInit) => Promise<JsonResponse>;

export interface TestApi {
  app: ReturnType<typeof createApp>;
  clock: Clock;
  logs: string[];
  call: Call;
  /** Logs in through initiate + outbox + verify and returns the JWT. */
  login: (phone: string, referredBy?: string) => Promise<string>;
  /** The latest OTP sent to the phone, read from GET /__dev/outbox. */
  latestOtp: (phone: string) => Promise<number>;
}

export function setup(options: AppOptions = {}): TestApi {
  const clock = createClock();
  const logs: string[] = [];
  const app = createApp({ now: clock.now, log: (line) => logs.push(line), ...options });

  const call: Call = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.raw !== undefined) {
      body = init.raw;
      headers['content-type'] = 'application/json';
    } else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
  };

  const latestOtp = async (phone: string) => {
    const outbox = await call('GET', `/__dev/outbox?to=${phone}`);
    const otps = outbox.body.messages.filter((message: { kind: string }) => message.kind === 'otp');
    const last = otps[otps.length - 1];
    expect(last, `an OTP for ${phone} in the outbox`).toBeDefined();
    return Number(last.code);
  };

  const login = async (phone: string, referredBy?: string) => {
    const initiate = await call('POST', '/login/phone-login-initiate', {
      body: { phone, 'cf-turnstile-response': SEED.turnstileTestToken, ...(referredBy ? { referredBy } : {}) },
    });
    expect(initiate.status).toBe(200);
    const verify = await call('POST', '/login/phone-login-verify', {
      body: { ...initiate.body, verificationCode: await latestOtp(phone) },
    });
    expect(verify.status).toBe(200);
    expect(typeof verify.body.jwtToken).toBe('string');
    return verify.body.jwtToken as string;
  };

  return { app, clock, logs, call, login, latestOtp };
}

/** A fresh token in the fake script's format, accepted once. */
let fakeCounter = 0;
export function fakeTurnstileToken(): string {
  fakeCounter += 1;
  return `fake-turnstile.test${fakeCounter}${Math.random().toString(36).slice(2)}`;
}

/** A valid message inform for the seeded used sticker. */
export function messageInform(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    reason: 'WRONG_PARKING',
    latitude: 28.61,
    longitude: 77.2,
    isContactOwner: false,
    isEmergency: false,
    vehicleRegistrationDigits: SEED.vehicles.used.lastFour,
    requireCallback: false,
    uidString: SEED.vehicles.used.uid,
    informerContact: '',
    'cf-turnstile-response': SEED.turnstileTestToken,
    ...overrides,
  };
}

/** A valid call inform for the seeded used sticker. */
export function callInform(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return messageInform({ reason: null, isContactOwner: true, informerContact: '+919000000001', ...overrides });
}

export const HOUR = 60 * 60 * 1000;
