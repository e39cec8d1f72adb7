// Uploads: a release folder PUT to the API lands in the CDN's folder whole or not at all, exactly as its
// record lists it, once per version ever, and signed, so that a file changed on the CDN together with its
// hash in release.json is refused wherever a release is verified.
import { createHash, verify } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRelease } from '../../release/test/fake-site.mjs';
import { loadSigningKey } from '../signing.mjs';
import { packRelease, signExistingReleases } from '../upload.mjs';
import { apiSite } from './api-site.mjs';

let site;
let owner;
let checkout;
beforeEach(async () => {
  site = await apiSite({ versions: ['1.0.0'], api: { maxUploadBytes: 256 * 1024 } });
  owner = await site.token({ team: 'owner', apps: 'mfe-owner', envs: 'staging,production' });
  checkout = mkdtempSync(path.join(tmpdir(), 'team-checkout-')); // the team's CI: releases/ built there
});
afterEach(async () => {
  await site.close();
  rmSync(checkout, { recursive: true, force: true });
});

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const built = (version = '2.0.0') => writeRelease(checkout, 'mfe-owner', version);
const put = (body, { version = '2.0.0', token = owner.token, ...options } = {}) =>
  site.send('PUT', `/v1/releases/mfe-owner/${version}`, { token, body, ...options });
const folder = (version = '2.0.0') => path.join(site.releases, 'mfe-owner', version);
const ledger = () => {
  const file = path.join(site.stateDir, 'versions.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { apps: {} };
};
const uploadsLeft = () => {
  const staging = path.join(site.releases, '.uploads');
  return existsSync(staging) ? readdirSync(staging) : [];
};

/** An archive by hand: a record (object) and files (name → text). */
function archive(record, files) {
  return JSON.stringify({
    format: 1,
    record: Buffer.from(JSON.stringify(record)).toString('base64'),
    files: Object.fromEntries(
      Object.entries(files).map(([name, text]) => [name, Buffer.from(text).toString('base64')]),
    ),
  });
}

function honestArchive(files, version = '2.0.0') {
  const hashes = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, sha256(text)]));
  return archive({ app: 'mfe-owner', version, files: hashes }, files);
}

describe('a successful upload', () => {
  it('writes the release as sent, signs its release.json, enters it in the ledger and keeps its record', async () => {
    const source = built();
    const answer = await put(packRelease(source));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({
      code: 0,
      lines: [expect.stringMatching(/^uploaded mfe-owner 2\.0\.0: 3 files/)],
      stderr: 0,
    });
    const recordBytes = readFileSync(path.join(folder(), 'release.json'));
    expect(recordBytes.equals(readFileSync(path.join(source, 'release.json')))).toBe(true);
    const publicKey = (await site.send('GET', '/v1/public-key')).text;
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const signature = Buffer.from(readFileSync(path.join(folder(), 'release.sig'), 'utf8').trim(), 'base64');
    expect(verify(null, recordBytes, publicKey, signature)).toBe(true);
    expect(ledger().apps['mfe-owner']['2.0.0']).toMatchObject({
      tokenId: owner.record.id,
      record: sha256(recordBytes),
    });
    expect(readFileSync(path.join(site.stateDir, 'records', 'mfe-owner', '2.0.0.json')).equals(recordBytes)).toBe(true);
    expect(uploadsLeft()).toEqual([]);
  });

  it('creates the signing key once, readable by its owner only', async () => {
    const key = path.join(site.stateDir, 'signing-key.pem');
    expect(statSync(key).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(site.stateDir, 'signing-key.pub'), 'utf8')).toBe(site.api.publicKeyPem);
  });
});

