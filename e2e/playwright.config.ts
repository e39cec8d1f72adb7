import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@qr/platform/build/chromium.mjs';

const API_PORT = Number(process.env.API_PORT ?? 4000);
const SITE_PORT = Number(process.env.SERVE_PORT_BASE ?? 5000);
const reuse = !process.env.CI;

/**
 * Each worker has its own site and API (the API holds state that tests reset): worker n uses the ports
 * above moved by n * SLOT_PORT_STEP, clear of every port a run derives from its base (up to base + 305).
 * E2E_WORKERS sets how many; by default two where the machine has two cores or more.
 */
const SLOT_PORT_STEP = 100;
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));
const slots = Array.from({ length: WORKERS }, (_, slot) => ({
  api: API_PORT + slot * SLOT_PORT_STEP,
  site: SITE_PORT + slot * SLOT_PORT_STEP,
}));

/**
 * Ports Chromium refuses to load from (net::ERR_UNSAFE_PORT; its list, from 4000 up): a worker whose site
 * derived one of them (5060 was spec e's spare port for a second worker 50 ports up) would fail for no
 * reason a test could show.
 */
const UNSAFE_PORTS = new Set([4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);
/** The ports a run derives from its site's base: apps, CDN, staging, collector, deploy API, spare, bundled, release-switching's. */
const SITE_PORT_OFFSETS = [0, 1, 2, 3, 4, 5, 6, 7, 10, 20, 300, 301, 302, 303, 304, 305];
for (const { api, site } of slots) {
  const unsafe = [api, ...SITE_PORT_OFFSETS.map((offset) => site + offset)].filter((port) => UNSAFE_PORTS.has(port));
  if (unsafe.length) {
    throw new Error(
      `SERVE_PORT_BASE ${SITE_PORT} and API_PORT ${API_PORT} with ${WORKERS} workers use ${unsafe.join(', ')}, which Chromium refuses: choose other ports`,
    );
  }
}

// This file is loaded again in every worker, before its specs: there the worker's slot becomes the ports
// that the specs and the tools they import read from the environment.
const workerSlot = slots[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
if (!workerSlot)
  throw new Error(`no ports for worker ${process.env.TEST_PARALLEL_INDEX}: set E2E_WORKERS, not --workers`);
if (process.env.TEST_PARALLEL_INDEX !== undefined) {
  process.env.API_PORT = String(workerSlot.api);
  process.env.SERVE_PORT_BASE = String(workerSlot.site);
}

const releasesDir = (site: number) => path.join(import.meta.dirname, '..', '.serve', String(site), 'releases');

/** A slot's API, then its site (`pnpm serve`: nginx on the site's ports, with the builds in dist/). */
function slotServers({ api, site }: { api: number; site: number }) {
  const apiEnv: Record<string, string> = { API_PORT: String(api) };
  const siteEnv: Record<string, string> = {
    SERVE_TURNSTILE: 'cloudflare',
    SERVE_PORT_BASE: String(site),
    API_PORT: String(api),
    // The suite's releases (release.spec.ts) stay out of the developer's releases/ folder.
    RELEASES_DIR: releasesDir(site),
  };
  return [
    {
      command: 'node ../tools/api/main.ts',
      url: `http://localhost:${api}/__dev/outbox`,
      reuseExistingServer: reuse,
      env: apiEnv,
    },
    {
      command: 'node ../tools/serve.mjs --fresh',
      url: `http://localhost:${site}/`,
      reuseExistingServer: reuse,
      env: siteEnv,
    },
  ];
}

export default defineConfig({
  testDir: './specs',
  // SHOTS=1 runs the screenshot walks (*.shots.ts, PNGs for visual review) instead of the checks;
  // BUNDLED_BASELINE=1 the bench's check of its bundled baseline (*.bench.ts, which only the bench builds).
  testMatch: process.env.SHOTS ? '**/*.shots.ts' : process.env.BUNDLED_BASELINE ? '**/*.bench.ts' : '**/*.spec.ts',
  // Per serve port, so parallel runs on other ports never delete each other's artifacts.
  outputDir: `test-results/${SITE_PORT}`,
  // A spec file runs in one worker, its tests one at a time, each against its worker's own API and site.
  workers: WORKERS,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // Bounds for a hang, not for speed: every test waits on the state it asserts. Three loaded fresh-clone runs
  // side by side (a load average of 45-50 on 2 cores) took an admin list past 7 s and three axe walks past 30 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['./retried-reporter.ts']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${SITE_PORT}` }]],
  use: {
    baseURL: `http://localhost:${workerSlot.site}`,
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: chromiumLaunchOptions,
    // Recording a trace costs every test time; in CI only a retried test records one (E2E_TRACE overrides).
    trace:
      (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | 'on-first-retry' | undefined) ??
      (process.env.CI ? 'on-first-retry' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium-phone' }],
  webServer: slots.flatMap(slotServers),
});
