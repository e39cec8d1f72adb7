// The release CLI in remote mode (--api URL, QR_DEPLOY_TOKEN) prints what the local CLI prints, with its exit
// code: the API runs the same code. Two copies of one site: the local CLI switches one, the API the other.
import { generateKeyPairSync } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRelease } from '../../release/test/fake-site.mjs';
import { apiSite } from './api-site.mjs';

let site;
let owner;
let local;
beforeEach(async () => {
  site = await apiSite();
  owner = await site.token({ team: 'owner', apps: 'mfe-owner', envs: 'staging,production' });
  // The same site, copied before anything was switched: its own live configs, the same CDN and shell.
  const copy = path.join(site.dir, 'copy');
  mkdirSync(copy);
  cpSync(path.dirname(site.config), path.join(copy, 'production'), { recursive: true });
  cpSync(path.dirname(site.stagingConfig), path.join(copy, 'staging'), { recursive: true });
  const environments = JSON.parse(readFileSync(site.environmentsFile, 'utf8'));
  environments.environments.production.config = path.join(copy, 'production', 'runtime-config.json');
  environments.environments.staging.config = path.join(copy, 'staging', 'runtime-config.json');
  local = path.join(copy, 'environments.json');
  writeFileSync(local, JSON.stringify(environments));
});
afterEach(() => site.close());

const actor = () => `${owner.record.team}:${owner.record.id}`;
const here = (...args) => site.cli(args, { QR_ENVIRONMENTS: local, QR_ACTOR: actor() });
const remote = (...args) => site.cli([...args, '--api', site.api.url], { QR_DEPLOY_TOKEN: owner.token });
const lastLine = (result) => result.output.trim().split('\n').at(-1);

