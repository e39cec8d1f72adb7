// Which files deploy/ treats as content-addressed: the shell deploy never rewrites them, retention may
// delete them, and nginx sends them with a year's immutable caching. Builds name them with 8 hex digits of
// their hash (shared-ui/platform/build/rspack-app.mjs); builds from before that used 10, and are still served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HASHED_FILE } from '../shell-deploy.mjs';

const HASHED = ['main.35deb55a.js', 'main.35deb55a.js.br', 'bootstrap.1180a25a.css.gz', 'main.4990b4cca9.js'];
const NAMED = [
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'runtime-config.json',
  'favicon.svg',
  'icon-192.png',
];

/** The immutable-caching pattern of deploy/nginx/http.conf.template, matched against a URI as nginx does. */
function nginxImmutable() {
  const template = readFileSync(path.join(import.meta.dirname, '../../nginx/http.conf.template'), 'utf8');
  const line = template.split('\n').find((text) => text.includes('immutable'));
  const pattern = line?.match(/"~(.+?)" "public, max-age=31536000, immutable"/)?.[1];
  if (!pattern) throw new Error('no immutable rule in http.conf.template');
  const regex = new RegExp(pattern);
  return (uri) => regex.test(`200 /${uri}`);
}

describe('content-addressed files', () => {
  it('are the files with 8 or 10 hex digits before the extension, compressed copies included', () => {
    for (const file of HASHED) expect(HASHED_FILE.test(file), file).toBe(true);
    for (const file of [...NAMED, 'main.35deb55.js', 'main.35deb55a0.js'])
      expect(HASHED_FILE.test(file), file).toBe(false);
  });

  it('are cached for a year by nginx, and nothing else is', () => {
    const immutable = nginxImmutable();
    for (const file of ['main.35deb55a.js', 'main.4990b4cca9.js', 'bootstrap.1180a25a.css'])
      expect(immutable(file), file).toBe(true);
    for (const file of NAMED.filter((name) => !name.endsWith('.png') && !name.endsWith('.svg')))
      expect(immutable(file), file).toBe(false);
  });
});
