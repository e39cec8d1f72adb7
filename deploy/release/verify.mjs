// Before a switch: is the release on the CDN, exactly as it was released? Every file its release.json
// lists is fetched from the URL about to be written into the live config and compared with its SHA-256;
// and the site's Content-Security-Policy must already allow the release's origin.
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { firstLine, readBytesAt } from './files.mjs';
import { SIGNATURE, sha256 } from './release-files.mjs';
import { ReleaseError } from './releases.mjs';

/** The folder URL of a manifest URL (…/mfe-owner/1.2.0/mf-manifest.json → …/mfe-owner/1.2.0/). */
export const baseOf = (manifestUrl) => manifestUrl.replace(/[^/]*$/, '');

const canonicalJson = (value) =>
  JSON.stringify(value, (_, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

async function mapLimited(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Each listed file of `base` (a folder or URL) against its recorded SHA-256; the problems found. */
export async function compareFiles(base, files) {
  const problems = await mapLimited(Object.entries(files), 8, async ([file, expected]) => {
    try {
      const actual = sha256(await readBytesAt(base, file));
      return actual === expected
        ? null
        : `${file}: changed (sha256 ${actual.slice(0, 12)}…, released ${expected.slice(0, 12)}…)`;
    } catch (error) {
      return `${file}: ${firstLine(error)}`;
    }
  });
  return problems.filter(Boolean);
}

/** The deploy API's public key: the environment's `releasePublicKey` (a PEM file), else QR_RELEASE_PUBLIC_KEY's. */
function readPublicKey(publicKeyFile) {
  const file = publicKeyFile || process.env.QR_RELEASE_PUBLIC_KEY || null;
  if (!file) return null;
  try {
    return createPublicKey(readFileSync(file));
  } catch (error) {
    throw new ReleaseError(`the release public key ${file} could not be read (${firstLine(error)})`);
  }
}

/**
 * With a public key configured, release.json's bytes as the CDN serves them must carry the deploy API's
 * signature (release.sig beside them): a file changed together with its hash in release.json is refused.
 */
export async function checkSignature(base, recordBytes, publicKeyFile) {
  const publicKey = readPublicKey(publicKeyFile);
  if (!publicKey) return; // one host, no deploy API: the record is the local one
  const signature = await readBytesAt(base, SIGNATURE).catch(() => null);
  let valid = false;
  try {
    valid =
      signature !== null && verify(null, recordBytes, publicKey, Buffer.from(signature.toString().trim(), 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) {
    const [app, version] = base.split(/[\\/]/).filter(Boolean).slice(-2);
    throw new ReleaseError(`refused: ${app} ${version}'s release.json is not signed by this site's deploy API`);
  }
}

/**
 * The release at `manifestUrl` as the CDN serves it, checked against its record.
 * @param {{ manifestUrl: string, record?: object|null, publicKeyFile?: string|null }} input  record: the
 *   release.json the tools keep; publicKeyFile: the environment's releasePublicKey (release.sig is then required)
 * @returns {Promise<{ release: boolean, manifest: object, record: object|null, problems: string[] }>}
 *   release: false for a build that is not a release (the site's first remotes): only its reachability
 *   is checked
 */
export async function verifyOnCdn({ manifestUrl, record = null, publicKeyFile = null }) {
  const base = baseOf(manifestUrl);
  const manifestBytes = await readBytesAt(base, 'mf-manifest.json').catch((error) => {
    throw new ReleaseError(`not reachable: ${firstLine(error)}; nothing switched`);
  });
  const manifest = JSON.parse(manifestBytes.toString('utf8'));
  let served;
  let servedBytes = null;
  try {
    servedBytes = await readBytesAt(base, 'release.json');
    served = JSON.parse(servedBytes.toString('utf8'));
  } catch {
    served = null;
  }
  if (!served) {
    if (record) throw new ReleaseError(`${base}release.json is not on the CDN: the release was not uploaded there`);
    const entry = await readBytesAt(base, 'remoteEntry.js').catch((error) => error);
    const problems = entry instanceof Error ? [`remoteEntry.js: ${firstLine(entry)}`] : [];
    return { release: false, manifest, record: null, problems };
  }
  await checkSignature(base, servedBytes, publicKeyFile);
  const problems = [];
  if (record && canonicalJson(record) !== canonicalJson(served)) {
    problems.push('release.json on the CDN differs from the release record');
  }
  const files = (record ?? served).files;
  if (!files || typeof files !== 'object' || !files['mf-manifest.json']) {
    problems.push('release.json lists no file hashes: released before integrity records, release it again');
  } else {
    problems.push(...(await compareFiles(base, files)));
  }
  return { release: true, manifest, record: served, problems };
}

/** The sources a CSP directive allows, from a Content-Security-Policy header value. */
export function cspSources(policy, directive) {
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) return sources;
  }
  return null;
}

/** Whether a CSP source (an origin, or a folder ending in /) matches a URL, as browsers match script-src. */
const sourceMatches = (source, url) =>
  source.endsWith('/') ? decodeURI(url).startsWith(decodeURI(source)) : new URL(url).origin === source;

/**
 * Whether the site's documents let a page load scripts from `url` (script-src: its origin or a folder
 * above it) and fetch from its origin (connect-src).
 */
export async function siteAllowsScripts(siteUrl, url) {
  let response;
  try {
    response = await fetch(siteUrl, { method: 'HEAD', cache: 'no-store' });
  } catch (error) {
    throw new ReleaseError(
      `the site ${siteUrl} could not be reached to read its CSP (${firstLine(error.cause ?? error)})`,
    );
  }
  const policy = response.headers.get('content-security-policy');
  const self = new URL(siteUrl).origin;
  const sources = (directive) => cspSources(policy, directive) ?? cspSources(policy, 'default-src') ?? [];
  const allows = (directive) =>
    sources(directive).some(
      (source) => sourceMatches(source, url) || (source === "'self'" && new URL(url).origin === self),
    );
  return allows('script-src') && allows('connect-src');
}
