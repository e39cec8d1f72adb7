// Canary rollouts as a team and the guard run them: real CLI processes against a fake site (fake-site.mjs)
// and a fake health collector answering GET /v1/health with figures the test sets.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replay, sameSite, stateOfConfig } from '../site-history.mjs';
import { fakeSite, writeRelease } from './fake-site.mjs';

let site;
let collector;
/** What the fake collector answers: releases by version for mfe-owner, and the queries it was asked. */
let health;
let asked;

beforeEach(async () => {
  site = await fakeSite();
  health = {};
  asked = [];
  collector = createServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    asked.push(Object.fromEntries(url.searchParams));
    if (health.status) return response.writeHead(health.status).end('down');
    const releases = Object.entries(health.releases ?? {}).map(([version, figures]) => ({
      app: 'mfe-owner',
      version,
      pageViews: 0,
      sampledPageViews: 0,
      errors: 0,
      loadFailures: 0,
      gateRefusals: 0,
      ...figures,
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ releases }));
  });
  await new Promise((resolve) => collector.listen(0, '127.0.0.1', resolve));
});
afterEach(() => {
  site.close();
  collector.close();
});

const collectorUrl = () => `http://127.0.0.1:${collector.address().port}`;
const readHistory = () => JSON.parse(readFileSync(site.history, 'utf8'));
const release = (version) => `${site.cdn}mfe-owner/${version}/mf-manifest.json`;
const oneLine = (output) => output.trim().split('\n').at(-1);
const guard = (...args) =>
  site.run('releases', 'guard', '--once', '--collector', collectorUrl(), '--min-views', '20', ...args);
const views = (pageViews, more = {}) => ({ pageViews, sampledPageViews: pageViews, ...more });

