import { configUrlProblem } from '@qr/runtime/config-url';
import { PREVIEW_KEY, PREVIEW_PARAM, type Preview } from './preview-request';

/** The remotes a preview may replace: their package names, as releases are named, and their containers. */
const REMOTES: Readonly<Record<string, string>> = {
  'mfe-public': 'mfe_public',
  'mfe-owner': 'mfe_owner',
  'mfe-admin': 'mfe_admin',
};
/** A release version, as the release tool accepts it (deploy/release/releases.mjs): a plain URL segment. */
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/**
 * A signed link's value, as `pnpm preview` prints it: `<app>@<version>.<expiry>.<signature>`, the expiry in
 * Unix seconds and the signature base64url (an ECDSA P-256 signature, r and s: 64 bytes, 86 characters).
 */
const SIGNED = /^(.+)\.(\d{1,12})\.([\w-]{86})$/;
const ECDSA_KEY = { name: 'ECDSA', namedCurve: 'P-256' };
const ECDSA_SIGNATURE = { name: 'ECDSA', hash: 'SHA-256' };

type Requested = Pick<Preview, 'app' | 'version' | 'remote'>;
/** A preview link, read but not yet verified. */
export interface SignedRequest extends Requested {
  /** When the link stops working, in Unix seconds. */
  expires: number;
  signature: string;
}
/** What the preview code reads of runtime-config.json (unvalidated at start-up: each value is checked here). */
export interface PreviewConfig {
  releasesCdn?: unknown;
  /** The environment's public key (base64 of its SPKI DER): `pnpm preview` signs with its private key. */
  previewKey?: unknown;
  /** The environment's name, which every signature covers: a link of another environment is refused. */
  previewEnvironment?: unknown;
}

/** `mfe-owner@1.2.0.<expiry>.<signature>` as a preview link, or why it is not one. */
export function parsePreview(value: string): SignedRequest | string {
  const signed = SIGNED.exec(value);
  if (!signed) return 'not a signed link (<app>@<version>.<expiry>.<signature>, as pnpm preview prints it)';
  const [, release = '', expires = '', signature = ''] = signed;
  const at = release.indexOf('@');
  const app = release.slice(0, at);
  const version = release.slice(at + 1);
  if (at < 0) return 'not <app>@<version>';
  if (!Object.hasOwn(REMOTES, app)) return `"${app}" is not one of ${Object.keys(REMOTES).join(', ')}`;
  if (!VERSION.test(version)) return `"${version}" is not a release version`;
  return { app, version, remote: REMOTES[app] as string, expires: Number(expires), signature };
}

/** Bytes of base64 or base64url text (atob: every engine the site supports). */
const bytes = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * The link's release when its signature is the environment's (runtime-config.json's previewKey) over
 * `<app>@<version>@<expiry>@<previewEnvironment>` and it has not expired; else why not.
 */
export async function verifyPreview(
  value: string,
  config: PreviewConfig,
  now = Date.now(),
): Promise<Requested | string> {
  const request = parsePreview(value);
  if (typeof request === 'string') return request;
  if (request.expires * 1000 <= now) return `it expired at ${new Date(request.expires * 1000).toISOString()}`;
  const { previewKey, previewEnvironment } = config;
  if (typeof previewKey !== 'string' || typeof previewEnvironment !== 'string')
    return 'runtime-config.json has no previewKey and previewEnvironment to check it with';
  const { app, version, remote, expires, signature } = request;
  let valid = false;
  try {
    const key = await crypto.subtle.importKey('spki', bytes(previewKey), ECDSA_KEY, false, ['verify']);
    const signed = new TextEncoder().encode(`${app}@${version}@${expires}@${previewEnvironment}`);
    valid = await crypto.subtle.verify(ECDSA_SIGNATURE, key, bytes(signature), signed);
  } catch {
    return "it could not be checked: runtime-config.json's previewKey is not an ECDSA P-256 public key";
  }
  return valid ? { app, version, remote } : `its signature is not ${previewEnvironment}'s`;
}

let refused = false;
/** Whether this load refused the preview it was asked for (the shell then says so once: preview-notice.tsx). */
export const previewRefused = (): boolean => refused;

/**
 * The preview this tab asks for. `?preview=<signed link>` replaces the tab's preview and is removed from
 * the address; `?preview=off` ends it. The link is verified (verifyPreview) on this load and on every later
 * load of the tab, which keeps it in sessionStorage: a link that does not verify, or has expired since, is
 * forgotten, and the tab shows the live site (previewRefused: the shell's notice says so). The remote's URL
 * is built from runtime-config.json's releasesCdn alone, so a preview can load nothing but a release of this
 * site's CDN.
 */
export async function takePreview(
  config: unknown,
  { location, history, storage } = { location: window.location, history: window.history, storage: sessionStorage },
  now = Date.now(),
): Promise<Preview | null> {
  refused = false;
  const address = new URL(location.href);
  const asked = address.searchParams.get(PREVIEW_PARAM);
  let value = storage.getItem(PREVIEW_KEY);
  if (asked !== null) {
    address.searchParams.delete(PREVIEW_PARAM);
    history.replaceState(history.state, '', `${address.pathname}${address.search}${address.hash}`);
    value = asked === 'off' ? null : asked;
    storage.removeItem(PREVIEW_KEY);
  }
  if (value === null) return null;
  const refuse = (problem: string) => {
    storage.removeItem(PREVIEW_KEY);
    refused = true;
    const which = asked === null ? "this tab's preview" : `?preview=${asked}`;
    console.warn(`[preview] ${which} is refused: ${problem}; the live site is shown`);
    return null;
  };
  const { releasesCdn, ...keys } = Object(config) as PreviewConfig;
  if (typeof releasesCdn !== 'string' || configUrlProblem(releasesCdn) !== null)
    return refuse('runtime-config.json has no usable releasesCdn');
  const preview = await verifyPreview(value, keys, now);
  if (typeof preview === 'string') return refuse(preview);
  storage.setItem(PREVIEW_KEY, value);
  return { ...preview, url: `${releasesCdn.replace(/\/+$/, '')}/${preview.app}/${preview.version}/mf-manifest.json` };
}

/**
 * The live declared routes of the other remotes, and the previewed release's own (its manifest's
 * metaData.routes; the shell accepts them by the same rules as the live ones).
 */
export async function releaseRoutes(preview: Preview, configRoutes: unknown): Promise<unknown[]> {
  const others = Array.isArray(configRoutes)
    ? configRoutes.filter((route) => (route as { remote?: unknown } | null)?.remote !== preview.remote)
    : [];
  try {
    const own = (await (await fetch(preview.url)).json())?.metaData?.routes;
    return [...others, ...(Array.isArray(own) ? own : [])];
  } catch {
    return others;
  }
}
