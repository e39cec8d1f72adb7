import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OWNER_ORIGIN } from './support/ports';

const HTTPS_ONLY = 'must be an https URL (http only for localhost)';

interface Config {
  apiBaseUrl: string;
  turnstile: { scriptUrl?: string };
  remotes: Record<'mfe_public' | 'mfe_owner' | 'mfe_admin', string>;
}

/** Opens `path` with the live runtime-config.json served with one change made to it. */
async function openWithConfig(page: Page, path: string, change: (config: Config) => void) {
  const live = (await (await page.request.get('/runtime-config.json')).json()) as Config;
  change(live);
  await page.route('**/runtime-config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(live) }),
  );
  await page.goto(path);
}

/** The URLs of every request the page sends from now on. */
function requestedUrls(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return requested;
}

async function expectConfigError(page: Page, problem: string) {
  await expect(page.getByRole('heading', { name: 'This site is misconfigured' })).toBeVisible();
  await expect(page.getByText(problem, { exact: true })).toBeVisible();
}

test('a javascript: remote is refused on the error page, which names the key, and is never loaded', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const requested = requestedUrls(page);
  await openWithConfig(page, '/admin', (config) => {
    config.remotes.mfe_owner = 'javascript:alert(1)';
  });
  await expectConfigError(page, `remotes.mfe_owner: ${HTTPS_ONLY}`);
  await expect(page.getByText(/not available right now|connection/i)).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(requested.filter((url) => url.startsWith(OWNER_ORIGIN) || url.startsWith('javascript:'))).toEqual([]);
});

test('a remote over plain http to another host is refused before the early preload of a public page', async ({
  page,
}) => {
  const requested = requestedUrls(page);
  await openWithConfig(page, '/QRUSED0001', (config) => {
    config.remotes.mfe_public = 'http://cdn.example.in/public/mf-manifest.json';
  });
  await expectConfigError(page, `remotes.mfe_public: ${HTTPS_ONLY}`);
  expect(requested.filter((url) => url.includes('cdn.example.in') || url.includes('uid-status'))).toEqual([]);
});

test('a data: remote is refused by name', async ({ page }) => {
  await openWithConfig(page, '/', (config) => {
    config.remotes.mfe_admin = 'data:application/json,{}';
  });
  await expectConfigError(page, `remotes.mfe_admin: ${HTTPS_ONLY}`);
});

test('an API over plain http to another host is refused by name', async ({ page }) => {
  await openWithConfig(page, '/', (config) => {
    config.apiBaseUrl = 'http://api.example.in';
  });
  await expectConfigError(page, `apiBaseUrl: ${HTTPS_ONLY}`);
});

test('a bot-check script over plain http to another host is refused by name', async ({ page }) => {
  await openWithConfig(page, '/', (config) => {
    config.turnstile.scriptUrl = 'http://challenges.example.in/api.js';
  });
  await expectConfigError(page, `turnstile.scriptUrl: ${HTTPS_ONLY}`);
});

test('a remote key the site does not know is refused by name, not dropped, and its URL is never loaded', async ({
  page,
}) => {
  const requested = requestedUrls(page);
  await openWithConfig(page, '/QRUSED0001', (config) => {
    (config.remotes as Record<string, string>).mfe_extra = 'https://attacker.example/mfe/mf-manifest.json';
  });
  await expectConfigError(page, 'remotes.mfe_extra: is not a known key');
  expect(requested.filter((url) => url.includes('attacker.example'))).toEqual([]);
});

test('an unknown key at the top of the file is refused by name', async ({ page }) => {
  await openWithConfig(page, '/', (config) => {
    (config as unknown as Record<string, unknown>).apiBaseURL = 'https://api.example.in';
  });
  await expectConfigError(page, 'apiBaseURL: is not a known key');
});