describe('a canary rollout', () => {
  it('starts at a share, keeps the stable release, and is one history entry that replays to the live config', async () => {
    const result = await site.run('promote', 'mfe-owner', '1.1.0', '--canary', '10', '--reason', 'new bills');
    expect(result.code, result.output).toBe(0);
    expect(oneLine(result.output)).toMatch(
      /^started a canary of mfe-owner 1\.1\.0 to 10% of production's visitors, stable 1\.0\.0 \(#1 by test, gate passed\)$/,
    );
    expect(site.live().remotes.mfe_owner).toBe(release('1.0.0'));
    expect(site.live().canaries).toEqual({ mfe_owner: { url: release('1.1.0'), version: '1.1.0', share: 10 } });
    expect(readHistory().entries[0]).toMatchObject({
      action: 'canary',
      app: 'mfe-owner',
      share: 10,
      reason: 'new bills',
    });
    expect(sameSite(replay(readHistory()), stateOfConfig(site.live()))).toBe(true);
  });

  it('is verified on the CDN and gated like a promote, and --dry-run changes nothing', async () => {
    writeFileSync(`${site.releases}/mfe-owner/1.1.0/remoteEntry.js`, 'tampered');
    const tampered = await site.run('promote', 'mfe-owner', '1.1.0', '--canary', '10');
    expect(tampered.code).toBe(1);
    expect(oneLine(tampered.output)).toMatch(/on the CDN is not what was released/);
    const before = readFileSync(site.config, 'utf8');
    const dry = await site.run('promote', 'mfe-owner', '1.2.0', '--canary', '10', '--dry-run');
    expect(oneLine(dry.output)).toBe(
      "dry run: would start mfe-owner 1.2.0 to 10% of production's visitors (gate passed); nothing changed",
    );
    expect(readFileSync(site.config, 'utf8')).toBe(before);
  });

  it('refuses a canary that declares other pages than the stable release', async () => {
    writeRelease(site.releases, 'mfe-owner', '1.3.0', {
      change: (manifest) => ({
        ...manifest,
        metaData: {
          ...manifest.metaData,
          routes: [{ path: '/account/settings', expose: 'S', access: 'owner', title: 'S' }],
        },
      }),
    });
    // --force: the fake shell claims no paths, so the gate refuses the route first.
    const result = await site.run('promote', 'mfe-owner', '1.3.0', '--canary', '10', '--force');
    expect(result.code).toBe(1);
    expect(oneLine(result.output)).toContain("a canary cannot change the site's pages: promote it without --canary");
  });

  it('moves by hand to a larger share, finishes with a promote of its version, and rollback then returns to the old stable', async () => {
    expect((await site.run('promote', 'mfe-owner', '1.1.0', '--canary', '10')).code).toBe(0);
    const moved = await site.run('promote', 'mfe-owner', '1.1.0', '--canary', '50');
    expect(oneLine(moved.output)).toMatch(/^moved the canary of mfe-owner 1\.1\.0 to 50%/);
    const other = await site.run('promote', 'mfe-owner', '1.2.0');
    expect(other.code).toBe(1);
    expect(oneLine(other.output)).toBe(
      'mfe-owner 1.1.0 is in a canary at 50% in production: finish it (pnpm promote mfe-owner 1.1.0) or end it (pnpm rollback mfe-owner) first',
    );
    const finished = await site.run('promote', 'mfe-owner', '--finish');
    expect(oneLine(finished.output)).toMatch(/^promoted mfe-owner 1\.0\.0 -> 1\.1\.0 \(finished its canary at 50%\)/);
    expect(site.live().remotes.mfe_owner).toBe(release('1.1.0'));
    expect(site.live().canaries).toBeUndefined();
    expect((await site.run('rollback', 'mfe-owner')).code).toBe(0);
    expect(site.live().remotes.mfe_owner).toBe(release('1.0.0'));
  });

  it('ends at once with pnpm rollback: every visitor back on the stable release', async () => {
    expect((await site.run('promote', 'mfe-owner', '1.1.0', '--canary', '25')).code).toBe(0);
    const ended = await site.run('rollback', 'mfe-owner', '--reason', 'support calls');
    expect(oneLine(ended.output)).toMatch(
      /^ended the canary of mfe-owner 1\.1\.0 \(25%\) in production: every visitor on 1\.0\.0 \(#2 by test\)$/,
    );
    expect(site.live().canaries).toBeUndefined();
    expect(site.live().remotes.mfe_owner).toBe(release('1.0.0'));
    // Not a switch of the stable release: nothing of it is left to undo.
    expect(oneLine((await site.run('rollback', 'mfe-owner')).output)).toMatch(/has no switch to roll back/);
  });

  it.each([
    [['--canary', '0'], '--canary takes a share of visitors from 1 to 99 (percent), not "0"'],
    [['--canary', '100'], '--canary takes a share of visitors from 1 to 99 (percent), not "100"'],
    [['--steps', '10,5,100', '--every', '1m'], '--steps takes increasing percentages ending at 100'],
    [['--steps', '10,25,50'], '--steps takes increasing percentages ending at 100'],
    [['--steps', '10,25,100'], '--steps needs --every <duration> (e.g. --every 10m)'],
    [['--canary', '5', '--steps', '10,100', '--every', '1m'], 'disagree: the first step is the canary'],
    [['--steps', '10,100', '--every', '10 minutes'], '--every takes a duration like 30s, 10m, 1h or 1d'],
  ])('refuses %j in one line', async (flags, message) => {
    const result = await site.run('promote', 'mfe-owner', '1.1.0', ...flags);
    expect(result.code).toBe(1);
    expect(result.output.trim().split('\n')).toHaveLength(1);
    expect(result.output).toContain(message);
    expect(site.live().canaries).toBeUndefined();
  });
});

describe('the guard', () => {
  const startRollout = async (...flags) => {
    const result = await site.run('promote', 'mfe-owner', '1.1.0', ...flags);
    expect(result.code, result.output).toBe(0);
  };

  it('waits for its minimum sample before judging', async () => {
    await startRollout('--canary', '20');
    health.releases = { '1.1.0': views(19, { errors: 19 }), '1.0.0': views(80) };
    const result = await guard();
    expect(result.code).toBe(0);
    expect(oneLine(result.output)).toBe(
      'guard: mfe-owner 1.1.0 at 20% in production: waiting, 19 of the 20 page views needed to judge it',
    );
    expect(site.live().canaries.mfe_owner.share).toBe(20);
  });

  it('rolls back a canary whose error rate is worse than stable, names itself and the figures, and halts the version', async () => {
    await startRollout('--canary', '20');
    health.releases = { '1.1.0': views(24, { errors: 24 }), '1.0.0': views(96, { errors: 1 }) };
    const result = await guard();
    expect(result.code, result.output).toBe(0);
    expect(oneLine(result.output)).toMatch(
      /^halted the canary of mfe-owner 1\.1\.0 \(20%\) in production: every visitor on 1\.0\.0 \(#2 by guard, halted\)$/,
    );
    expect(site.live().canaries).toBeUndefined();
    const entry = readHistory().entries.at(-1);
    expect(entry).toMatchObject({ action: 'rollback', canary: true, actor: 'guard', halted: true, version: '1.1.0' });
    expect(entry.reason).toMatch(
      /^error rate 100\.0% \(24 of 24 page views\) against 1\.0% \(1 of 96\) for stable 1\.0\.0: z = \d+\.\d+ > 1\.64/,
    );
    // Halted: not promoted again without --force.
    for (const flags of [[], ['--canary', '10']]) {
      const again = await site.run('promote', 'mfe-owner', '1.1.0', ...flags);
      expect(again.code).toBe(1);
      expect(oneLine(again.output)).toMatch(
        /^refused: the guard halted mfe-owner 1\.1\.0 in production \(#2: error rate/,
      );
    }
    expect((await site.run('promote', 'mfe-owner', '1.1.0', '--canary', '10', '--force')).code).toBe(0);
  });

  it('rolls back on the load-failure rate too, and not for a difference within the margin', async () => {
    await startRollout('--canary', '20');
    health.releases = { '1.1.0': views(200, { errors: 3 }), '1.0.0': views(800, { errors: 10 }) };
    expect(oneLine((await guard()).output)).toMatch(/waiting, healthy: errors 3/);
    health.releases = { '1.1.0': views(200, { loadFailures: 30 }), '1.0.0': views(800, { loadFailures: 2 }) };
    const result = await guard();
    expect(readHistory().entries.at(-1).reason).toMatch(/^load-failure rate 15\.0% \(30 of 200 page views\)/);
    expect(result.code).toBe(0);
  });

  it('advances a healthy rollout step by step once its time has passed and enough views were seen, then finishes it', async () => {
    await startRollout('--steps', '10,50,100', '--every', '1s');
    health.releases = { '1.1.0': views(40), '1.0.0': views(400) };
    // The share after each look (the first look may already be past the first step's time on a slow machine).
    const shares = [site.live().canaries.mfe_owner.share];
    for (let look = 0; look < 40 && site.live().canaries; look++) {
      await guard();
      shares.push(site.live().canaries?.mfe_owner.share ?? 100);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...new Set(shares)]).toEqual([10, 50, 100]);
    expect(site.live().remotes.mfe_owner).toBe(release('1.1.0'));
    const entries = readHistory().entries;
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['canary', 'test'],
      ['advance', 'guard'],
      ['promote', 'guard'],
    ]);
    expect(entries.at(-1)).toMatchObject({ finishes: 50 });
  });

  it('does nothing and says so when it cannot read health data', async () => {
    await startRollout('--canary', '20');
    health.status = 503;
    const result = await guard();
    expect(result.code).toBe(1);
    expect(oneLine(result.output)).toBe(
      `guard: mfe-owner 1.1.0 in production: cannot read health data from ${collectorUrl()} (HTTP 503); nothing changed`,
    );
    expect(site.live().canaries.mfe_owner.share).toBe(20);
  });

  it('two guards at once: one rollback, the other finds nothing to do', async () => {
    await startRollout('--canary', '20');
    health.releases = { '1.1.0': views(30, { errors: 30 }), '1.0.0': views(100) };
    const results = await Promise.all([guard(), guard()]);
    expect(results.map((result) => result.code)).toEqual([0, 0]);
    const rollbacks = readHistory().entries.filter((entry) => entry.action === 'rollback');
    expect(rollbacks).toHaveLength(1);
    expect(sameSite(replay(readHistory()), stateOfConfig(site.live()))).toBe(true);
  });

  it('asks the collector for the environment and the rollout since it started', async () => {
    await startRollout('--canary', '20');
    await guard();
    expect(asked[0]).toMatchObject({ env: 'production', app: 'mfe-owner', since: readHistory().entries[0].at });
  });
});

