import { expect, type Page } from '@playwright/test';

// The shell's own pages for a site that is broken: a remote that is down, a runtime-config.json it refuses.

/** The remote served from `origin` answers 404 to everything, as when it is down, until remoteBack(). */
export async function remoteDown(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
}

export async function remoteBack(page: Page, origin: string) {
  await page.unroute(`${origin}/**`);
}

/** Opens `path` with the remote at `origin` down and waits for the shell's fallback, titled `heading`. */
export async function openWithRemoteDown(page: Page, origin: string, path: string, heading: string) {
  await remoteDown(page, origin);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 10_000 });
}

/** Opens / with a runtime-config.json the shell refuses (by default, one whose apiBaseUrl is not a URL). */
export async function openWithInvalidConfig(page: Page, config: object = { apiBaseUrl: 'not a url' }) {
  await page.route('**/runtime-config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(config) }),
  );
  await page.goto('/');
}
