// A release uploaded to the deploy API (PUT /v1/releases/<app>/<version>), and the archive it travels in.
//
// The archive is one JSON object, `{ "format": 1, "record": "<base64 of release.json's bytes>",
// "files": { "<posix path>": "<base64>" } }`: Node writes and reads it without a dependency, and
// release.json keeps its exact bytes (they are what release.sig signs). The API accepts it only when the
// record names this app and version and lists exactly the files sent, each with its SHA-256; every path is
// relative, without `..`, backslashes, NUL or hidden segments. It is written into a staging folder under the
// releases folder (`.uploads/`: the CDN serves no dot folder), signed there, and renamed into place in one
// step: a dropped connection or a kill leaves nothing visible. A version is accepted once, ever: the ledger
// (<stateDir>/versions.json) keeps every version accepted per app, and a pruned folder does not free it.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { crashPoint } from '../release/crash-points.mjs';
import { ReleaseError } from '../release/errors.mjs';
import { RECORD, sha256, verifyFiles } from '../release/release-files.mjs';
import { APPS, isReleaseVersion } from '../release/releases.mjs';
import { alive, withLock } from '../release/site-lock.mjs';
import { BadRequest } from './commands.mjs';
import { SIGNATURE_FILE, signRecord } from './signing.mjs';
import { readStateJson, stateFiles, writeFileAtomically, writeStateJson } from './state.mjs';

export const UPLOADS = '.uploads';
const MAX_FILES = 5000;
const SEGMENT = /^[A-Za-z0-9_~@+=,-][A-Za-z0-9._~@+=,-]{0,199}$/;

/** A refusal of an upload that is not a bad request: 409 (the version was accepted before). */
export class Conflict extends Error {}

/** Whether a path from an upload is a plain relative file path of a release (see above). */
export function safeReleasePath(name) {
  if (typeof name !== 'string' || name.length === 0 || name.length > 300) return false;
  if (name.includes('\\') || name.includes('\0') || name.startsWith('/')) return false;
  const segments = name.split('/');
  return segments.length <= 12 && segments.every((segment) => SEGMENT.test(segment));
}

/** Every file under a folder, as posix paths, but release.json and release.sig. */
function filesOf(folder, prefix = '') {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesOf(folder, file);
    return file === RECORD || file === SIGNATURE_FILE ? [] : [file];
  });
}

/** The archive of a release folder (releases/<app>/<version>/), as the client PUTs it. */
export function packRelease(folder) {
  const recordFile = path.join(folder, RECORD);
  if (!existsSync(recordFile)) throw new ReleaseError(`${folder} holds no ${RECORD}: it is not a release`);
  const files = Object.fromEntries(
    filesOf(folder)
      .sort()
      .map((file) => [file, readFileSync(path.join(folder, file)).toString('base64')]),
  );
  return Buffer.from(JSON.stringify({ format: 1, record: readFileSync(recordFile).toString('base64'), files }));
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const decode = (text, what) => {
  if (typeof text !== 'string' || text.length % 4 !== 0 || !BASE64.test(text))
    throw new BadRequest(`${what} is not base64`);
  return Buffer.from(text, 'base64');
};

/**
 * An upload's body, checked against its own record and the URL's app and version. Throws BadRequest.
 * @returns {{ recordBytes: Buffer, record: object, files: Map<string, Buffer> }}
 */
export function unpackRelease(body, { app, version }) {
  let archive;
  try {
    archive = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new BadRequest('the body is not JSON (UTF-8)');
  }
  if (archive === null || typeof archive !== 'object' || Array.isArray(archive) || archive.format !== 1)
    throw new BadRequest('the body must be a release archive: { format: 1, record, files }');
  const recordBytes = decode(archive.record, 'record');
  let record;
  try {
    record = JSON.parse(recordBytes.toString('utf8'));
  } catch {
    throw new BadRequest('record is not a release.json (JSON)');
  }
  if (record?.app !== app || record?.version !== version)
    throw new BadRequest(
      `release.json is the record of ${String(record?.app).slice(0, 40)} ${String(record?.version).slice(0, 40)}, not ${app} ${version}`,
    );
  const listed = record.files;
  if (listed === null || typeof listed !== 'object' || Array.isArray(listed))
    throw new BadRequest('release.json lists no files');
  const sent = archive.files;
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) throw new BadRequest('files must be an object');
  const names = Object.keys(sent);
  if (names.length > MAX_FILES) throw new BadRequest(`a release has at most ${MAX_FILES} files`);
  for (const name of [...names, ...Object.keys(listed)]) {
    if (!safeReleasePath(name) || name === RECORD || name === SIGNATURE_FILE)
      throw new BadRequest('a file name is not a plain relative path (absolute, .., backslash, NUL or hidden)');
  }
  if (!Object.hasOwn(listed, 'mf-manifest.json')) throw new BadRequest('release.json lists no mf-manifest.json');
  const files = new Map();
  for (const name of names) {
    if (!Object.hasOwn(listed, name)) throw new BadRequest(`${name} is not in release.json`);
    const bytes = decode(sent[name], name);
    if (sha256(bytes) !== listed[name])
      throw new BadRequest(`${name}: its SHA-256 is not the one release.json records`);
    files.set(name, bytes);
  }
  for (const name of Object.keys(listed))
    if (!files.has(name)) throw new BadRequest(`${name} is in release.json but was not sent`);
  return { recordBytes, record, files };
}

function writeFlushed(file, bytes) {
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'wx', 0o644);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const readLedger = (stateDir) => readStateJson(stateFiles(stateDir).ledger, { format: 1, apps: {} });

