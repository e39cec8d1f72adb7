import type { Page } from '@playwright/test';

/** Holds the requests to `url` (a route pattern) until the returned release() is called; then they go on. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return () => release();
}