describe('the other commands see the canary', () => {
  it('releases lists its share, history names each step, verify checks its files, prune keeps it', async () => {
    expect(
      (await site.run('promote', 'mfe-owner', '1.1.0', '--canary', '10', '--steps', '10,100', '--every', '1h')).code,
    ).toBe(0);
    expect((await site.run('promote', 'mfe-owner', '1.1.0', '--canary', '30')).code).toBe(0);
    const list = await site.run('releases', 'mfe-owner');
    expect(list.output).toContain('mfe-owner: live in production 1.0.0 + canary 1.1.0 at 30%');
    expect(list.output).toMatch(/\* 1\.1\.0 .*live: production \(canary 30%\)/);
    const history = await site.run('releases', 'history');
    expect(history.output).toMatch(/#1 .* test: canary mfe-owner 1\.0\.0 \+ canary 1\.1\.0 \(share 10%, steps 10,100/);
    expect(history.output).toMatch(/#2 .* test: advance mfe-owner 1\.1\.0: canary to 30% \(share 30%/);
    writeFileSync(`${site.releases}/mfe-owner/1.1.0/remoteEntry.js`, 'tampered');
    const verify = await site.run('releases', 'verify');
    expect(verify.code).toBe(1);
    expect(verify.output).toMatch(/✗ {2}mfe-owner 1\.1\.0: remoteEntry\.js: changed/);
    const prune = await site.run('releases', 'prune', 'mfe-owner', '--keep', '0', '--days', '0');
    expect(prune.output).toMatch(/1\.1\.0.*in a canary in production/);
  });
});

describe('pnpm releases health', () => {
  it('shows the canary beside the stable release, each figure with its count, and one line without data', async () => {
    await site.run('promote', 'mfe-owner', '1.1.0', '--canary', '10');
    health.releases = {
      '1.0.0': views(900, {
        errors: 9,
        lcp: { p75: 1840, count: 850 },
        inp: { p75: 120, count: 300 },
        cls: { p75: 0.02, count: 800 },
      }),
      '1.1.0': views(100, { errors: 5 }),
    };
    const result = await site.run('releases', 'health', 'mfe-owner', '--collector', collectorUrl(), '--since', '1h');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(
      /stable 1\.0\.0 +900 page views \(900 sampled\) {2}errors 1\.00% \(9\) .* LCP p75 1,840 ms \(n 850\)/,
    );
    expect(result.output).toMatch(/canary 1\.1\.0 10% +100 page views \(100 sampled\) {2}errors 5\.00% \(5\)/);
    health.releases = {};
    const empty = await site.run('releases', 'health', '--collector', collectorUrl());
    expect(oneLine(empty.output)).toBe('production: not enough data yet to judge any release');
  });
});
