// The retention rule: which releases `pnpm releases prune` lets go, and that --apply deletes only those.
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepReason } from '../retention.mjs';
import { fakeSite } from './fake-site.mjs';

const DAY = 24 * 60 * 60 * 1000;
const old = new Date(Date.now() - 90 * DAY).toISOString();

describe('keepReason', () => {
  const environment = { name: 'production', cdn: 'https://cdn.example.in/' };
  const url = (version) => `https://cdn.example.in/mfe-owner/${version}/mf-manifest.json`;
  const site = (liveVersion, entries = []) => ({
    environment,
    config: { remotes: { mfe_owner: url(liveVersion) } },
    history: { base: { remotes: {}, routes: [], shell: null }, entries },
  });
  const judge = (version, { newer = 5, sites = [site('2.0.0')], builtAt = old, now = Date.now() } = {}) =>
    keepReason({ app: 'mfe-owner', version, newer, builtAt, sites, keep: 3, days: 30, now });

  it('keeps the live release, the newest ones, and what a rollback returns to', () => {
    expect(judge('2.0.0')).toBe('live in production');
    expect(judge('1.9.0', { newer: 2 })).toBe('one of the 3 newest');
    const promoted = { rev: 1, app: 'mfe-owner', action: 'promote', from: url('1.5.0'), to: url('2.0.0'), at: old };
    expect(judge('1.5.0', { sites: [site('2.0.0', [promoted])] })).toBe('a rollback in production returns to it');
  });

  it('keeps a release live less than 30 days ago (open tabs may load its chunks), then lets it go', () => {
    const switchedAway = (at) => [
      { rev: 1, app: 'mfe-owner', action: 'promote', from: url('1.4.0'), to: url('2.0.0'), at },
      // After an adopt no rollback reaches 1.4.0: only its age keeps it.
      { rev: 2, action: 'adopt', remotes: {}, routes: [], at },
    ];
    const recent = new Date(Date.now() - 3 * DAY).toISOString();
    expect(judge('1.4.0', { sites: [site('2.0.0', switchedAway(recent))] })).toMatch(/^live less than 30 days ago/);
    expect(judge('1.4.0', { sites: [site('2.0.0', switchedAway(old))] })).toBeNull();
    expect(judge('1.0.0', { builtAt: recent })).toMatch(/^built less than 30 days ago/);
    expect(judge('1.0.0')).toBeNull();
  });
});

describe('pnpm releases prune', () => {
  let site;
  beforeEach(async () => {
    site = await fakeSite({ versions: ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0'] });
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0']) {
      const file = path.join(site.releases, 'mfe-owner', version, 'release.json');
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), builtAt: old }));
    }
    utimesSync(site.releases, new Date(), new Date());
  });
  afterEach(() => site.close());

  it('lists what may go without deleting it; --apply deletes exactly that', async () => {
    const dry = await site.run('releases', 'prune', 'mfe-owner');
    expect(dry.code, dry.output).toBe(0);
    expect(dry.output).toContain('keep    mfe-owner 1.0.0: live in production');
    expect(dry.output).toContain('keep    mfe-owner 1.5.0: one of the 3 newest');
    expect(dry.output).toContain('may go  mfe-owner 1.1.0');
    expect(dry.output.trim().split('\n').at(-1)).toBe(
      '2 item(s) may be deleted under the retention rule (keep 3, 30 days); --apply deletes them',
    );
    expect(existsSync(path.join(site.releases, 'mfe-owner', '1.1.0'))).toBe(true);
    const applied = await site.run('releases', 'prune', 'mfe-owner', '--apply');
    expect(applied.code).toBe(0);
    expect(existsSync(path.join(site.releases, 'mfe-owner', '1.1.0'))).toBe(false);
    expect(existsSync(path.join(site.releases, 'mfe-owner', '1.2.0'))).toBe(false);
    expect(existsSync(path.join(site.releases, 'mfe-owner', '1.0.0'))).toBe(true);
    expect(existsSync(path.join(site.releases, 'mfe-owner', '1.3.0'))).toBe(true);
    // A pruned version number is never released again, with other bytes under the same URL.
    const again = await site.run('release', 'mfe-owner', '1.1.0', '--allow-dirty', '--skip-checks');
    expect(again.code).toBe(1);
    expect(again.output.trim()).toBe(
      'mfe-owner 1.1.0 was released before and pruned: a version number is never used twice, give a new version',
    );
  });

  it('refuses, deleting nothing, when an environment it protects cannot be read', async () => {
    // Staging runs 1.1.0, and its history is damaged: a prune that skipped staging deleted 1.1.0.
    const staging = path.join(site.dir, 'staging');
    mkdirSync(staging);
    const live = JSON.parse(readFileSync(site.config, 'utf8'));
    live.remotes.mfe_owner = `${site.cdn}mfe-owner/1.1.0/mf-manifest.json`;
    writeFileSync(path.join(staging, 'runtime-config.json'), JSON.stringify(live));
    writeFileSync(path.join(staging, 'runtime-config.history.json'), '{"format": 2, "entr');
    const environments = path.join(site.dir, 'environments.json');
    const entry = (config) => ({ config, shellRoot: site.shell });
    writeFileSync(
      environments,
      JSON.stringify({
        cdn: site.cdn,
        environments: { production: entry(site.config), staging: entry(path.join(staging, 'runtime-config.json')) },
      }),
    );
    const pruneEverything = () =>
      site.run(
        'releases',
        'prune',
        'mfe-owner',
        '--keep',
        '0',
        '--days',
        '0',
        '--apply',
        '--environments',
        environments,
      );
    const result = await pruneEverything();
    expect(result.code).toBe(1);
    expect(result.output.trim().split('\n')).toHaveLength(1);
    expect(result.output).toMatch(
      /^refused: prune cannot read staging \(.*runtime-config\.history\.json is damaged.*\); nothing deleted/,
    );
    for (const version of ['1.0.0', '1.1.0', '1.2.0'])
      expect(existsSync(path.join(site.releases, 'mfe-owner', version))).toBe(true);
    // Repaired, the same prune keeps what staging runs.
    writeFileSync(path.join(staging, 'runtime-config.json'), JSON.stringify(live));
    writeFileSync(
      path.join(staging, 'runtime-config.history.json'),
      JSON.stringify({ format: 2, environment: 'staging', base: { remotes: live.remotes, routes: [] }, entries: [] }),
    );
    const repaired = await pruneEverything();
    expect(repaired.code, repaired.output).toBe(0);
    expect(repaired.output).toContain('keep    mfe-owner 1.1.0: live in staging');
    expect(existsSync(path.join(site.releases, 'mfe-owner', '1.1.0'))).toBe(true);
  });
});
