/** Options of the local API and their defaults (environment variables first, then the built-in values). */

export interface RateLimit {
  /** How many requests the window allows. */
  max: number;
  /** Length of the sliding window in milliseconds. */
  windowMs: number;
}

export interface RateLimits {
  /** Informs (calls and alerts) for one sticker. */
  informPerSticker: RateLimit;
  /** Informs from one caller: the informer's number for a call, else the client IP. */
  informPerCaller: RateLimit;
}

export interface AppOptions {
  /** The clock, in epoch milliseconds. Tests pass a controllable one. */
  now?: () => number;
  /** Phones (91 + 10 digits) that are admins. Default: ADMIN_PHONES env (comma list), else the seeded admin. */
  adminPhones?: readonly string[];
  /** HS256 secret for the JWT. Default: JWT_SECRET env, else a dev secret. */
  jwtSecret?: string;
  rateLimits?: Partial<RateLimits>;
  /** Allowed CORS origins. Default: API_CORS_ORIGINS env (comma list), else any localhost origin. */
  corsOrigins?: readonly string[];
  /** Where outbox lines and server errors are printed. Default: console.log. */
  log?: (line: string) => void;
}

export interface ResolvedConfig {
  now: () => number;
  adminPhones: ReadonlySet<string>;
  jwtSecret: string;
  rateLimits: RateLimits;
  corsOrigins: readonly string[] | null;
  log: (line: string) => void;
}

export const DEFAULT_ADMIN_PHONES: readonly string[] = ['919900000001'];

export const DEV_JWT_SECRET = 'local-api-dev-secret-not-for-production';

/** By default any page served from this machine (every dev, serve and test port) may call the local API. */
export const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  informPerSticker: { max: 10, windowMs: 10 * 60 * 1000 },
  informPerCaller: { max: 6, windowMs: 10 * 60 * 1000 },
};

function envList(name: string): string[] | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function resolveConfig(options: AppOptions = {}): ResolvedConfig {
  return {
    now: options.now ?? Date.now,
    adminPhones: new Set(options.adminPhones ?? envList('ADMIN_PHONES') ?? DEFAULT_ADMIN_PHONES),
    jwtSecret: options.jwtSecret ?? (process.env.JWT_SECRET || DEV_JWT_SECRET),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    corsOrigins: options.corsOrigins ?? envList('API_CORS_ORIGINS') ?? null,
    log: options.log ?? ((line: string) => console.log(line)),
  };
}
