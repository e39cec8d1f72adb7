// The shell's promote killed at each step of its transaction (crash-points.mjs): the next command finds the
// site consistent, the served index.html always the one of the shell the history records, and every file
// it names in place.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeSite } from './fake-site.mjs';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** A shell release as `pnpm release shell` leaves it: index.html naming its hashed entry, the manifest, the record. */
function writeShellRelease(releases, shellManifest, version) {
  const folder = path.join(releases, 'shell', version);
  mkdirSync(folder, { recursive: true });
  const entry = `main.${sha256(version).slice(0, 8)}.js`;
  const files = {
    [entry]: `/* shell ${version} */`,
    'mf-manifest.json': JSON.stringify({
      ...shellManifest,
      metaData: { ...shellManifest.metaData, buildInfo: { buildVersion: version } },
    }),
    'index.html': `<!doctype html><title>${version}</title><script src="/${entry}"></script>`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  const record = {
    app: 'shell',
    version,
    commit: sha256(version).slice(0, 40),
    builtAt: new Date().toISOString(),
    gate: 'passed',
    checks: 'passed',
    files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, sha256(text)])),
  };
  writeFileSync(path.join(folder, 'release.json'), JSON.stringify(record));
}

let site;
let environments;
beforeEach(async () => {
  site = await fakeSite();
  writeFileSync(path.join(site.shell, 'index.html'), '<!doctype html><title>build</title>');
  const shellManifest = JSON.parse(readFileSync(path.join(site.shell, 'mf-manifest.json'), 'utf8'));
  for (const version of ['2.0.0', '2.1.0']) writeShellRelease(site.releases, shellManifest, version);
  environments = path.join(site.dir, 'environments.json');
  writeFileSync(
    environments,
    JSON.stringify({ cdn: site.cdn, environments: { production: { config: site.config, shellRoot: site.shell } } }),
  );
});
afterEach(() => site.close());

const run = (env, ...args) => site.runWith(env, ...args, '--environments', environments);
const served = () => readFileSync(path.join(site.shell, 'index.html'), 'utf8');
const recordedShell = () =>
  JSON.parse(readFileSync(site.history, 'utf8'))
    .entries.filter((entry) => entry.app === 'shell')
    .at(-1)?.version ?? null;

describe("the shell's promote killed at each step", () => {
  it.each([
    ['journal', null],
    ['history', '2.0.0'],
    ['shell-documents', '2.0.0'],
    ['config', '2.0.0'],
  ])('killed at %s: the next command leaves index.html the recorded shell (%s)', async (point, recorded) => {
    const killed = await run({ QR_TEST_CRASH_AT: point }, 'promote', 'shell', '2.0.0');
    expect(killed.signal, killed.output).toBe('SIGKILL');
    const next = await run({}, 'promote', 'mfe-owner', '1.1.0');
    expect(next.code, next.output).toBe(0);
    expect(recordedShell()).toBe(recorded);
    expect(served()).toContain(`<title>${recorded ?? 'build'}</title>`);
    const named = /src="\/([^"]+)"/.exec(served())?.[1];
    if (named) expect(existsSync(path.join(site.shell, named))).toBe(true);
    // Recorded but maybe not all published: its documents are put in place again (harmless when they were).
    expect(next.output.includes('completed the interrupted switch')).toBe(recorded !== null);
    // And the shell goes on: the next shell release promotes as usual.
    const after = await run({}, 'promote', 'shell', '2.1.0');
    expect(after.code, after.output).toBe(0);
    expect(served()).toContain('<title>2.1.0</title>');
  });
});

describe("the shell's releases are signed like the remotes'", () => {
  it('with the deploy API key configured, an unsigned shell release is refused and a signed one promoted', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const keyFile = path.join(site.dir, 'signing-key.pub');
    writeFileSync(keyFile, publicKey.export({ type: 'spki', format: 'pem' }));
    const signed = { QR_RELEASE_PUBLIC_KEY: keyFile };
    const refused = await run(signed, 'promote', 'shell', '2.0.0');
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe("refused: shell 2.0.0's release.json is not signed by this site's deploy API");
    const folder = path.join(site.releases, 'shell', '2.0.0');
    const signature = sign(null, readFileSync(path.join(folder, 'release.json')), privateKey).toString('base64');
    writeFileSync(path.join(folder, 'release.sig'), signature);
    const promoted = await run(signed, 'promote', 'shell', '2.0.0');
    expect(promoted.code, promoted.output).toBe(0);
    expect(served()).toContain('<title>2.0.0</title>');
  });
});
