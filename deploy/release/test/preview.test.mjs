// pnpm preview: signed, expiring links, and which releases may be previewed. Real CLI processes against a
// fake site (fake-site.mjs); the links are verified here as the shell verifies them (shell/src/preview/preview.ts).
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeSite, writeRelease } from './fake-site.mjs';

const SITE = 'https://qrcontact.in/';
const DAY_S = 24 * 60 * 60;

let site;
beforeEach(async () => {
  site = await fakeSite();
});
afterEach(() => site.close());

const preview = (...args) => site.run('preview', ...args, ...(args.includes('--site') ? [] : ['--site', SITE]));
const lastLine = (output) => output.trim().split('\n').at(-1);
const keyFile = () => path.join(path.dirname(site.config), 'preview-key.pem');

/** The link a successful `pnpm preview` printed last: its value, split as the shell reads it. */
function linkOf(output) {
  const url = new URL(/ (https?:\/\/\S+)$/.exec(lastLine(output))?.[1] ?? 'about:blank');
  const value = url.searchParams.get('preview') ?? '';
  const [, app, version, expires, signature] = /^([a-z-]+)@(.+)\.(\d+)\.([\w-]{86})$/.exec(value) ?? [];
  return { url, value, app, version, expires: Number(expires), signature };
}

/** Whether `signature` is the environment's over `<app>@<version>@<expiry>@<environment>`, with Node's crypto. */
function verifiedByNode({ app, version, expires, signature }, { previewKey, previewEnvironment }) {
  const key = createPublicKey({ key: Buffer.from(previewKey, 'base64'), format: 'der', type: 'spki' });
  const signed = Buffer.from(`${app}@${version}@${expires}@${previewEnvironment}`);
  return verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
}

/** The same check with WebCrypto, exactly as a browser makes it. */
async function verifiedByWebCrypto({ app, version, expires, signature }, { previewKey, previewEnvironment }) {
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey(
    'spki',
    Buffer.from(previewKey, 'base64'),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const signed = new TextEncoder().encode(`${app}@${version}@${expires}@${previewEnvironment}`);
  return subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, Buffer.from(signature, 'base64url'), signed);
}

describe('a preview link', () => {
  it("is signed with the environment's key over the release, its expiry and the environment, for 24 hours", async () => {
    const before = Math.floor(Date.now() / 1000);
    const result = await preview('mfe-owner', '1.1.0');
    expect(result.code, result.output).toBe(0);
    expect(lastLine(result.output)).toMatch(
      /^preview of mfe-owner 1\.1\.0 on production, for your browser tab only, until \d{4}-\d\d-\d\d \d\d:\d\d UTC: https:\/\/qrcontact\.in\/\?preview=mfe-owner@1\.1\.0\.\d+\.[\w-]{86}$/,
    );
    const link = linkOf(result.output);
    expect(link).toMatchObject({ app: 'mfe-owner', version: '1.1.0' });
    expect(link.expires - before).toBeGreaterThanOrEqual(DAY_S);
    expect(link.expires - before).toBeLessThan(DAY_S + 60);
    const live = site.live();
    expect(live.previewEnvironment).toBe('production');
    expect(verifiedByNode(link, live)).toBe(true);
    expect(await verifiedByWebCrypto(link, live)).toBe(true);
    // The signature covers every part: another version, expiry or environment does not verify.
    expect(verifiedByNode({ ...link, version: '1.2.0' }, live)).toBe(false);
    expect(verifiedByNode({ ...link, expires: link.expires + 1 }, live)).toBe(false);
    expect(verifiedByNode(link, { ...live, previewEnvironment: 'staging' })).toBe(false);
  });

  it.each([
    ['1h', 60 * 60],
    ['36h', 36 * 60 * 60],
    ['7d', 7 * DAY_S],
  ])('lasts as long as --expires %s says', async (flag, seconds) => {
    const before = Math.floor(Date.now() / 1000);
    const result = await preview('mfe-owner', '1.1.0', '--expires', flag);
    expect(result.code, result.output).toBe(0);
    const { expires } = linkOf(result.output);
    expect(expires - before).toBeGreaterThanOrEqual(seconds);
    expect(expires - before).toBeLessThan(seconds + 60);
  });

  it.each([
    ['59m', '--expires takes 1h to 7d (a link for a tester, not a release channel), not "59m"'],
    ['8d', '--expires takes 1h to 7d (a link for a tester, not a release channel), not "8d"'],
    ['0h', '--expires takes 1h to 7d (a link for a tester, not a release channel), not "0h"'],
    ['tomorrow', '--expires takes a duration like 30s, 10m, 1h or 1d, not "tomorrow"'],
  ])('is refused for --expires %s, in one line, before anything is made', async (flag, message) => {
    const result = await preview('mfe-owner', '1.1.0', '--expires', flag);
    expect(result.code).toBe(1);
    expect(result.output.trim()).toBe(message);
    expect(existsSync(keyFile())).toBe(false);
    expect(site.live().previewKey).toBeUndefined();
  });
});

