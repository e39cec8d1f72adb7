// What an open tab and a tester see of the releases (deploy/release/): Try Again follows the live
// runtime-config.json, pages declared by a remote's release, and the preview of one release in one browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deployRuntimeConfig, SHELL_OVERLAY } from '../tools/serve-builds.mjs';
import { ASHA } from './owner/owner-helpers';
import { expect, test } from './support/fixtures';
import { CDN, releaseForTest } from './support/releases';

const CONFIG = path.join(SHELL_OVERLAY, 'runtime-config.json');
const UNAVAILABLE = 'This part of the site is not available right now';
const UPDATING = 'This part of the site is being updated. Please try again in a few minutes.';
const CONNECTION = 'Check your internet connection, then try again.';

interface SiteConfig {
  remotes: Record<'mfe_public' | 'mfe_owner' | 'mfe_admin', string>;
  [key: string]: unknown;
}

let original: SiteConfig;

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(() => {
  original = JSON.parse(readFileSync(CONFIG, 'utf8'));
});

test.afterAll(async () => {
  await deployRuntimeConfig(original);
});

const withOwnerAt = (url: string): SiteConfig => ({ ...original, remotes: { ...original.remotes, mfe_owner: url } });

/** Marks the document, so that a later check can tell it was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('Try Again follows the live site: a bad release rolled back while the fallback is open recovers in that tab', async ({
  page,
  context,
  signIn,
}) => {
  // Releases live on the CDN, whose origin the open tab's CSP allows: a good one, and one whose files are gone.
  const good = releaseForTest('mfe-owner', '9.0.0');
  await deployRuntimeConfig(withOwnerAt(`${CDN}/mfe-owner/0.0.0-missing/mf-manifest.json`));
  await signIn(ASHA);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 15_000 });
  // The site answers: the cause is a release, not the visitor's connection.
  await expect(page.getByText(UPDATING)).toBeVisible();
  await expect(page.getByText(CONNECTION)).toHaveCount(0);
  await markDocument(page);

  // Offline, Try Again fails again, and only then is the connection blamed.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText(CONNECTION)).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);

  // The operator rolls back: the same tab, without a reload, finds the live release.
  await deployRuntimeConfig(withOwnerAt(good));
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
});
