// The site is served by nginx with the deploy/ configuration (tools/serve-builds.ts): these are
// the production headers, caching, compression, CORS and error handling, checked on the wire.

import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '../../deploy/render-nginx.ts';
import { deployRuntimeConfig, SHELL_OVERLAY } from '../../tools/serve-builds.ts';
import { expect, test } from './support/fixtures';
import { ADMIN_ORIGIN, CDN_ORIGIN, OWNER_ORIGIN, PUBLIC_ORIGIN, SITE_ORIGIN } from './support/ports';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request: the path goes on the wire exactly as written (no URL normalisation). */
function get(origin: string, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path: rawPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const liveConfig = () => JSON.parse(readFileSync(path.join(SHELL_OVERLAY, 'runtime-config.json'), 'utf8'));
const withoutNonce = (policy: unknown) => String(policy).replace(/'nonce-[0-9a-f]{32}'/, "'nonce-$request_id'");
const EVERY_RESPONSE = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
const DOCUMENT = {
  ...EVERY_RESPONSE,
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-cache',
};

test("the shell's documents carry the full CSP from runtime-config.json and the security headers", async () => {
  for (const page of ['/', '/QRUSED0001', '/admin', '/vehicle-details/v1/all-activities', '/no/such/page']) {
    const answer = await get(SITE_ORIGIN, page);
    expect(answer.status, page).toBe(200);
    expect(answer.headers, page).toMatchObject(DOCUMENT);
    expect(withoutNonce(answer.headers['content-security-policy']), page).toBe(contentSecurityPolicy(liveConfig()));
  }
});

test('no violation reports are sent anywhere unless the deployment names a reportUri (off by default)', async () => {
  const answer = await get(SITE_ORIGIN, '/QRUSED0001');
  expect(answer.headers['reporting-endpoints']).toBeUndefined();
  expect(answer.headers['content-security-policy']).not.toMatch(/report-(uri|to)/);
});

test('a runtime-config.json the shell would refuse is never deployed: the renderer names the key, nothing changes', async () => {
  const before = readFileSync(path.join(SHELL_OVERLAY, 'runtime-config.json'), 'utf8');
  const policy = (await get(SITE_ORIGIN, '/')).headers['content-security-policy'];
  const config = JSON.parse(before);
  for (const [remotes, problem] of [
    [{ mfe_extra: 'https://attacker.example/mf-manifest.json' }, 'remotes.mfe_extra: is not a known key'],
    [{ mfe_owner: 'http://cdn.example.in/mf-manifest.json' }, 'remotes.mfe_owner: must be an https URL'],
  ] as const) {
    await expect(deployRuntimeConfig({ ...config, remotes: { ...config.remotes, ...remotes } })).rejects.toThrow(
      problem,
    );
  }
  expect(readFileSync(path.join(SHELL_OVERLAY, 'runtime-config.json'), 'utf8')).toBe(before);
  expect(withoutNonce((await get(SITE_ORIGIN, '/')).headers['content-security-policy'])).toBe(withoutNonce(policy));
});

test('every document gets its own style nonce, in the CSP and in the page', async () => {
  const nonces = await Promise.all(
    [1, 2].map(async () => {
      const answer = await get(SITE_ORIGIN, '/QRUSED0001');
      const inHeader = String(answer.headers['content-security-policy']).match(/'nonce-([0-9a-f]{32})'/)?.[1];
      expect(answer.body).toContain(`<meta name="csp-nonce" content="${inHeader}">`);
      // The document's own stylesheet, written into it, carries the same nonce.
      expect(answer.body).toContain(`<style nonce="${inHeader}">:root{`);
      return inHeader;
    }),
  );
  expect(nonces[0]).not.toBe(nonces[1]);
  const byName = await get(SITE_ORIGIN, '/index.html');
  expect(byName.body).not.toContain('__CSP_NONCE__');
});

test("a remote's files carry nosniff and CORS for the site's origin only", async () => {
  const fromSite = await get(PUBLIC_ORIGIN, '/remoteEntry.js', { Origin: SITE_ORIGIN });
  expect(fromSite.status).toBe(200);
  expect(fromSite.headers).toMatchObject({ ...EVERY_RESPONSE, 'access-control-allow-origin': SITE_ORIGIN });
  const fromElsewhere = await get(PUBLIC_ORIGIN, '/remoteEntry.js', { Origin: 'https://evil.example' });
  expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
});

test('hashed files are cached for a year; the files that name other files are revalidated', async () => {
  const manifest = JSON.parse((await get(PUBLIC_ORIGIN, '/mf-manifest.json')).body);
  const chunk = manifest.exposes[0].assets.js.sync[0];
  expect((await get(PUBLIC_ORIGIN, `/${chunk}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const [origin, file] of [
    [SITE_ORIGIN, '/'],
    [SITE_ORIGIN, '/runtime-config.json'],
    [PUBLIC_ORIGIN, '/mf-manifest.json'],
    [PUBLIC_ORIGIN, '/remoteEntry.js'],
  ] as const) {
    expect((await get(origin, file)).headers['cache-control'], file).toBe('no-cache');
  }
});

test('text is sent with brotli where the browser takes it, else gzip', async () => {
  const brotli = await get(PUBLIC_ORIGIN, '/remoteEntry.js', { 'Accept-Encoding': 'gzip, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  const gzip = await get(PUBLIC_ORIGIN, '/remoteEntry.js', { 'Accept-Encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const document = await get(SITE_ORIGIN, '/QRUSED0001', { 'Accept-Encoding': 'br' });
  expect(document.headers['content-encoding']).toBe('br');
});

// shared-ui/platform/build/compile-hints-plugin.mjs: the shell's entry and the shared libraries compile while they download.
test("the shell's entry and shared libraries start with V8's compile hint; a remote's page does not", async () => {
  const document = (await get(SITE_ORIGIN, '/QRUSED0001')).body;
  const entry = document.match(/<script defer fetchpriority="high" src="(\/main\.[0-9a-f]+\.js)"/)?.[1];
  const libraries = document.match(/href="(\/startup-libraries\.[0-9a-f]+\.js)"/)?.[1];
  const manifest = JSON.parse((await get(PUBLIC_ORIGIN, '/mf-manifest.json')).body);
  const page = manifest.exposes[0].assets.js.sync[0];
  expect([entry, libraries]).toEqual([expect.any(String), expect.any(String)]);
  for (const file of [entry, libraries]) {
    expect((await get(SITE_ORIGIN, String(file))).body.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }
  expect((await get(PUBLIC_ORIGIN, `/${page}`)).body).not.toContain('allFunctionsCalledOnLoad');
});

test('the web app manifest goes out with its own type', async () => {
  const manifest = await get(SITE_ORIGIN, '/manifest.webmanifest');
  expect(manifest.status).toBe(200);
  expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers).toMatchObject(EVERY_RESPONSE);
});

test('a missing hashed file is a 404 that no cache keeps, on every origin', async () => {
  for (const origin of [SITE_ORIGIN, PUBLIC_ORIGIN, OWNER_ORIGIN, ADMIN_ORIGIN, CDN_ORIGIN]) {
    const answer = await get(origin, '/nope.0123456789.js');
    expect(answer.status, origin).toBe(404);
    expect(answer.headers['cache-control'], origin).toBe('no-cache');
  }
});

test('dot-paths are 404 on every origin, never the app or a file', async () => {
  for (const origin of [SITE_ORIGIN, PUBLIC_ORIGIN, CDN_ORIGIN]) {
    for (const dotPath of ['/.git/config', '/.env', '/.DS_Store', '/assets/.hidden']) {
      const answer = await get(origin, dotPath);
      expect(answer.status, `${origin}${dotPath}`).toBe(404);
      expect(answer.body, `${origin}${dotPath}`).not.toContain('<div id="root">');
      expect(answer.headers, `${origin}${dotPath}`).toMatchObject(EVERY_RESPONSE);
    }
  }
});

test("Cross-Origin-Resource-Policy: the shell's files for its own pages, the remotes' for the same site", async () => {
  expect((await get(SITE_ORIGIN, '/')).headers['cross-origin-resource-policy']).toBe('same-origin');
  expect((await get(SITE_ORIGIN, '/favicon.svg')).headers['cross-origin-resource-policy']).toBe('same-origin');
  for (const origin of [PUBLIC_ORIGIN, OWNER_ORIGIN, ADMIN_ORIGIN]) {
    expect((await get(origin, '/remoteEntry.js')).headers['cross-origin-resource-policy'], origin).toBe('same-site');
  }
});

test('production builds carry no development runtime-config.json (nor compressed copies)', () => {
  for (const app of ['shell', 'mfe-public', 'mfe-owner', 'mfe-admin']) {
    const files = readdirSync(path.join(ROOT, app, 'dist'));
    expect(
      files.filter((file) => file.startsWith('runtime-config.json')),
      app,
    ).toEqual([]);
  }
});

test('only the shell falls back to the app; a missing file is a 404 with the headers', async () => {
  const shellMissing = await get(SITE_ORIGIN, '/missing.0123456789.js');
  expect(shellMissing.status).toBe(404);
  expect(shellMissing.headers).toMatchObject(EVERY_RESPONSE);
  const remotePage = await get(PUBLIC_ORIGIN, '/QRUSED0001');
  expect(remotePage.status).toBe(404);
  expect(remotePage.headers).toMatchObject(EVERY_RESPONSE);
});

test('a malformed URL gets a 400 with the headers, and the site keeps being served', async ({ page }) => {
  const malformed = await get(SITE_ORIGIN, '/%E0%A4%A');
  expect(malformed.status).toBe(400);
  expect(malformed.headers).toMatchObject(EVERY_RESPONSE);
  expect((await get(PUBLIC_ORIGIN, '/%')).status).toBe(400);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
});