describe("the local site's key", () => {
  it('is created on first use beside runtime-config.json, readable by its owner only, and its public key written into the live config', async () => {
    const result = await preview('mfe-owner', '1.1.0');
    expect(result.code, result.output).toBe(0);
    expect(statSync(keyFile()).mode & 0o777).toBe(0o600);
    expect(result.output).toContain(`Created the preview key of production: ${keyFile()} (readable by you only).`);
    const publicKey = createPublicKey(readFileSync(keyFile())).export({ type: 'spki', format: 'der' });
    expect(site.live().previewKey).toBe(publicKey.toString('base64'));

    // The next link: the same key, and the config left as it is.
    const config = readFileSync(site.config, 'utf8');
    const again = await preview('mfe-public', '1.2.0');
    expect(again.output).not.toContain('Created');
    expect(again.output).not.toContain('Wrote');
    expect(readFileSync(site.config, 'utf8')).toBe(config);
    expect(verifiedByNode(linkOf(again.output), site.live())).toBe(true);
  });

  it('is not a hand change: the release tools switch right after it, and keep it', async () => {
    expect((await preview('mfe-owner', '1.1.0')).code).toBe(0);
    const { previewKey } = site.live();
    const promoted = await site.run('promote', 'mfe-owner', '1.1.0');
    expect(promoted.code, promoted.output).toBe(0);
    expect(lastLine(promoted.output)).toMatch(/^promoted mfe-owner 1\.0\.0 -> 1\.1\.0 in production/);
    expect(site.live()).toMatchObject({ previewKey, previewEnvironment: 'production' });

    // With a history already, too: a new key is written into the live config, and the next switch goes through.
    rmSync(keyFile());
    expect((await preview('mfe-owner', '1.2.0')).code).toBe(0);
    expect(site.live().previewKey).not.toBe(previewKey);
    const rolledBack = await site.run('rollback', 'mfe-owner');
    expect(rolledBack.code, rolledBack.output).toBe(0);
    expect(site.live().remotes.mfe_owner).toBe(`${site.cdn}mfe-owner/1.0.0/mf-manifest.json`);
    expect(site.live().previewKey).toBeDefined();
  });

  it("replaces a live previewKey that is not its key's (a key created anew invalidates the old links)", async () => {
    const first = linkOf((await preview('mfe-owner', '1.1.0')).output);
    const oldConfig = site.live();
    rmSync(keyFile());
    const result = await preview('mfe-owner', '1.1.0');
    expect(result.output).toContain(
      `Wrote the public preview key into ${site.config} (previewKey, previewEnvironment production).`,
    );
    expect(verifiedByNode(linkOf(result.output), site.live())).toBe(true);
    expect(verifiedByNode(first, site.live())).toBe(false);
    expect(verifiedByNode(first, oldConfig)).toBe(true);
  });
});

describe('which releases can be previewed', () => {
  const refusedInOneLine = async (args, message) => {
    const result = await preview(...args);
    expect(result.code).toBe(1);
    expect(result.output.trim()).toBe(message);
    expect(site.live().previewKey).toBeUndefined();
  };

  it('not one the guard halted here', async () => {
    const collector = createServer((_, response) => {
      const release = (version, figures) => ({
        app: 'mfe-owner',
        version,
        pageViews: figures.views,
        sampledPageViews: figures.views,
        errors: figures.errors,
        loadFailures: 0,
        gateRefusals: 0,
      });
      const releases = [release('1.1.0', { views: 24, errors: 24 }), release('1.0.0', { views: 96, errors: 1 })];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ releases }));
    });
    await new Promise((resolve) => collector.listen(0, '127.0.0.1', resolve));
    try {
      expect((await site.run('promote', 'mfe-owner', '1.1.0', '--canary', '20')).code).toBe(0);
      const collectorUrl = `http://127.0.0.1:${collector.address().port}`;
      const guard = await site.run('releases', 'guard', '--once', '--collector', collectorUrl, '--min-views', '20');
      expect(lastLine(guard.output)).toMatch(/^halted the canary of mfe-owner 1\.1\.0/);
    } finally {
      collector.close();
    }
    const halt = JSON.parse(readFileSync(site.history, 'utf8')).entries.at(-1);
    await refusedInOneLine(
      ['mfe-owner', '1.1.0'],
      `refused: the guard halted mfe-owner 1.1.0 in production (#2: ${halt.reason}); a halted release cannot be previewed`,
    );
    // Another version of the same app, and the same version of another app, are not halted.
    expect((await preview('mfe-owner', '1.2.0')).code).toBe(0);
    expect((await preview('mfe-public', '1.1.0')).code).toBe(0);
  });

  it('not one retired from the releases folder, nor one never released', async () => {
    expect((await site.run('promote', 'mfe-owner', '1.1.0')).code).toBe(0);
    expect((await site.run('promote', 'mfe-owner', '1.2.0')).code).toBe(0);
    rmSync(path.join(site.releases, 'mfe-owner', '1.0.0'), { recursive: true });
    await refusedInOneLine(
      ['mfe-owner', '1.0.0'],
      'refused: mfe-owner 1.0.0 is retired (no longer in the releases folder): it cannot be previewed',
    );
    await refusedInOneLine(
      ['mfe-owner', '9.9.9'],
      'refused: mfe-owner 9.9.9 is not in the releases folder (never released, or retired): it cannot be previewed',
    );
  });

  it('not one the gate refuses: a preview takes no --force', async () => {
    writeRelease(site.releases, 'mfe-owner', '1.3.0', {
      change: (manifest) => ({ ...manifest, shared: manifest.shared.filter((item) => item.name !== 'jotai') }),
    });
    const refused = await preview('mfe-owner', '1.3.0');
    expect(refused.code).toBe(1);
    expect(lastLine(refused.output)).toBe('refused: the gate refused mfe-owner 1.3.0');
    const forced = await preview('mfe-owner', '1.3.0', '--force');
    expect(forced.code).toBe(1);
    expect(forced.output.trim()).toBe('preview does not take --force');
    expect(site.live().previewKey).toBeUndefined();
  });

  it('not one whose files on the CDN are not what was released', async () => {
    writeFileSync(path.join(site.releases, 'mfe-owner', '1.1.0', 'remoteEntry.js'), 'tampered');
    const result = await preview('mfe-owner', '1.1.0');
    expect(result.code).toBe(1);
    expect(lastLine(result.output)).toMatch(/^refused: mfe-owner 1\.1\.0 on the CDN is not what was released/);
  });
});