/** Whether the ledger holds the version (accepted once, whatever happened to its folder since). */
export const everAccepted = (stateDir, app, version) => Boolean(readLedger(stateDir).apps?.[app]?.[version]);

const withLedger = (stateDir, work) =>
  withLock(stateFiles(stateDir).ledgerLock, { actor: 'deploy-api', command: 'upload', waitMs: 60_000 }, work);

function enterInLedger(stateDir, app, version, entry) {
  const ledger = readLedger(stateDir);
  ledger.apps ??= {};
  ledger.apps[app] = { ...ledger.apps[app], [version]: entry };
  writeStateJson(stateFiles(stateDir).ledger, ledger);
}

function removeFromLedger(stateDir, app, version) {
  const ledger = readLedger(stateDir);
  delete ledger.apps?.[app]?.[version];
  writeStateJson(stateFiles(stateDir).ledger, ledger);
}

function keepRecord(stateDir, app, version, recordBytes) {
  const folder = path.join(stateFiles(stateDir).records, app);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  writeFileAtomically(path.join(folder, `${version}.json`), recordBytes, 0o644);
}

const refusedAgain = (app, version) =>
  new Conflict(
    `refused: ${app} ${version} was uploaded before; a version is accepted once, even after it is pruned: give a new version`,
  );

/**
 * Writes an unpacked release into the releases folder: staged, signed, entered in the ledger, renamed into
 * place. Throws Conflict (409) for a version accepted before or present.
 * @returns {string} the one line of the answer
 */
export async function acceptRelease({
  app,
  version,
  release,
  releasesDir,
  stateDir,
  privateKey,
  tokenId,
  now = Date.now,
}) {
  const folder = path.join(releasesDir, app, version);
  if (everAccepted(stateDir, app, version) || existsSync(folder)) throw refusedAgain(app, version);
  const staging = path.join(releasesDir, UPLOADS, `${process.pid}-${app}-${version}-${randomBytes(6).toString('hex')}`);
  try {
    for (const [index, [name, bytes]] of [...release.files].entries()) {
      writeFlushed(path.join(staging, ...name.split('/')), bytes);
      if (index === 0) crashPoint('upload-staging'); // the tests' kill -9 mid-write
    }
    writeFlushed(path.join(staging, RECORD), release.recordBytes);
    writeFlushed(path.join(staging, SIGNATURE_FILE), signRecord(privateKey, release.recordBytes));
    await withLedger(stateDir, async () => {
      if (everAccepted(stateDir, app, version) || existsSync(folder)) throw refusedAgain(app, version);
      // The ledger first: a kill between the two leaves the version spent and nothing visible.
      enterInLedger(stateDir, app, version, {
        at: new Date(now()).toISOString(),
        tokenId,
        record: sha256(release.recordBytes),
      });
      crashPoint('upload-ledger');
      try {
        mkdirSync(path.dirname(folder), { recursive: true });
        renameSync(staging, folder);
      } catch (error) {
        removeFromLedger(stateDir, app, version);
        throw error;
      }
    });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  keepRecord(stateDir, app, version, release.recordBytes);
  return `uploaded ${app} ${version}: ${release.files.size} files and its release.json, signed by the deploy API (switch it on with: pnpm promote ${app} ${version} --env staging)`;
}

/**
 * Staging folders a killed upload left behind (never visible: the CDN serves no dot folder); those of a
 * process still running (another local API on the same releases folder) are left alone.
 */
export function removeAbandonedUploads(releasesDir) {
  const uploads = path.join(releasesDir, UPLOADS);
  if (!existsSync(uploads)) return;
  for (const name of readdirSync(uploads)) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid || !alive(pid)) rmSync(path.join(uploads, name), { recursive: true, force: true });
  }
}

/**
 * Releases already in the releases folder when the API takes it over (built and copied there by hand):
 * each one intact against its record, never accepted before and unsigned, is signed and entered in the
 * ledger, so that verification with the API's key can be turned on. Returns one line per release.
 */
export async function signExistingReleases({ releasesDir, stateDir, privateKey, now = Date.now }) {
  const lines = [];
  for (const app of Object.keys(APPS)) {
    const appDir = path.join(releasesDir, app);
    if (!existsSync(appDir)) continue;
    for (const version of readdirSync(appDir)
      .filter((name) => isReleaseVersion(name))
      .sort()) {
      const folder = path.join(appDir, version);
      const recordFile = path.join(folder, RECORD);
      if (!existsSync(recordFile) || existsSync(path.join(folder, SIGNATURE_FILE))) continue;
      if (everAccepted(stateDir, app, version)) {
        lines.push(
          `  skipped ${app} ${version}: accepted by the API before, yet its release.sig is gone (not signed again)`,
        );
        continue;
      }
      const recordBytes = readFileSync(recordFile);
      let problems;
      try {
        const record = JSON.parse(recordBytes.toString('utf8'));
        problems =
          record?.app === app && record?.version === version
            ? verifyFiles(folder, record.files ?? {})
            : ['another release'];
      } catch {
        problems = ['release.json is damaged'];
      }
      if (problems.length) {
        lines.push(`  skipped ${app} ${version}: not as its release.json records (${problems[0]})`);
        continue;
      }
      await withLedger(stateDir, async () => {
        enterInLedger(stateDir, app, version, {
          at: new Date(now()).toISOString(),
          tokenId: null,
          record: sha256(recordBytes),
        });
        writeFileAtomically(path.join(folder, SIGNATURE_FILE), signRecord(privateKey, recordBytes), 0o644);
      });
      keepRecord(stateDir, app, version, recordBytes);
      lines.push(`  signed  ${app} ${version}`);
    }
  }
  return lines;
}
