// The deploy API's Ed25519 key: every release it accepts gets `release.sig` beside its release.json, the
// signature of release.json's bytes as uploaded. The release tools check it (deploy/release/verify.mjs)
// when the environment names the public key, so a file changed on the CDN together with its hash in
// release.json is refused. The private key is created on the first start (mode 0600) and never leaves
// the state folder; it must be backed up secretly (docs/serving.md).
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { ReleaseError } from '../release/errors.mjs';
import { SIGNATURE } from '../release/release-files.mjs';
import { stateFiles } from './state.mjs';

/** The file beside release.json holding its signature (base64). */
export const SIGNATURE_FILE = SIGNATURE;

/**
 * The state folder's signing key, created on first use; its public half is written to signing-key.pub.
 * A private key others may read is refused (chmod 600 it, and consider it leaked).
 * @returns {{ privateKey: import('node:crypto').KeyObject, publicKeyPem: string }}
 */
export function loadSigningKey(stateDir) {
  const files = stateFiles(stateDir);
  if (!existsSync(files.signingKey)) {
    const { privateKey } = generateKeyPairSync('ed25519');
    // 'wx': never replaces a key another process created meanwhile.
    try {
      writeFileSync(files.signingKey, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  const mode = statSync(files.signingKey).mode & 0o777;
  if (mode & 0o077) {
    throw new ReleaseError(
      `${files.signingKey} may be read by others (mode ${mode.toString(8)}): chmod 600 it (and treat the key as leaked if it was)`,
    );
  }
  const privateKey = createPrivateKey(readFileSync(files.signingKey));
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new ReleaseError(`${files.signingKey} is not an Ed25519 key`);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  if (!existsSync(files.publicKey) || readFileSync(files.publicKey, 'utf8') !== publicKeyPem) {
    writeFileSync(files.publicKey, publicKeyPem, { mode: 0o644 });
  }
  return { privateKey, publicKeyPem };
}

/** The signature of release.json's bytes, as release.sig holds it (base64 and a newline). */
export const signRecord = (privateKey, bytes) => `${sign(null, bytes, privateKey).toString('base64')}\n`;

/** Whether release.sig's text is the key's signature of these bytes. */
export function signatureMatches(publicKeyPem, bytes, signatureText) {
  try {
    return verify(null, bytes, createPublicKey(publicKeyPem), Buffer.from(String(signatureText).trim(), 'base64'));
  } catch {
    return false;
  }
}
