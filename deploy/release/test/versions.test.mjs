import { describe, expect, it } from 'vitest';
import { healthReport } from '../../telemetry/health.mjs';
import { compareVersions, isReleaseVersion } from '../releases.mjs';

describe('compareVersions', () => {
  it('orders releases by semver, not as text', () => {
    const versions = ['1.10.0', '1.9.0', '1.0.0', '1.0.0-rc.2', '1.0.0-rc.10', '2.0.0-beta', '0.9.12', '1.9.1'];
    expect([...versions].sort(compareVersions)).toEqual([
      '0.9.12',
      '1.0.0-rc.2',
      '1.0.0-rc.10',
      '1.0.0',
      '1.9.0',
      '1.9.1',
      '1.10.0',
      '2.0.0-beta',
    ]);
  });
});

describe('isReleaseVersion', () => {
  it('takes strict semver in its one spelling: no leading v or =, spaces, build metadata or leading zeros', () => {
    for (const version of ['1.4.0', '0.0.1', '1.4.0-rc.1', '2.0.0-beta', '1.0.0-0a']) {
      expect(isReleaseVersion(version), version).toBe(true);
    }
    for (const version of [
      'v1.4.0',
      '=1.4.0',
      ' 1.4.0',
      '1.4.0+build.5',
      '01.0.0',
      '1.0.0-rc.01',
      '1.4',
      'unreleased',
    ]) {
      expect(isReleaseVersion(version), version).toBe(false);
    }
  });
});

describe('the health report', () => {
  const row = (app, version) => ({
    app,
    version,
    weighted_page_views: 0,
    page_views: 0,
    uncaught: 0,
    rejection: 0,
    render: 0,
    load_failures: 0,
    gate_refusals: 0,
    lcp: new Map(),
    inp: new Map(),
    cls: new Map(),
  });

  it('lists each app by semver, then unreleased and (invalid)', () => {
    const versions = ['unreleased', '1.10.0', '(invalid)', '1.0.0', '1.9.0', '1.0.0-rc.1'];
    const report = healthReport({ environment: 'production', since: new Date(0) }, [
      ...versions.map((version) => row('mfe-owner', version)),
      row('mfe-admin', '2.0.0'),
    ]);
    expect(report.releases.map(({ app, version }) => `${app} ${version}`)).toEqual([
      'mfe-admin 2.0.0',
      'mfe-owner 1.0.0-rc.1',
      'mfe-owner 1.0.0',
      'mfe-owner 1.9.0',
      'mfe-owner 1.10.0',
      'mfe-owner (invalid)',
      'mfe-owner unreleased',
    ]);
  });
});
