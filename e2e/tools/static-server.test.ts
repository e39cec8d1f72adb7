import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, encodingFor, startStaticServer } from './static-server.mjs';

describe('cacheControlFor', () => {
  it('caches content-hashed assets forever and everything that names other files not at all', () => {
    expect(cacheControlFor('/dist/main.1a2b3c4d5e.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/435.24d01d52f7.css')).toBe('public, max-age=31536000, immutable');
    for (const file of ['index.html', 'mf-manifest.json', 'remoteEntry.js', 'runtime-config.json']) {
      expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache');
    }
  });
});

describe('startStaticServer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-root-'));
  const overlay = mkdtempSync(path.join(tmpdir(), 'static-overlay-'));
  const servers: Server[] = [];
  const url = (server: Server, pathname: string) =>
    `http://localhost:${(server.address() as AddressInfo).port}${pathname}`;

  beforeAll(async () => {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(root, 'runtime-config.json'), '{"from":"build"}');
    writeFileSync(path.join(overlay, 'runtime-config.json'), '{"from":"deployment"}');
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'app.0123456789.js'), 'console.log(1)');
    servers.push(await startStaticServer({ root, overlay, port: 0, spa: true }));
    servers.push(await startStaticServer({ root, port: 0, cors: true }));
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it('falls back to index.html for app routes (SPA) but not for missing files', async () => {
    const [spa] = servers as [Server];
    const page = await fetch(url(spa, '/vehicle-details/QRUSED0001'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect((await fetch(url(spa, '/missing.js'))).status).toBe(404);
  });

  it('serves the deployment overlay over the build and never caches it', async () => {
    const [spa] = servers as [Server];
    const config = await fetch(url(spa, '/runtime-config.json'));
    expect(await config.json()).toEqual({ from: 'deployment' });
    expect(config.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses, marks hashed files immutable and answers remotes with CORS', async () => {
    const [, remote] = servers as [Server, Server];
    const asset = await fetch(url(remote, '/assets/app.0123456789.js'), { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('prefers brotli where the client takes it, as a CDN does', async () => {
    const [, remote] = servers as [Server, Server];
    const asset = await fetch(url(remote, '/assets/app.0123456789.js'), {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toBe('console.log(1)');
    expect(encodingFor('/x/logo.png', 'br')).toBeNull();
  });

  it('never serves a file from outside the root', async () => {
    const [, remote] = servers as [Server, Server];
    const response = await fetch(url(remote, '/..%2f..%2f..%2fetc%2fpasswd'));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('root:');
  });
});
