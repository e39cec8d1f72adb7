// A remote run alone as its team runs it (`pnpm --filter mfe-owner start`, on a free port): a reload on a
// nested route loads the page's scripts and runtime-config.json from the dev server's root, the federation
// manifest names the server's origin, and Ctrl-C (SIGINT to the process group, as a terminal sends it)
// ends it quietly, with exit code 0, nothing left running and the port free.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './apps.mjs';

const REMOTE = 'mfe-owner';
const NESTED_ROUTE = '/vehicle-details/QRUSED0001';
/** A first compile takes a few seconds; a loaded shared machine may take many times that. */
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(address)));
    });
    server.on('error', reject);
  });
}

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe(`${REMOTE} run alone`, () => {
  let origin = '';
  let server: ChildProcess;
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const { NODE_ENV: _test, FORCE_COLOR: _color, ...environment } = process.env;
    // Its own process group, as a terminal's foreground job: pnpm, its script and the dev server.
    server = spawn('pnpm', ['--filter', REMOTE, 'start', '--port', String(port)], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...environment, NO_COLOR: '1' },
    });
    for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (output += chunk));
    await waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`the dev server exited with ${server.exitCode}:\n${output}`);
        return answers(`${origin}/mf-manifest.json`);
      },
      READY_TIMEOUT_MS,
      `the dev server did not answer on ${origin}`,
    );
  }, READY_TIMEOUT_MS + 10_000);

  afterAll(() => {
    if (server?.pid && groupAlive(server.pid)) process.kill(-server.pid, 'SIGKILL');
  });

  it('serves a reload of a nested route: its scripts and runtime-config.json from the server root', async () => {
    const pageUrl = `${origin}${NESTED_ROUTE}`;
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    // Relative URLs resolve against <base href> when the page has one, as in the browser.
    const base = new URL(html.match(/<base href="([^"]*)"/)?.[1] ?? '', pageUrl);
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => new URL(match[1] ?? '', base));
    expect(scripts.map((url) => url.href)).toEqual([`${origin}/main.js`]);
    for (const script of scripts) {
      const response = await fetch(script);
      expect(response.status, script.href).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
    }
    // shared-ui's runStandalone fetches it relative to document.baseURI.
    const config = await fetch(new URL('runtime-config.json', base));
    expect(config.status).toBe(200);
    expect(await config.json()).toHaveProperty('apiBaseUrl');
  });

  it("publishes its origin in mf-manifest.json, without the federation note on publicPath 'auto'", async () => {
    const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
    expect(manifest.metaData.publicPath).toBe(`${origin}/`);
    expect(output).not.toMatch(/publicPath='auto'/);
  });

  it(
    'stops quietly on Ctrl-C: exit code 0, no output, no process left, the port free',
    async () => {
      const pid = server.pid as number;
      const before = output.length;
      const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        server.once('exit', (code, signal) => resolve([code, signal])),
      );
      process.kill(-pid, 'SIGINT');
      const [code, signal] = await Promise.race([
        exited,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('still running after SIGINT')), STOP_TIMEOUT_MS),
        ),
      ]);
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      await waitFor(() => !groupAlive(pid), STOP_TIMEOUT_MS, 'a process of the group was still running');
      expect(await answers(`${origin}/mf-manifest.json`)).toBe(false);
      expect(output.slice(before).trim()).toBe('');
    },
    STOP_TIMEOUT_MS * 2 + 5_000,
  );
});
