/** HS256 JWTs (jose): sub is the phone, 24 h lifetime, checked against the API's clock. */
import type { MiddlewareHandler } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import type { Api, AppEnv } from './context.ts';
import { ApiError } from './http.ts';

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(api: Api, phone: string): Promise<string> {
  const issuedAt = Math.floor(api.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(phone)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(keyOf(api.config.jwtSecret));
}

/** The token's phone, or null when the token is malformed, forged or expired. */
export async function verifyToken(api: Api, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(api.config.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(api.now()),
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** 401 without a bearer token, or with one that is invalid, expired or names no known user. */
export function requireAuth(api: Api): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match?.[1]) throw new ApiError(401, 'Authentication required');
    const phone = await verifyToken(api, match[1]);
    if (phone === null || !api.db.users.has(phone)) throw new ApiError(401, 'Invalid or expired token');
    c.set('phone', phone);
    await next();
  };
}

export function isAdmin(api: Api, phone: string): boolean {
  return api.config.adminPhones.has(phone);
}
