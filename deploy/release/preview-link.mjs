// Signed preview links (pnpm preview, docs/releasing.md "Preview"). A link names a release and when it stops
// working, signed with the environment's preview key: ECDSA P-256 with SHA-256 over
// `<app>@<version>@<expiry>@<environment>`, the signature in IEEE P1363 form (r and s, as WebCrypto takes
// it), base64url. The shell (shell/src/preview/preview.ts) verifies it with the public key of the live
// runtime-config.json (`previewKey`, base64 of its SPKI DER) and the name it covers (`previewEnvironment`), and
// refuses any other link. A new key invalidates every link signed with the old one.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseDuration } from './canary.mjs';
import { firstLine, writeJsonAtomically } from './files.mjs';
import { ReleaseError } from './releases.mjs';
import { withLock } from './site-lock.mjs';
import { readLiveConfig } from './switch.mjs';

const HOUR_MS = 3_600_000;
export const DEFAULT_LIFETIME_MS = 24 * HOUR_MS;
const LONGEST_MS = 7 * 24 * HOUR_MS;

/** --expires: how long a link works, from 1h to 7d (24h when not given). */
export function parseLifetime(text) {
  if (text === undefined) return DEFAULT_LIFETIME_MS;
  const lifetime = parseDuration(text, '--expires');
  if (lifetime < HOUR_MS || lifetime > LONGEST_MS)
    throw new ReleaseError(`--expires takes 1h to 7d (a link for a tester, not a release channel), not "${text}"`);
  return lifetime;
}

/** What runtime-config.json carries for a key: its public key, base64 of the SPKI DER. */
export const publicKeyOf = (privateKey) =>
  createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');

/** The environment's preview key; a managed one (the local site, --config) is created on first use. */
function previewKeyOf(environment, say) {
  const file = environment.previewKey;
  if (!file)
    throw new ReleaseError(
      `refused: the environments file names no previewKey for ${environment.name} (the PEM file of its preview private key, ECDSA P-256)`,
    );
  if (!existsSync(file)) {
    if (!environment.previewKeyManaged)
      throw new ReleaseError(
        `refused: ${environment.name}'s previewKey ${file} does not exist (create it: openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out ${file} && chmod 600 ${file})`,
      );
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    // wx: never over a key another command created meanwhile (read below, whichever won).
    try {
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
      say(`Created the preview key of ${environment.name}: ${file} (readable by you only).`);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  let key;
  try {
    key = createPrivateKey(readFileSync(file));
  } catch (error) {
    throw new ReleaseError(
      `refused: ${environment.name}'s previewKey ${file} is not a private key (${firstLine(error)})`,
    );
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new ReleaseError(`refused: ${environment.name}'s previewKey ${file} is not an ECDSA P-256 key`);
  return key;
}

const matches = (config, publicKey, environment) =>
  config.previewKey === publicKey && config.previewEnvironment === environment.name;

/**
 * The environment's preview key, once the live runtime-config.json carries its public key: a managed
 * environment's is written into the live file (under the environment's lock; the release tools keep the key
 * through every switch, and it is not part of the state they compare); otherwise the refusal says what to put
 * in the file.
 */
export async function previewSigningKey({ environment, config, actor, command, say }) {
  const key = previewKeyOf(environment, say);
  const publicKey = publicKeyOf(key);
  if (matches(config, publicKey, environment)) return key;
  const wanted = `"previewKey": "${publicKey}", "previewEnvironment": "${environment.name}"`;
  if (!environment.previewKeyManaged) {
    const what =
      config.previewKey === undefined
        ? 'has no previewKey'
        : `does not carry the public key of ${environment.previewKey}`;
    throw new ReleaseError(
      `refused: the live runtime-config.json of ${environment.name} ${what}: put ${wanted} into ${environment.configFile}, then run this again (links signed with another key stop working)`,
    );
  }
  await withLock(environment.lockFile, { actor, command }, async () => {
    const live = readLiveConfig(environment);
    if (!matches(live, publicKey, environment))
      writeJsonAtomically(environment.configFile, {
        ...live,
        previewKey: publicKey,
        previewEnvironment: environment.name,
      });
  });
  say(
    `Wrote the public preview key into ${environment.configFile} (previewKey, previewEnvironment ${environment.name}).`,
  );
  return key;
}

/** A link's value, `<app>@<version>.<expiry>.<signature>`: the expiry in Unix seconds. */
export function signPreview({ app, version, expires, environmentName, key }) {
  const signed = Buffer.from(`${app}@${version}@${expires}@${environmentName}`);
  const signature = sign('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `${app}@${version}.${expires}.${signature}`;
}
