// Canary releases end to end: real releases of mfe-owner, the real release CLI and guard, the served site
// with its health collector, and visitors as browser contexts each with its own id (a fixed one per
// visitor, so the split is the real bucketing and the test is deterministic). docs/releasing.md, "Canary
// releases and health".
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { canaryBucket } from '@qr/runtime/canary-bucket';
import { copyRemote } from '../../deploy/remote-copy.ts';
import { deployRuntimeConfig } from '../../tools/serve-builds.ts';
import { ASHA, USED } from './owner/owner-helpers';
import { tokenFor } from './support/api';
import { expect, test } from './support/fixtures';
import { CONFIG, cli, HISTORY, releasedManifestUrl, replacing } from './support/releases';

const BASE = Number(process.env.SERVE_PORT_BASE ?? 5000);
const COLLECTOR = `http://localhost:${BASE + 6}`;
const DETAILS = `/vehicle-details/${USED.uid}`;
const UNAVAILABLE = 'This part of the site is not available right now';

type SiteConfig = { remotes: Record<string, string>; canaries?: Record<string, { share: number; version: string }> };
const live = (): SiteConfig => JSON.parse(readFileSync(CONFIG, 'utf8'));
const history = () => JSON.parse(readFileSync(HISTORY, 'utf8')).entries as Record<string, unknown>[];

let original: SiteConfig;
let token: string;

test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000);

test.beforeAll(async ({ playwright }) => {
  original = live();
  const request = await playwright.request.newContext();
  token = await tokenFor(request, ASHA);
  await request.dispose();
  // Reports go to the site's own collector (pnpm serve), every page view sampled.
  await deployRuntimeConfig({
    ...original,
    telemetry: { url: `${COLLECTOR}/v1/logs`, sampleRate: 1, environment: 'production' },
  });
});

test.afterAll(async () => {
  if (live().canaries) cli('rollback', 'mfe-owner', '--reason', 'e2e cleanup');
  await deployRuntimeConfig({ ...live(), remotes: original.remotes, telemetry: undefined } as SiteConfig);
});

/** The collector's figures for a version of mfe-owner since `since`. */
async function figures(version: string, since: string) {
  const url = `${COLLECTOR}/v1/health?env=production&app=mfe-owner&since=${encodeURIComponent(since)}`;
  const body = (await (await fetch(url)).json()) as {
    releases: { version: string; sampledPageViews: number; errors: number }[];
  };
  return body.releases.find((item) => item.version === version) ?? { sampledPageViews: 0, errors: 0 };
}

/** A visitor: its own browser context with a fixed id, signed in as the owner. */
async function visitor(browser: Browser, id: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ({ visitorId, session }) => {
      localStorage.setItem('qr-visitor', visitorId);
      if (session) localStorage.setItem('authToken', session);
    },
    { visitorId: id, session: token },
  );
  return context;
}

/**
 * Opens `path` as the visitor, waits for the page or its fallback, and leaves it (pagehide sends the
 * reports). Returns which release of mfe-owner it loaded, and its context (closed by the caller once the
 * collector counted the report: closing it at once could cut the beacon short) or its open page (`keepOpen`).
 */
async function visit(browser: Browser, id: string, path: string, keepOpen = false) {
  const context = await visitor(browser, id);
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (request) => {
    const match = /\/mfe-owner\/([^/]+)\/mf-manifest\.json/.exec(request.url());
    if (match?.[1]) loaded.push(match[1]);
  });
  // The reports start once the page is usable and send its page view at once: the visitor leaves once the
  // collector has answered it (a page left sooner would still send it, but a test cannot see that beacon).
  const pageViewSent = page.waitForResponse(
    (response) => response.url() === `${COLLECTOR}/v1/logs` && response.request().method() === 'POST',
  );
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  expect((await pageViewSent).status()).toBe(200);
  const version = loaded[0] ?? 'stable';
  if (keepOpen) return { version, page, context };
  await page.goto('about:blank');
  return { version, page: null, context };
}

/**
 * Waits (on the collector's state, bounded) until it has counted `views` page views of `version`, then
 * closes the visitors' contexts that sent them.
 */
