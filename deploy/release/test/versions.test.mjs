import { describe, expect, it } from 'vitest';
import { compareVersions } from '../releases.mjs';

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
