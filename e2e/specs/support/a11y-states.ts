import type { Page } from '@playwright/test';
import { API_URL } from './api';
import { expect } from './fixtures';
import { holdRequests } from './hold';
import { OWNER_ORIGIN } from './ports';
import { animationsFinished } from './settle';

/**
 * Waits for the page as a visitor reads it: no loading screen left, its <h1> shown (a located <h1>, not a
 * role query: an open modal hides the page from the accessibility tree), every entrance transition ended.
 */
export async function settled(page: Page) {
  await expect(page.locator('[data-loading-screen]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('h1').first()).toBeVisible();
  await animationsFinished(page);
}

/**
 * The loading states, each with what keeps it loading: the sticker's status, the owner home's user info,
 * an owner page's data, the admin check (user info again) and a remote page's code on its way.
 */
export const LOADING_STATES: readonly { path: string; held: string }[] = [
  { path: '/QRUSED0001', held: `${API_URL}/uid-status/**` },
  { path: '/admin', held: `${API_URL}/login/user-info` },
  { path: '/vehicle-info', held: `${API_URL}/vehicle/user-portal-info` },
  { path: '/admin/queries', held: `${API_URL}/login/user-info` },
  { path: '/help', held: `${OWNER_ORIGIN}/**` },
];

/** Opens `path` with the requests to `held` on hold and waits for its loading screen (released after). */
export async function openLoading(page: Page, path: string, held: string) {
  const release = await holdRequests(page, held);
  // Not waiting for the load event: a remote's code on hold may hold it too.
  await page.goto(path, { waitUntil: 'commit' });
  // The app's loading screen, inside its main landmark, with the page's heading: not the document's first
  // screen before the app has rendered (axe once ran there on a loaded CI: no main landmark, no h1).
  await expect(page.locator('main [data-loading-screen]').first()).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  await animationsFinished(page);
  return async () => {
    release();
    await page.unroute(held);
  };
}
