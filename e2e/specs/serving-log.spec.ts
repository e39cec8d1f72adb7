// nginx's error log stays quiet under ordinary traffic: a short load of documents, scripts, stylesheets,
// images and 404s on every origin writes no warning (a warn line per request once filled 38,635 lines in
// an 8 s load run and hid the lines that matter). The log is the one tools/nginx.mjs writes in its prefix.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NGINX_PREFIX } from '../../tools/serve-builds.ts';
import { expect, test } from './support/fixtures';
import { OWNER_ORIGIN, PUBLIC_ORIGIN, SITE_ORIGIN } from './support/ports';

const ERROR_LOG = path.join(NGINX_PREFIX, 'error.log');
const ROUNDS = 40;

/** The same-origin files a document names (scripts, stylesheets, icons, the manifest). */
async function filesOf(origin: string, page: string): Promise<string[]> {
  const html = await (await fetch(new URL(page, origin))).text();
  const named = [...html.matchAll(/(?:src|href)="(\/[^"/][^"]*)"/g)].map((match) => match[1] as string);
  return [...new Set(named)];
}

/** A remote's manifest and the files it names, on its own origin. */
async function remoteFiles(origin: string): Promise<string[]> {
  const manifest = await (await fetch(new URL('/mf-manifest.json', origin))).json();
  const assets = JSON.stringify(manifest).match(/"[^"]+\.(?:js|css)"/g) ?? [];
  return ['/mf-manifest.json', ...assets.slice(0, 8).map((asset) => `/${JSON.parse(asset).replace(/^\.?\//, '')}`)];
}

test('a few hundred mixed requests on every origin write no warning to the error log', async () => {
  const documents = ['/', '/QRUSED0001', '/admin', '/privacy', '/no/such/page'];
  const siteFiles = [
    ...(await filesOf(SITE_ORIGIN, '/')),
    '/favicon.svg',
    '/og-image.png',
    '/icon-192.png',
    '/manifest.webmanifest',
    '/runtime-config.json',
  ];
  const missing = ['/main.0123456789.js', '/nope.css', '/missing.png', '/.env', '/%E0%A4%A'];
  const requests = [
    ...[...documents, ...siteFiles, ...missing].map((file) => new URL(file, SITE_ORIGIN).href),
    ...(await remoteFiles(PUBLIC_ORIGIN)).map((file) => new URL(file, PUBLIC_ORIGIN).href),
    ...(await remoteFiles(OWNER_ORIGIN)).map((file) => new URL(file, OWNER_ORIGIN).href),
    `${PUBLIC_ORIGIN}/missing.0123456789.js`,
  ];
  expect(siteFiles.some((file) => file.endsWith('.js'))).toBe(true);
  expect(siteFiles.some((file) => file.endsWith('.css'))).toBe(true);
  const from = existsSync(ERROR_LOG) ? statSync(ERROR_LOG).size : 0;

  const statuses = new Set<number>();
  for (let round = 0; round < ROUNDS; round++) {
    const answers = await Promise.all(
      requests.map((url) =>
        fetch(url, { headers: { 'accept-encoding': round % 2 ? 'br' : 'gzip', 'accept-language': 'hi;q=0, en' } }),
      ),
    );
    for (const answer of answers) {
      statuses.add(answer.status);
      await answer.arrayBuffer();
    }
  }
  expect(requests.length * ROUNDS).toBeGreaterThan(300);
  expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 404]));

  const written = existsSync(ERROR_LOG) ? readFileSync(ERROR_LOG).subarray(from).toString() : '';
  const noisy = written.split('\n').filter((line) => /\[(warn|error|crit|alert|emerg)\]/.test(line));
  expect(noisy.slice(0, 5), `${noisy.length} lines in ${ERROR_LOG}`).toEqual([]);
});