describe('an upload refused', () => {
  it('leaves no folder and no ledger entry when the connection drops mid-upload; the version can then be uploaded', async () => {
    const body = packRelease(built());
    await new Promise((resolve, reject) => {
      const socket = connect(site.api.port, '127.0.0.1', () => {
        socket.write(
          `PUT /v1/releases/mfe-owner/2.0.0 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${owner.token}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(body.subarray(0, body.length / 2), () => setTimeout(() => socket.destroy() && resolve(), 100));
      });
      socket.on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(folder())).toBe(false);
    expect(ledger().apps['mfe-owner']?.['2.0.0']).toBeUndefined();
    expect(uploadsLeft()).toEqual([]);
    expect(site.audit().at(-1)).toMatchObject({ command: 'upload', status: null, tokenId: owner.record.id });
    expect((await put(body)).status).toBe(200);
  });

  it('never accepts a version twice (409), even after its folder was deleted (pruned)', async () => {
    const body = packRelease(built());
    expect((await put(body)).status).toBe(200);
    const again = await put(body);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(
      'refused: mfe-owner 2.0.0 was uploaded before; a version is accepted once, even after it is pruned: give a new version',
    );
    rmSync(folder(), { recursive: true }); // what pnpm releases prune --apply does
    const before = site.snapshot();
    expect((await put(body)).status).toBe(409);
    expect(existsSync(folder())).toBe(false);
    expect(site.snapshot()).toEqual(before);
  });

  it('accepts one of two uploads of the same version at once', async () => {
    const body = packRelease(built());
    const statuses = (await Promise.all([put(body), put(body), put(body)])).map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
  });

  it('never overwrites a release folder that is there (409)', async () => {
    writeRelease(site.releases, 'mfe-owner', '2.0.0'); // copied there by hand, never through the API
    const before = site.snapshot();
    expect((await put(packRelease(built()))).status).toBe(409);
    expect(site.snapshot()).toEqual(before);
  });

  it.each([
    [
      'a file whose SHA-256 is not the recorded one',
      () =>
        archive(
          { app: 'mfe-owner', version: '2.0.0', files: { 'mf-manifest.json': sha256('{}') } },
          { 'mf-manifest.json': '{"x":1}' },
        ),
      /mf-manifest\.json: its SHA-256 is not the one release\.json records/,
    ],
    [
      'a file the record does not list',
      () => {
        const files = { 'mf-manifest.json': '{}', 'extra.js': '1' };
        return archive({ app: 'mfe-owner', version: '2.0.0', files: { 'mf-manifest.json': sha256('{}') } }, files);
      },
      /extra\.js is not in release\.json/,
    ],
    [
      'a listed file that was not sent',
      () =>
        archive(
          { app: 'mfe-owner', version: '2.0.0', files: { 'mf-manifest.json': sha256('{}'), 'a.js': sha256('1') } },
          { 'mf-manifest.json': '{}' },
        ),
      /a\.js is in release\.json but was not sent/,
    ],
    [
      'the record of another version',
      () => honestArchive({ 'mf-manifest.json': '{}' }, '2.0.1'),
      /record of mfe-owner 2\.0\.1, not mfe-owner 2\.0\.0/,
    ],
    ['malformed JSON', () => '{"format":1,', /not JSON/],
    [
      'a record that is not base64',
      () => JSON.stringify({ format: 1, record: '%%', files: {} }),
      /record is not base64/,
    ],
  ])('refuses %s (400), writing nothing', async (_, body, message) => {
    const before = site.snapshot();
    const answer = await put(body());
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(message);
    expect(site.snapshot()).toEqual(before);
    expect(ledger().apps['mfe-owner']?.['2.0.0']).toBeUndefined();
  });

  it.each([
    '../escape.js',
    '/etc/cron.d/x',
    'a/../../b.js',
    'a\\b.js',
    'a\u0000b.js',
    '.hidden',
    'a//b.js',
    'release.sig',
  ])('refuses the file name %j (400), writing nothing', async (name) => {
    const before = site.snapshot();
    const answer = await put(honestArchive({ 'mf-manifest.json': '{}', [name]: 'x' }));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/not a plain relative path/);
    expect(site.snapshot()).toEqual(before);
    expect(existsSync(path.join(site.dir, 'escape.js'))).toBe(false);
  });

  it.each([
    ['..', '2.0.0'],
    ['mfe-owner', '2.0'],
    ['mfe-owner', '..%2F..%2Fx'],
    ['mfe-owner', '2.0.0%00'],
  ])('refuses the upload URL /v1/releases/%s/%s (400)', async (app, version) => {
    const answer = await site.send('PUT', `/v1/releases/${app}/${version}`, { token: owner.token, body: '{}' });
    expect([400, 404]).toContain(answer.status);
  });

  it('refuses another content type (415) and a body over the limit (413)', async () => {
    expect((await put('x', { type: 'application/octet-stream' })).status).toBe(415);
    const huge = honestArchive({ 'mf-manifest.json': '{}', 'big.js': 'x'.repeat(300 * 1024) });
    const before = site.snapshot();
    expect((await put(huge)).status).toBe(413);
    expect(site.snapshot()).toEqual(before);
  });
});

describe('signatures, checked by the release tools', () => {
  const key = () => path.join(site.stateDir, 'signing-key.pub');

  /** The releases the fake site had before the API (1.0.0 of each remote, live everywhere), signed by it. */
  const signTheFirstReleases = () =>
    signExistingReleases({
      releasesDir: site.releases,
      stateDir: site.stateDir,
      privateKey: loadSigningKey(site.stateDir).privateKey,
    });

  /** A file and its hash in release.json changed together, on the CDN's folder. */
  function tamper(version = '2.0.0') {
    const recordFile = path.join(folder(version), 'release.json');
    const record = JSON.parse(readFileSync(recordFile, 'utf8'));
    writeFileSync(path.join(folder(version), 'remoteEntry.js'), 'alert("tampered")');
    record.files['remoteEntry.js'] = sha256('alert("tampered")');
    writeFileSync(recordFile, JSON.stringify(record));
  }

  it('lets an uploaded, signed release through verify; a file changed with its hash fails releases verify and compat', async () => {
    expect((await signTheFirstReleases()).filter((line) => line.includes('signed'))).toHaveLength(3);
    expect((await put(packRelease(built()))).status).toBe(200);
    expect(
      (await site.command(owner.token, { command: 'promote', app: 'mfe-owner', version: '2.0.0' })).json.code,
    ).toBe(0);
    const signed = { QR_RELEASE_PUBLIC_KEY: key() };
    const sound = await site.cli(['releases', 'verify'], signed);
    expect(sound.code, sound.output).toBe(0);
    expect((await site.cli(['compat', 'mfe-owner', '2.0.0'], signed)).code).toBe(0);

    tamper();
    // Without the key (one host, no API), the record and the files agree: this passed before signatures.
    expect((await site.cli(['releases', 'verify'])).code).toBe(0);
    const line = "refused: mfe-owner 2.0.0's release.json is not signed by this site's deploy API";
    const verified = await site.cli(['releases', 'verify'], signed);
    expect(verified.code).toBe(1);
    expect(verified.stdout).toContain(`✗  mfe-owner 2.0.0: ${line}`);
    const compat = await site.cli(['compat', 'mfe-owner', '2.0.0', '--env', 'staging'], signed);
    expect(compat.code).toBe(1);
    expect(compat.output.trim().split('\n').at(-1)).toBe(line);
  });

  it('refuses to promote an unsigned release when the environments file names the key', async () => {
    await site.close();
    site = await apiSite({ versions: ['1.0.0', '1.1.0'] });
    const environments = JSON.parse(readFileSync(site.environmentsFile, 'utf8'));
    writeFileSync(site.environmentsFile, JSON.stringify({ ...environments, releasePublicKey: key() }));
    const manager = await site.token({ team: 'release', scope: 'release-manager' });
    const answer = await site.command(manager.token, { command: 'promote', app: 'mfe-owner', version: '1.1.0' });
    expect(answer.json.code).toBe(1);
    expect(answer.json.lines.at(-1)).toBe(
      "refused: mfe-owner 1.1.0's release.json is not signed by this site's deploy API",
    );
    expect(answer.json.stderr).toBe(1);
    await signTheFirstReleases();
    const signed = await site.command(manager.token, { command: 'promote', app: 'mfe-owner', version: '1.1.0' });
    expect(signed.json.code, signed.text).toBe(0);
  });

  it.each([
    ['compat', ['compat', 'mfe-owner', '1.1.0']],
    ['promote', ['promote', 'mfe-owner', '1.1.0']],
    ['a canary', ['promote', 'mfe-owner', '1.1.0', '--canary', '10']],
    ['rollback --to', ['rollback', 'mfe-owner', '--to', '1.1.0']],
    ['preview', ['preview', 'mfe-owner', '1.1.0']],
  ])('with QR_RELEASE_PUBLIC_KEY, %s refuses a release without a signature, and switches nothing', async (_, args) => {
    await site.close();
    site = await apiSite({ versions: ['1.0.0', '1.1.0'] });
    const before = readFileSync(site.config, 'utf8');
    const result = await site.cli([...args, '--env', 'production'], { QR_RELEASE_PUBLIC_KEY: key() });
    expect(result.code).toBe(1);
    expect(result.output.trim().split('\n').at(-1)).toBe(
      "refused: mfe-owner 1.1.0's release.json is not signed by this site's deploy API",
    );
    expect(readFileSync(site.config, 'utf8')).toBe(before);
  });

  it('with verifySignatures, the API checks its own signatures', async () => {
    await site.close();
    site = await apiSite({ versions: ['1.0.0', '1.1.0'], api: { verifySignatures: true } });
    const manager = await site.token({ team: 'release', scope: 'release-manager' });
    const unsigned = await site.command(manager.token, { command: 'compat', app: 'mfe-owner', version: '1.1.0' });
    expect(unsigned.json.lines.at(-1)).toMatch(/is not signed by this site's deploy API$/);
  });
});
