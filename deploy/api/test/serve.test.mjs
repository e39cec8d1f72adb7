// `pnpm deploy-api serve` as operators run it, and killed (kill -9) in the middle of an upload: nothing
// half-written is ever visible, the next start clears what the kill left, and the version is either free
// (killed while writing) or spent (killed after the ledger entry), never published twice.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRelease } from '../../release/test/fake-site.mjs';
import { packRelease } from '../upload.mjs';
import { apiSite } from './api-site.mjs';

const COMMAND = path.join(import.meta.dirname, '..', 'deploy-api.mjs');
let site;
let owner;
let body;
const servers = [];
beforeEach(async () => {
  site = await apiSite({ versions: ['1.0.0'] });
  await site.api.close(); // the API runs as its own process here, on the same state
  owner = await site.token({ team: 'owner', apps: 'mfe-owner', envs: 'production' });
  body = packRelease(writeRelease(path.join(site.dir, 'checkout'), 'mfe-owner', '2.0.0'));
});
afterEach(async () => {
  for (const server of servers.splice(0))
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  await site.close();
});

/** Starts `deploy-api serve` on a free port; resolves with its URL and first line once it listens. */
function serve(env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        COMMAND,
        'serve',
        '--port',
        '0',
        '--state',
        site.stateDir,
        '--environments',
        site.environmentsFile,
        '--releases',
        site.releases,
      ],
      { env: { ...process.env, ...env } },
    );
    servers.push(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /deploy API on (http:\/\/\S+) /.exec(output)?.[1];
      if (url) resolve({ child, url, line: output.trim() });
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', () => reject(new Error(`deploy-api serve exited: ${output}`)));
  });
}

const upload = (url) =>
  fetch(`${url}/v1/releases/mfe-owner/2.0.0`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body,
  }).then(
    (response) => response.status,
    () => 'connection lost',
  );
const folder = () => path.join(site.releases, 'mfe-owner', '2.0.0');
const ledger = () => {
  const file = path.join(site.stateDir, 'versions.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).apps['mfe-owner']?.['2.0.0'] : undefined;
};
const staged = () => {
  const uploads = path.join(site.releases, '.uploads');
  return existsSync(uploads) ? readdirSync(uploads) : [];
};
const exited = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
  );

describe('deploy-api serve', () => {
  it('prints one line when it listens, and stops on SIGTERM', async () => {
    const { child, line } = await serve();
    expect(line).toMatch(
      /^deploy API on http:\/\/127\.0\.0\.1:\d+ \(POST \/v1\/commands, PUT \/v1\/releases\/<app>\/<version>\); state /,
    );
    child.kill('SIGTERM');
    await exited(child);
    expect(child.exitCode).toBe(0);
  });

  it('killed while writing an upload: nothing visible, no ledger entry; the next start clears the staging folder', async () => {
    const killed = await serve({ QR_TEST_CRASH_AT: 'upload-staging' });
    expect(await upload(killed.url)).toBe('connection lost');
    await exited(killed.child);
    expect(existsSync(folder())).toBe(false);
    expect(staged()).toHaveLength(1); // half-written, under .uploads/ (never served: a dot folder)
    expect(ledger()).toBeUndefined();
    const next = await serve();
    expect(staged()).toEqual([]);
    expect(await upload(next.url)).toBe(200);
    expect(existsSync(path.join(folder(), 'release.sig'))).toBe(true);
  });

  it('killed between its ledger entry and the rename: nothing visible, and the version stays spent (409)', async () => {
    const killed = await serve({ QR_TEST_CRASH_AT: 'upload-ledger' });
    expect(await upload(killed.url)).toBe('connection lost');
    await exited(killed.child);
    expect(existsSync(folder())).toBe(false);
    expect(ledger()).toMatchObject({ tokenId: owner.record.id });
    const next = await serve();
    expect(staged()).toEqual([]);
    expect(await upload(next.url)).toBe(409);
  });
});
