import type { Page, Route } from '@playwright/test';
import { API_URL } from '../support/api';
import { expect, test } from '../support/fixtures';
import { USED_STICKER } from './helpers';

// The scanner's first read of /{uid} is started by the shell from the document (route data, before React);
// it must be bounded and retried like every request of shared-ui's HTTP client: a 20 s timeout (not
// configurable), then one retry (300 ms later) sent by the client itself.
const CLIENT_TIMEOUT_MS = 20_000;
const MARGIN_MS = 8_000;
const STATUS_URL = `${API_URL}/uid-status/${USED_STICKER}`;

/** Answers the uid-status reads in turn: 'stall' never answers, 'network' lets the local API answer. */
async function answerReads(page: Page, ...answers: ('stall' | 502 | 'network')[]) {
  const seen: number[] = [];
  await page.route(STATUS_URL, (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    seen.push(Date.now());
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    if (answer === 'stall') return new Promise<void>(() => undefined);
    if (answer === 502) {
      return route.fulfill({ status: 502, body: '', headers: { 'access-control-allow-origin': '*' } });
    }
    return route.fallback();
  });
  return seen;
}

test('an early read that never answers times out and is retried: the form shows after the timeout', async ({
  page,
}) => {
  test.setTimeout(CLIENT_TIMEOUT_MS + MARGIN_MS + 20_000);
  const reads = await answerReads(page, 'stall', 'network');
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checking the sticker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible({
    timeout: CLIENT_TIMEOUT_MS + MARGIN_MS,
  });
  const [early = 0, retry = 0] = reads;
  expect(reads).toHaveLength(2);
  expect(retry - early).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS - 2_000);
});

test('an early read answered 502 is retried once by the client: the form shows', async ({ page }) => {
  const reads = await answerReads(page, 502, 'network');
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
  await expect(page.getByText('Request failed with status 502')).toHaveCount(0);
  expect(reads).toHaveLength(2);
});

test('reads that never answer end in the error with Try Again after the timeout and its one retry', async ({
  page,
}) => {
  const bound = 2 * CLIENT_TIMEOUT_MS + MARGIN_MS;
  test.setTimeout(bound + 20_000);
  const reads = await answerReads(page, 'stall');
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checking the sticker' })).toBeVisible();
  await expect(page.getByText('Failed to check vehicle status')).toBeVisible({ timeout: bound });
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checking the sticker' })).toHaveCount(0);
  expect(reads).toHaveLength(2);
});