describe('remote mode prints what the local CLI prints', () => {
  it.each([
    ['a promote', ['promote', 'mfe-owner', '1.1.0', '--reason', 'new bills page'], 0],
    ['a refusal', ['promote', 'mfe-owner', '1.0.0'], 1],
    ['a refusal of the CLI arguments', ['promote', 'mfe-owner', '1.1'], 1],
    ['a releases listing', ['releases', 'mfe-owner'], 0],
    [
      'a canary rollout',
      ['promote', 'mfe-owner', '1.1.0', '--canary', '10', '--steps', '10,50,100', '--every', '10m'],
      0,
    ],
    ['a dry run in staging', ['rollback', 'mfe-owner', '--to', '1.2.0', '--env', 'staging', '--dry-run'], 0],
  ])('%s: the same lines on the same streams, the same exit code', async (_, args, code) => {
    const [mine, theirs] = [await here(...args), await remote(...args)];
    expect(mine.code, mine.output).toBe(code);
    expect(theirs.code, theirs.output).toBe(code);
    expect(lastLine(theirs)).toBe(lastLine(mine));
    expect(theirs.stdout).toBe(mine.stdout);
    expect(theirs.stderr).toBe(mine.stderr);
  });

  it('moves, finishes and ends canaries through the API', async () => {
    expect(lastLine(await remote('promote', 'mfe-owner', '1.1.0', '--canary', '10'))).toMatch(
      /^started a canary of mfe-owner 1\.1\.0 to 10% of production's visitors, stable 1\.0\.0 \(#1 by owner:/,
    );
    expect(lastLine(await remote('promote', 'mfe-owner', '1.1.0', '--canary', '50'))).toMatch(/^moved the canary of/);
    expect(lastLine(await remote('promote', 'mfe-owner', '--finish'))).toMatch(
      /^promoted mfe-owner 1\.0\.0 -> 1\.1\.0 \(finished its canary at 50%\) in production \(#3 by owner:/,
    );
    expect(lastLine(await remote('promote', 'mfe-owner', '1.2.0', '--canary', '10'))).toMatch(/^started a canary/);
    expect(lastLine(await remote('rollback', 'mfe-owner'))).toMatch(/^ended the canary of mfe-owner 1\.2\.0/);
  });

  it('signs a preview link for the time --expires asks, as the local CLI does', async () => {
    // Production names the site its links open and its signing key, in both copies.
    for (const file of [site.environmentsFile, local]) {
      const environments = JSON.parse(readFileSync(file, 'utf8'));
      const production = environments.environments.production;
      const previewKey = path.join(path.dirname(production.config), 'preview-key.pem');
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      writeFileSync(previewKey, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
      Object.assign(production, { site: 'https://qr.example.in/', previewKey });
      writeFileSync(file, JSON.stringify(environments));
      // The live config carries the public half, which the shell verifies links with.
      const config = JSON.parse(readFileSync(production.config, 'utf8'));
      const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
      writeFileSync(
        production.config,
        JSON.stringify({ ...config, previewKey: spki, previewEnvironment: 'production' }),
      );
    }
    const before = Math.floor(Date.now() / 1000);
    for (const run of [here, remote]) {
      const result = await run('preview', 'mfe-owner', '1.1.0', '--expires', '2h');
      expect(result.code, result.output).toBe(0);
      const [, expires] = /\?preview=mfe-owner@1\.1\.0\.(\d+)\.[\w-]{86}$/.exec(lastLine(result)) ?? [];
      expect(Number(expires) - before, result.output).toBeGreaterThanOrEqual(2 * 3600);
      expect(Number(expires) - before).toBeLessThan(2 * 3600 + 60);
    }
    // A lifetime the CLI refuses is refused in remote mode too, in its words.
    const refused = await remote('preview', 'mfe-owner', '1.1.0', '--expires', '8d');
    expect(refused.code).toBe(1);
    expect(lastLine(refused)).toBe(lastLine(await here('preview', 'mfe-owner', '1.1.0', '--expires', '8d')));
  });

  it('takes the URL from QR_DEPLOY_API too', async () => {
    const result = await site.cli(['releases', 'history', 'mfe-owner'], {
      QR_DEPLOY_API: site.api.url,
      QR_DEPLOY_TOKEN: owner.token,
    });
    expect(result.code, result.output).toBe(0);
    expect(lastLine(result)).toMatch(/^production: 0 switches /);
  });

  it('uploads a release built in the checkout with release --upload, then promotes it', async () => {
    const checkout = mkdtempSync(path.join(tmpdir(), 'team-checkout-'));
    try {
      writeRelease(checkout, 'mfe-owner', '2.0.0');
      const upload = await site.cli(['release', 'mfe-owner', '2.0.0', '--upload', '--api', site.api.url], {
        QR_DEPLOY_TOKEN: owner.token,
        RELEASES_DIR: checkout,
      });
      expect(upload.code, upload.output).toBe(0);
      expect(lastLine(upload)).toMatch(/^uploaded mfe-owner 2\.0\.0: 3 files and its release\.json, signed/);
      const promoted = await remote('promote', 'mfe-owner', '2.0.0', '--env', 'staging');
      expect(lastLine(promoted)).toMatch(/^promoted mfe-owner 1\.0\.0 -> 2\.0\.0 in staging/);
      const again = await site.cli(['release', 'mfe-owner', '2.0.0', '--upload', '--api', site.api.url], {
        QR_DEPLOY_TOKEN: owner.token,
        RELEASES_DIR: checkout,
      });
      expect(again.code).toBe(1);
      expect(again.output.trim()).toMatch(/^refused: mfe-owner 2\.0\.0 was uploaded before/);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});

describe('remote mode refuses in one line, exit code 1', () => {
  const oneLine = async (result, expected) => {
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.trim()).toMatch(expected);
  };

  it("prints the API's line for 401, 403 and a bad argument", async () => {
    await oneLine(
      await remote('promote', 'mfe-public', '1.1.0'),
      /^token \w+ \(team owner, deploy\) may not promote mfe-public/,
    );
    await oneLine(
      await site.cli(['promote', 'mfe-owner', '1.1.0', '--api', site.api.url], { QR_DEPLOY_TOKEN: 'qrd_nope' }),
      /^the token is not valid$/,
    );
    await oneLine(await site.cli(['releases', '--api', site.api.url]), /^QR_DEPLOY_TOKEN is not set/);
    await oneLine(
      await remote('promote', 'mfe-owner', '1.1.0', '--config', '/tmp/x.json'),
      /^--config is the deploy API's to decide/,
    );
    await oneLine(await remote('promote', 'mfe-owner', '1.1.0', '--to', '1.0.0'), /^promote does not take --to$/);
  });

  it('says so when the API does not answer, or answers something else than its JSON', async () => {
    await oneLine(
      await site.cli(['releases', '--api', 'http://127.0.0.1:9'], { QR_DEPLOY_TOKEN: owner.token }),
      /^deploy API at http:\/\/127\.0\.0\.1:9 did not answer \(.*ECONNREFUSED.*\)$/,
    );
    const proxy = createServer((_, response) =>
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${proxy.address().port}`;
      await oneLine(
        await site.cli(['releases', '--api', url], { QR_DEPLOY_TOKEN: owner.token }),
        new RegExp(`^deploy API at ${url.replaceAll('.', '\\.')} did not answer \\(HTTP 502, not the API's JSON\\)$`),
      );
    } finally {
      proxy.close();
    }
  });
});
