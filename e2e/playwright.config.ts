import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from 'shared-ui/build/chromium.mjs';

const API_PORT = Number(process.env.API_PORT ?? 4000);
const SITE_PORT = Number(process.env.SERVE_PORT_BASE ?? 5000);
const reuse = !process.env.CI;
const RELEASES_DIR = path.join(import.meta.dirname, '..', '.serve', String(SITE_PORT), 'releases');

export default defineConfig({
  testDir: './specs',
  // SHOTS=1 runs the screenshot walks (*.shots.ts, PNGs for visual review) instead of the checks.
  testMatch: process.env.SHOTS ? '**/*.shots.ts' : '**/*.spec.ts',
  // Per serve port, so parallel runs on other ports never delete each other's artifacts.
  outputDir: `test-results/${SITE_PORT}`,
  // One in-memory API behind every test: tests reset it and run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${SITE_PORT}` }]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium-phone' }],
  webServer: [
    {
      command: 'node ../tools/api/main.ts',
      url: `http://localhost:${API_PORT}/__dev/outbox`,
      reuseExistingServer: reuse,
      env: { API_PORT: String(API_PORT) },
    },
    {
      command: 'node ../tools/serve.mjs --fresh',
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: reuse,
      env: {
        SERVE_TURNSTILE: 'cloudflare',
        SERVE_PORT_BASE: String(SITE_PORT),
        API_PORT: String(API_PORT),
        // The suite's releases (release.spec.ts) stay out of the developer's releases/ folder.
        RELEASES_DIR: RELEASES_DIR,
      },
    },
  ],
});
