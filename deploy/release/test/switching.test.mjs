// The release tools' switching as operators run it: real CLI processes against a fake site (see
// fake-site.mjs), including many at once, damaged files and a CDN that lies.
import { cpSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replay, sameSite, stateOfConfig } from '../site-history.mjs';
import { fakeSite, writeRelease } from './fake-site.mjs';

let site;
beforeEach(async () => {
  site = await fakeSite();
});
afterEach(() => site.close());

const readHistory = () => JSON.parse(readFileSync(site.history, 'utf8'));
const liveUrl = (container) => site.live().remotes[container];
const release = (app, version) => `${site.cdn}${app}/${version}/mf-manifest.json`;
/** Writes the live config with one remote at `url`, as an interrupted switch or an operator's hand edit leaves it. */
const writeLiveRemote = (container, url) => {
  const config = site.live();
  writeFileSync(site.config, JSON.stringify({ ...config, remotes: { ...config.remotes, [container]: url } }));
};
const oneLine = (output) => output.trim().split('\n').at(-1);

describe('concurrent switches', () => {
  it('serialises every promote and rollback: each that exited 0 is in the history in order, which replays to the live config', async () => {
    const apps = ['mfe-public', 'mfe-owner', 'mfe-admin'];
    const commands = [];
    for (let round = 0; round < 4; round++) {
      for (const app of apps) {
        commands.push(['promote', app, round % 2 ? '1.1.0' : '1.2.0', '--reason', `round ${round}`]);
        commands.push(['rollback', app]);
      }
    }
    const results = await Promise.all(commands.map((args) => site.run(...args)));
    const history = readHistory();
    const revs = history.entries.map((entry) => entry.rev);
    expect(revs).toEqual(revs.map((_, index) => index + 1));
    const succeeded = results.filter((result) => result.code === 0);
    expect(succeeded.length).toBe(history.entries.length);
    for (const result of succeeded) {
      const rev = Number(/\(#(\d+) by/.exec(result.output)?.[1]);
      const entry = history.entries[rev - 1];
      expect(entry, result.output).toBeDefined();
      expect(result.output).toContain(`${entry.action === 'promote' ? 'promoted' : 'rolled back'} ${entry.app}`);
    }
    for (const result of results.filter((item) => item.code !== 0)) {
      expect(result.output).not.toMatch(/\n\s+at /); // no stack
      expect(oneLine(result.output)).toMatch(/nothing to switch|no switch to roll back/);
    }
    expect(sameSite(replay(history), stateOfConfig(site.live()))).toBe(true);
    // Each app is live at the last switch of it in the history.
    for (const app of apps) {
      const last = history.entries.filter((entry) => entry.app === app).at(-1);
      if (last) expect(liveUrl(app.replace('-', '_'))).toBe(last.to);
    }
    // 24 release processes at once: a timeout for a hang, not for a 2-core machine busy with other work.
  }, 180_000);
});

describe('damaged files and a lying CDN change nothing', () => {
  it('refuses to switch when the history is truncated, leaving the live config as it was', async () => {
    expect((await site.run('promote', 'mfe-owner', '1.1.0')).code).toBe(0);
    const before = readFileSync(site.config, 'utf8');
    truncateSync(site.history, 40);
    const result = await site.run('promote', 'mfe-owner', '1.2.0');
    expect(result.code).toBe(1);
    expect(oneLine(result.output)).toMatch(
      /runtime-config\.history\.json is damaged \(.*\): nothing changed; its copy is .*\.bak/,
    );
    expect(result.output.trim().split('\n')).toHaveLength(1);
    expect(readFileSync(site.config, 'utf8')).toBe(before);
  });

  it('refuses a damaged runtime-config.json', async () => {
    writeFileSync(site.config, '{"remotes": {');
    const result = await site.run('promote', 'mfe-owner', '1.1.0');
    expect(result.code).toBe(1);
    expect(result.output.trim()).toMatch(/runtime-config\.json is damaged \(.*\): nothing changed$/);
  });

  it('refuses a CDN that does not have the release, and switches nothing', async () => {
    const result = await site.run('promote', 'mfe-owner', '1.1.0', '--cdn', 'http://127.0.0.1:9/');
    expect(result.code).toBe(1);
    expect(oneLine(result.output)).toMatch(
      /^not reachable: http:\/\/127\.0\.0\.1:9\/mfe-owner\/1\.1\.0\/mf-manifest\.json could not be fetched/,
    );
    expect(liveUrl('mfe_owner')).toBe(release('mfe-owner', '1.0.0'));
  });

  it('refuses a release whose files on the CDN were changed after it was released', async () => {
    const chunk = path.join(site.releases, 'mfe-owner', '1.1.0', 'remoteEntry.js');
    writeFileSync(chunk, 'alert("tampered")');
    for (const command of [
      ['promote', 'mfe-owner', '1.1.0'],
      ['compat', 'mfe-owner', '1.1.0'],
    ]) {
      const result = await site.run(...command);
      expect(result.code).toBe(1);
      expect(oneLine(result.output)).toMatch(
        /(on the CDN is not what was released|was changed after its release): remoteEntry\.js: changed \(sha256/,
      );
    }
    expect(liveUrl('mfe_owner')).toBe(release('mfe-owner', '1.0.0'));
  });

  it('pnpm releases verify notices a live release changed on the CDN after it went live', async () => {
    expect((await site.run('promote', 'mfe-owner', '1.1.0')).code).toBe(0);
    const sound = await site.run('releases', 'verify');
    expect(sound.code, sound.output).toBe(0);
    expect(oneLine(sound.output)).toBe('production: every live release is on the CDN as it was released');
    writeFileSync(path.join(site.releases, 'mfe-owner', '1.1.0', 'remoteEntry.js'), 'alert("tampered")');
    const tampered = await site.run('releases', 'verify');
    expect(tampered.code).toBe(1);
    expect(tampered.output).toMatch(/✗ {2}mfe-owner 1\.1\.0: remoteEntry\.js: changed \(sha256/);
    expect(oneLine(tampered.output)).toBe('production: 1 problem(s) with the live releases on the CDN');
  });

  it('completes a switch killed after its history entry; a kill before it or after the config leaves it consistent', async () => {
    const outcomes = {};
    for (const [point, version] of [
      ['journal', '1.1.0'],
      ['history', '1.2.0'],
      ['config', '1.1.0'],
    ]) {
      const killed = await site.runWith({ QR_TEST_CRASH_AT: point }, 'promote', 'mfe-owner', version);
      expect(killed.signal, killed.output).toBe('SIGKILL');
      const next = await site.run('promote', 'mfe-admin', version === '1.1.0' ? '1.2.0' : '1.1.0');
      expect(next.code, next.output).toBe(0);
      outcomes[point] = {
        completed: next.output.includes('completed the interrupted switch'),
        live: liveUrl('mfe_owner'),
      };
      expect(sameSite(replay(readHistory()), stateOfConfig(site.live()))).toBe(true);
      expect(existsSync(site.history.replace('history.json', 'journal.json'))).toBe(false);
    }
    expect(outcomes).toEqual({
      journal: { completed: false, live: release('mfe-owner', '1.0.0') }, // never recorded: nothing happened
      history: { completed: true, live: release('mfe-owner', '1.2.0') }, // recorded: completed
      config: { completed: false, live: release('mfe-owner', '1.1.0') }, // landed: only the journal was left
    });
  });

  it("keeps an operator's hand revert: it is a hand change to adopt, never an interrupted switch to redo", async () => {
    expect((await site.run('promote', 'mfe-owner', '1.1.0')).code).toBe(0);
    // An emergency: runtime-config.json edited back to the previous release.
    writeLiveRemote('mfe_owner', release('mfe-owner', '1.0.0'));
    const refused = await site.run('promote', 'mfe-admin', '1.1.0');
    expect(refused.code).toBe(1);
    expect(oneLine(refused.output)).toMatch(
      /differs from its history \(changed by hand\?\).*'pnpm releases adopt --env production --reason \.\.\.' accepts the live file$/,
    );
    expect(liveUrl('mfe_owner')).toBe(release('mfe-owner', '1.0.0'));
  });

  it('adopt verifies and gates what the hand-made config points at, like a promote', async () => {
    expect((await site.run('promote', 'mfe-admin', '1.1.0')).code).toBe(0);
    writeLiveRemote('mfe_owner', 'http://127.0.0.1:9/mfe-owner/9.9.9/mf-manifest.json');
    const unreachable = await site.run('releases', 'adopt', '--reason', 'by hand');
    expect(unreachable.code).toBe(1);
    expect(oneLine(unreachable.output)).toMatch(
      /^not reachable: http:\/\/127\.0\.0\.1:9\/mfe-owner\/9\.9\.9\/mf-manifest\.json/,
    );
    writeRelease(site.releases, 'mfe-owner', '0.9.0', {
      change: (manifest) => ({ ...manifest, shared: manifest.shared.filter((item) => item.name !== 'react') }),
    });
    writeLiveRemote('mfe_owner', release('mfe-owner', '0.9.0'));
    const misfit = await site.run('releases', 'adopt', '--reason', 'by hand');
    expect(oneLine(misfit.output)).toBe('refused: the gate refused mfe-owner 0.9.0 (--force overrides the gate)');
    expect(readHistory().entries).toHaveLength(1);
    expect((await site.run('releases', 'adopt', '--reason', 'incident', '--force')).code).toBe(0);
    expect(readHistory().entries.at(-1)).toMatchObject({ action: 'adopt', reason: 'incident' });
  });

  it('refuses a config changed by hand until it is adopted', async () => {
    expect((await site.run('promote', 'mfe-owner', '1.1.0')).code).toBe(0);
    writeLiveRemote('mfe_public', release('mfe-public', '1.2.0'));
    const refused = await site.run('promote', 'mfe-admin', '1.1.0');
    expect(refused.code).toBe(1);
    expect(oneLine(refused.output)).toMatch(/differs from its history \(changed by hand\?\).*Nothing changed/);
    expect((await site.run('releases', 'adopt', '--reason', 'hotfix by hand')).code).toBe(0);
    expect((await site.run('promote', 'mfe-admin', '1.1.0')).code).toBe(0);
    expect(liveUrl('mfe_public')).toBe(release('mfe-public', '1.2.0'));
  });
});

describe('rollback', () => {
  it('is gated: returning to a release the gate refuses needs --force', async () => {
    writeRelease(site.releases, 'mfe-owner', '0.9.0', {
      change: (manifest) => ({ ...manifest, shared: manifest.shared.filter((item) => item.name !== 'react') }),
      gate: 'skipped (--no-gate)',
    });
    const refused = await site.run('rollback', 'mfe-owner', '--to', '0.9.0');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('react: the shell provides it as a singleton, the build does not share it');
    expect(oneLine(refused.output)).toBe('refused: the gate refused mfe-owner 0.9.0 (--force overrides the gate)');
    expect(liveUrl('mfe_owner')).toBe(release('mfe-owner', '1.0.0'));
    const forced = await site.run('rollback', 'mfe-owner', '--to', '0.9.0', '--force', '--reason', 'incident 42');
    expect(forced.code).toBe(0);
    expect(readHistory().entries.at(-1)).toMatchObject({
      action: 'rollback',
      version: '0.9.0',
      gate: 'forced',
      reason: 'incident 42',
      actor: 'test',
    });
  });

  it('--to goes to exactly that version; a plain rollback undoes the last switch in force', async () => {
    expect((await site.run('promote', 'mfe-owner', '1.2.0')).code).toBe(0);
    expect((await site.run('rollback', 'mfe-owner', '--to', '1.1.0')).code).toBe(0);
    expect(liveUrl('mfe_owner')).toBe(release('mfe-owner', '1.1.0'));
    expect((await site.run('rollback', 'mfe-owner')).code).toBe(0);
    expect(liveUrl('mfe_owner')).toBe(release('mfe-owner', '1.2.0'));
    expect((await site.run('rollback', 'mfe-owner')).code).toBe(0);
    expect(liveUrl('mfe_owner')).toBe(release('mfe-owner', '1.0.0'));
  });

  it('--dry-run prints what would change and the gate, and changes nothing', async () => {
    const before = readFileSync(site.config, 'utf8');
    for (const args of [
      ['promote', 'mfe-owner', '1.2.0', '--dry-run'],
      ['rollback', 'mfe-owner', '--to', '1.1.0', '--dry-run'],
    ]) {
      const result = await site.run(...args);
      expect(result.code).toBe(0);
      expect(result.output).toContain('PASSED: mfe-owner');
      expect(oneLine(result.output)).toMatch(
        /^dry run: would (promote|rollback) mfe-owner 1\.0\.0 -> 1\.[12]\.0 in production \(gate passed\); nothing changed$/,
      );
    }
    expect(readFileSync(site.config, 'utf8')).toBe(before);
  });
});

describe('the command line', () => {
  it.each([
    [
      ['rollback', 'mfe-owner', '1.0.0'],
      'rollback takes app, not "mfe-owner 1.0.0" (to return to a version: pnpm rollback mfe-owner --to 1.0.0)',
    ],
    [['promote', 'mfe-owner', '1.1.0', '--yes'], "promote: Unknown option '--yes'"],
    [['promote', 'mfe-owner', '1.1.0', '--to', '1.0.0'], 'promote does not take --to'],
    [['promote', 'mfe-ownr', '1.1.0'], '"mfe-ownr" is not an app: one of mfe-public, mfe-owner, mfe-admin, shell'],
    [['promote', 'mfe-owner', '1.1'], '"1.1" is not a release version (e.g. 1.4.0 or 1.4.0-rc.1)'],
    [['promote', 'mfe-owner', '7.0.0'], 'mfe-owner 7.0.0 has not been released'],
    [
      ['promote', 'mfe-owner'],
      'usage: pnpm promote mfe-owner <version> (or --from <environment>, or --finish to finish a canary)',
    ],
    [
      ['promote', 'mfe-owner', '01.0.0'],
      '"01.0.0" is not a release version (e.g. 1.4.0 or 1.4.0-rc.1): no leading zeros in semver',
    ],
    [['promote', 'mfe-owner', '1.0.0-rc.01'], '"1.0.0-rc.01" is not a release version'],
    [['rollback', 'mfe-owner', '--to', ''], '--to is missing (e.g. 1.4.0)'],
  ])('refuses %j in one line', async (args, message) => {
    const result = await site.run(...args);
    expect(result.code).toBe(1);
    expect(result.output.trim().split('\n')).toHaveLength(1);
    expect(result.output).toContain(message);
  });
});

describe('a remote moving to a new origin', () => {
  it("is refused until the site's CSP allows that origin, and then switched", async () => {
    const other = await fakeSite();
    cpSync(site.releases, other.releases, { recursive: true, force: true }); // the same releases, uploaded to a second CDN
    let policy = `default-src 'self'; script-src 'self' ${new URL(site.cdn).origin}; connect-src 'self' ${new URL(site.cdn).origin}`;
    const server = createServer((_, response) =>
      response.writeHead(200, { 'content-security-policy': policy }).end('<!doctype html>'),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const siteUrl = `http://127.0.0.1:${server.address().port}/`;
    try {
      // The other CDN holds the same releases (its own copies): the switch is to a new origin.
      const args = ['promote', 'mfe-owner', '1.1.0', '--cdn', other.cdn, '--site', siteUrl];
      const refused = await site.run(...args, '--env', 'production');
      expect(refused.code).toBe(1);
      expect(oneLine(refused.output)).toBe(
        `refused: the CSP of ${siteUrl} does not allow ${new URL(other.cdn).origin} yet; add it to allowRemoteOrigins, render and reload nginx (deploy/README.md), then switch`,
      );
      expect(liveUrl('mfe_owner')).toBe(release('mfe-owner', '1.0.0'));
      policy = policy.replaceAll("'self' ", `'self' ${new URL(other.cdn).origin} `);
      const allowed = await site.run(...args);
      expect(oneLine(allowed.output)).toMatch(/^promoted mfe-owner .* -> 1\.1\.0 in production/);
      expect(liveUrl('mfe_owner')).toBe(`${other.cdn}mfe-owner/1.1.0/mf-manifest.json`);
    } finally {
      server.close();
      other.close();
    }
  });
});
