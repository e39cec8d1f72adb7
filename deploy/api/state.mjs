// The deploy API's state folder (`stateDir`): what lives there, and a write that a reader (or a crash) never
// sees half of. Everything here is the API's own: tokens (hashed), the ledger of accepted versions, its copy
// of each release record, the signing key and the audit log (docs/serving.md, "The deploy API").

import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ReleaseError } from '../release/errors.mjs';

/** The files of a state folder. */
export const stateFiles = (stateDir) => ({
  tokens: path.join(stateDir, 'tokens.json'),
  tokensLock: path.join(stateDir, 'tokens.lock'),
  ledger: path.join(stateDir, 'versions.json'),
  ledgerLock: path.join(stateDir, 'versions.lock'),
  records: path.join(stateDir, 'records'),
  signingKey: path.join(stateDir, 'signing-key.pem'),
  publicKey: path.join(stateDir, 'signing-key.pub'),
  audit: path.join(stateDir, 'audit.log'),
});

/** The state folder, created readable by its owner only. */
export function ensureStateDir(stateDir) {
  if (!stateDir) throw new ReleaseError('the deploy API needs a state folder (--state DIR)');
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  return stateDir;
}

/** Flushes a folder's entries (a rename inside it) to disk; not every file system allows it. */
function fsyncDir(dir) {
  let fd;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // a file system that cannot open folders: the rename is still atomic
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** A temporary file beside `file`, flushed to disk, then one rename (mode 0600 unless told). */
export function writeFileAtomically(file, data, mode = 0o600) {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const fd = openSync(temporary, 'wx', mode);
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  fsyncDir(path.dirname(file));
}

/** A JSON state file, or `fallback` when it does not exist yet; a damaged one is a one-line error. */
export function readStateJson(file, fallback) {
  if (!existsSync(file)) return fallback;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(`${file} is damaged (${String(error.message).split('\n')[0]}): restore it from a backup`);
  }
}

export const writeStateJson = (file, value) => writeFileAtomically(file, `${JSON.stringify(value, null, 2)}\n`);