describe('an environment of an environments file (production)', () => {
  let environments;
  let privateKeyFile;
  /** The environments file; `previewKey`: the key's path (relative to the file), none when undefined. */
  function describeEnvironments(previewKey) {
    environments = path.join(site.dir, 'environments.json');
    privateKeyFile = path.join(site.dir, 'keys', 'production-preview.pem');
    const production = { site: SITE, config: site.config, shellRoot: site.shell };
    writeFileSync(
      environments,
      JSON.stringify({
        cdn: site.cdn,
        environments: { production: previewKey === undefined ? production : { ...production, previewKey } },
      }),
    );
  }
  const run = (...args) => site.run('preview', 'mfe-owner', '1.1.0', '--environments', environments, ...args);
  function createKey() {
    mkdirSync(path.dirname(privateKeyFile), { recursive: true });
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(privateKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    return publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  }

  it('signs with the key the file names, once the operator has put its public key into the config', async () => {
    describeEnvironments('keys/production-preview.pem');
    const before = readFileSync(site.config, 'utf8');
    const missing = await run();
    expect(missing.code).toBe(1);
    expect(lastLine(missing.output)).toBe(
      `refused: production's previewKey ${privateKeyFile} does not exist (create it: openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out ${privateKeyFile} && chmod 600 ${privateKeyFile})`,
    );
    const publicKey = createKey();

    // The config has no previewKey: the value to put there, and nothing written.
    const unset = await run();
    expect(unset.code).toBe(1);
    expect(lastLine(unset.output)).toBe(
      `refused: the live runtime-config.json of production has no previewKey: put "previewKey": "${publicKey}", "previewEnvironment": "production" into ${site.config}, then run this again (links signed with another key stop working)`,
    );
    expect(readFileSync(site.config, 'utf8')).toBe(before);

    // Another key's: refused too.
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    const otherKey = other.export({ type: 'spki', format: 'der' }).toString('base64');
    writeFileSync(
      site.config,
      JSON.stringify({ ...site.live(), previewKey: otherKey, previewEnvironment: 'production' }),
    );
    expect(lastLine((await run()).output)).toMatch(
      new RegExp(
        `^refused: the live runtime-config.json of production does not carry the public key of ${privateKeyFile}: put "previewKey": "${publicKey.replace(/[+/]/g, '\\$&')}"`,
      ),
    );

    // The operator puts the printed value in: the link verifies with it.
    writeFileSync(
      site.config,
      JSON.stringify({ ...site.live(), previewKey: publicKey, previewEnvironment: 'production' }),
    );
    const signed = await run();
    expect(signed.code, signed.output).toBe(0);
    expect(verifiedByNode(linkOf(signed.output), site.live())).toBe(true);
    expect(existsSync(keyFile())).toBe(false);
  });

  it('refuses, in one line, an environment whose entry names no previewKey', async () => {
    describeEnvironments(undefined);
    const result = await run();
    expect(result.code).toBe(1);
    expect(lastLine(result.output)).toBe(
      'refused: the environments file names no previewKey for production (the PEM file of its preview private key, ECDSA P-256)',
    );
  });
});
