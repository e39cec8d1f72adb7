import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OWNER_ORIGIN } from './support/ports';

const HTTPS_ONLY = 'must be an https URL (http only for localhost)';

interface Config {
  apiBaseUrl: string;
  turnstile: { scriptUrl?: string };
  remotes: Record<'mfe_public' | 'mfe_owner' | 'mfe_admin', string>;
}

/** Serves the live runtime-config.json with one change made to it. */
async function serveConfigWith(page: Page, change: (config: Config) => void) {
  const live = (await (await page.request.get('/runtime-config.json')).json()) as Config;
  change(live);
  await page.route('**/runtime-config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(live) }),
  );
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
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await serveConfigWith(page, (config) => {
    config.remotes.mfe_owner = 'javascript:alert(1)';
  });
  await page.goto('/admin');
  await expectConfigError(page, `remotes.mfe_owner: ${HTTPS_ONLY}`);
  await expect(page.getByText(/not available right now|connection/i)).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(requested.filter((url) => url.startsWith(OWNER_ORIGIN) || url.startsWith('javascript:'))).toEqual([]);
});

test('a remote over plain http to another host is refused before the early preload of a public page', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await serveConfigWith(page, (config) => {
    config.remotes.mfe_public = 'http://cdn.example.in/public/mf-manifest.json';
  });
  await page.goto('/QRUSED0001');
  await expectConfigError(page, `remotes.mfe_public: ${HTTPS_ONLY}`);
  expect(requested.filter((url) => url.includes('cdn.example.in') || url.includes('uid-status'))).toEqual([]);
});

test('a data: remote is refused by name', async ({ page }) => {
  await serveConfigWith(page, (config) => {
    config.remotes.mfe_admin = 'data:application/json,{}';
  });
  await page.goto('/');
  await expectConfigError(page, `remotes.mfe_admin: ${HTTPS_ONLY}`);
});

test('an API over plain http to another host is refused by name', async ({ page }) => {
  await serveConfigWith(page, (config) => {
    config.apiBaseUrl = 'http://api.example.in';
  });
  await page.goto('/');
  await expectConfigError(page, `apiBaseUrl: ${HTTPS_ONLY}`);
});

test('a bot-check script over plain http to another host is refused by name', async ({ page }) => {
  await serveConfigWith(page, (config) => {
    config.turnstile.scriptUrl = 'http://challenges.example.in/api.js';
  });
  await page.goto('/');
  await expectConfigError(page, `turnstile.scriptUrl: ${HTTPS_ONLY}`);
});

test('a remote key the site does not know is refused by name, not dropped, and its URL is never loaded', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await serveConfigWith(page, (config) => {
    (config.remotes as Record<string, string>).mfe_extra = 'https://attacker.example/mfe/mf-manifest.json';
  });
  await page.goto('/QRUSED0001');
  await expectConfigError(page, 'remotes.mfe_extra: is not a known key');
  expect(requested.filter((url) => url.includes('attacker.example'))).toEqual([]);
});

test('an unknown key at the top of the file is refused by name', async ({ page }) => {
  await serveConfigWith(page, (config) => {
    (config as unknown as Record<string, unknown>).apiBaseURL = 'https://api.example.in';
  });
  await page.goto('/');
  await expectConfigError(page, 'apiBaseURL: is not a known key');
});