async function reported(version: string, since: string, views: number, contexts: BrowserContext[]) {
  // A bound for a hang only: at a load average of 45, two of 23 reports took longer than 30 s to be counted.
  await expect
    .poll(async () => (await figures(version, since)).sampledPageViews, { timeout: 120_000 })
    .toBeGreaterThanOrEqual(views);
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}-${index}`);

test('a healthy canary of mfe-owner at 10% advances through its steps to 100% on its own', async ({ browser }) => {
  const version = '7.1.0';
  releasedManifestUrl('mfe-owner', version);
  // The history is the site's, kept across a retry of this test: its steps are the ones after this start.
  const startedAt = new Date().toISOString();
  const started = cli('promote', 'mfe-owner', version, '--canary', '10', '--steps', '10,25,50,100', '--every', '1s');
  expect(started.code, started.output).toBe(0);
  const since = new Date(Date.now() - 60_000).toISOString();
  const visitors = ids('healthy', 24);
  let canaryViews = 0;
  const left: BrowserContext[] = [];
  for (let round = 0; round < 8 && live().canaries; round++) {
    const share = live().canaries?.mfe_owner?.share ?? 100;
    for (const id of visitors) {
      // Only the visitors inside the share load the canary: visit just enough of each kind.
      if (canaryBucket(id, 'mfe-owner', version) >= share) continue;
      const seen = await visit(browser, id, '/admin');
      left.push(seen.context);
      expect(seen.version).toBe(version);
      canaryViews++;
    }
    await reported(version, since, canaryViews, left);
    const look = cli('releases', 'guard', '--once', '--min-views', '2');
    expect(look.code, look.output).toBe(0);
  }
  expect(live().canaries).toBeUndefined();
  expect(live().remotes.mfe_owner).toContain(`/mfe-owner/${version}/`);
  const steps = history()
    .filter((entry) => entry.actor === 'guard' && String(entry.at) >= startedAt)
    .map((entry) => [entry.action, entry.share ?? 100]);
  expect(steps).toEqual([
    ['advance', 25],
    ['advance', 50],
    ['promote', 100],
  ]);
  // Back to the served build for the next test.
  expect(cli('rollback', 'mfe-owner', '--reason', 'e2e: back to the build').code).toBe(0);
});

test('a canary whose vehicle-details page throws is rolled back by the guard after its minimum sample', async ({
  browser,
}) => {
  const version = '7.2.0';
  const broken = copyRemote('mfe-owner', {
    edit: replacing(
      'src/pages/vehicle-details-page.tsx',
      'function VehicleDetails() {',
      "function VehicleDetails() {\n    throw new Error('defect of 7.2.0');",
    ),
  });
  releasedManifestUrl('mfe-owner', version, broken);
  const started = cli('promote', 'mfe-owner', version, '--canary', '20', '--reason', 'e2e: a defect');
  expect(started.code, started.output).toBe(0);
  const since = new Date(Date.now() - 60_000).toISOString();
  const startedAt = Date.now();
  const MIN = 8;

  const seen: { id: string; version: string }[] = [];
  const visitors = ids('visitor', 60);
  // The first visitor on the canary keeps its tab open, to try again after the rollback.
  const keepOpen = visitors.find((id) => canaryBucket(id, 'mfe-owner', version) < 20);
  let openTab: Awaited<ReturnType<typeof visit>> | null = null;
  const left: BrowserContext[] = [];
  let rolledBackAfter = -1;
  for (let first = 0; first < visitors.length; first += 10) {
    // Ten visitors, two at a time; then the guard looks, as a scheduler would.
    const batch = visitors.slice(first, first + 10);
    for (let pair = 0; pair < batch.length; pair += 2) {
      const results = await Promise.all(
        batch
          .slice(pair, pair + 2)
          .map(async (id) => ({ id, ...(await visit(browser, id, DETAILS, id === keepOpen)) })),
      );
      for (const result of results) {
        seen.push({ id: result.id, version: result.version });
        if (result.page) openTab = result;
        else left.push(result.context);
      }
    }
    const canaryViews = seen.filter((item) => item.version === version && item.id !== keepOpen).length;
    await reported(version, since, canaryViews, left);
    const look = cli('releases', 'guard', '--once', '--min-views', String(MIN));
    expect(look.code, look.output).toBe(0);
    if (canaryViews < MIN) expect(look.output).toMatch(/waiting, \d+ of the 8 page views needed to judge it/);
    if (!live().canaries) {
      rolledBackAfter = seen.length;
      break;
    }
  }
  expect(rolledBackAfter, 'the guard rolled the canary back').toBeGreaterThan(0);
  const before = seen.slice(0, rolledBackAfter);
  const share = before.filter((item) => item.version === version).length / before.length;
  expect(Math.abs(share - 0.2), `share of visitors on the canary: ${share}`).toBeLessThanOrEqual(0.1);
  test.info().annotations.push({
    type: 'measured',
    description: `canary share ${(share * 100).toFixed(1)}% of ${before.length} visitors; rolled back after visitor ${rolledBackAfter}, ${((Date.now() - startedAt) / 1000).toFixed(1)} s after the canary started`,
  });
  // After the rollback, nobody loads the canary: not even the visitors its share would have taken.
  const wouldHaveTaken = visitors
    .slice(rolledBackAfter)
    .filter((id) => canaryBucket(id, 'mfe-owner', version) < 20)
    .slice(0, 3);
  expect(wouldHaveTaken.length).toBeGreaterThan(0);
  for (const id of wouldHaveTaken) {
    const after = await visit(browser, id, DETAILS);
    expect(after.version, id).not.toBe(version);
    await after.context.close();
  }

  const entry = history().at(-1) as Record<string, unknown>;
  expect(entry).toMatchObject({ action: 'rollback', canary: true, actor: 'guard', halted: true, version });
  expect(String(entry.reason)).toMatch(/^error rate 100\.0% \(\d+ of \d+ page views\) against 0\.0%/);
  const refused = cli('promote', 'mfe-owner', version);
  expect(refused.output).toMatch(/refused: the guard halted mfe-owner 7\.2\.0 in production/);

  // The open tab on the canary recovers with Try Again, without a reload, on the stable release.
  expect(openTab?.version).toBe(version);
  const tab = openTab?.page as Page;
  await expect(tab.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  await tab.getByRole('button', { name: 'Try Again' }).click();
  await expect(tab.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0, { timeout: 20_000 });
  await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await openTab?.context?.close();
});
