import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSiteConfig } from '../nginx-site.mjs';
import { siteConfig } from './site-config.fixture';

describe('writeSiteConfig', () => {
  it('refuses a runtime-config.json the shell would refuse, naming the file and the key, before nginx starts or reloads', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qr-nginx-'));
    const config = {
      ...siteConfig,
      remotes: { ...siteConfig.remotes, mfe_extra: 'https://attacker.example/mf-manifest.json' },
    };
    writeFileSync(path.join(dir, 'runtime-config.json'), JSON.stringify(config));
    const shell = { port: 1, listen: ['127.0.0.1:1'], serverName: 'localhost', root: dir, runtimeConfigDir: dir };
    expect(() =>
      writeSiteConfig(path.join(dir, 'nginx'), { siteOrigin: 'http://localhost:1', shell, remotes: [] }),
    ).toThrow(
      `${path.join(dir, 'runtime-config.json')}: runtime-config.json is refused: remotes.mfe_extra: is not a known key`,
    );
  });
});
