import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { Preview } from './preview-request';

/** For tests: release 1.2.0 of mfe-owner under preview, from the releases CDN. */
export const OWNER_PREVIEW: Preview = {
  app: 'mfe-owner',
  version: '1.2.0',
  remote: 'mfe_owner',
  url: 'https://cdn.example.in/mfe-owner/1.2.0/mf-manifest.json',
};

const curve = { namedCurve: 'P-256' } as const;
/** The test environment's preview key pair, and another environment's. */
const { privateKey, publicKey } = generateKeyPairSync('ec', curve);
export const OTHER_PREVIEW_KEY = generateKeyPairSync('ec', curve).privateKey;

/** The keys of a runtime-config.json with a preview key, as pnpm preview writes them (production). */
export const PREVIEW_CONFIG = {
  releasesCdn: 'https://cdn.example.in/releases',
  previewKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  previewEnvironment: 'production',
};

/** In an hour, in Unix seconds: the expiry of a link that is still good. */
export const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/**
 * A preview link's value as pnpm preview signs it (deploy/release/preview-link.mjs): `<app>@<version>.<expiry>.
 * <signature>`, an ECDSA P-256 signature (IEEE P1363, base64url) of `<app>@<version>@<expiry>@<environment>`.
 */
export function signedPreview(
  release: string,
  {
    expires = inAnHour(),
    environment = 'production',
    key = privateKey,
  }: { expires?: number; environment?: string; key?: KeyObject } = {},
): string {
  const signed = `${release}@${expires}@${environment}`;
  const signature = sign('sha256', Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `${release}.${expires}.${signature}`;
}
