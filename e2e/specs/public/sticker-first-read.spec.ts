import type { Page, Route } from '@playwright/test';
import { API_URL } from '../support/api';
import { expect, test } from '../support/fixtures';
import { USED_STICKER } from './helpers';

// The scanner's first read of /{uid} is started by the shell from the document (route data, before React);
// it must be bounded and retried like every request of shared-ui's HTTP client: a 20 s timeout (not
// configurable), then one retry (300 ms later) sent by the client itself. The page's clock is faked
// (page.clock) and moved on by the test, so the timeouts cost no real waiting.
const CLIENT_TIMEOUT_MS = 20_000;
/** Past the timeout: the 300 ms before the retry, and some room. */
const PAST_TIMEOUT_MS = 2_000;
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

/**
 * Opens the sticker with the page's clock faked and paused from the start: it moves only in the test's 50 ms
 * steps (at most 1 s in all) until the first read is under way, so a loaded machine cannot run a timeout early.
 */
async function openWithFakeClock(page: Page, reads: number[]) {
  await page.clock.install();
  // Paused a little ahead of the installed clock, which runs until then (pausing in its past is refused).
  await page.clock.pauseAt(Date.now() + 5_000);
  await page.goto(`/${USED_STICKER}`);
  const checking = page.getByRole('heading', { level: 1, name: 'Checking the sticker' });
  for (let step = 0; step < 20 && !(reads.length === 1 && (await checking.isVisible())); step++) {
    await page.clock.runFor(50);
  }
  await expect(checking).toBeVisible();
  expect(reads).toHaveLength(1);
}

test('an early read that never answers times out and is retried: the form shows after the timeout', async ({
  page,
}) => {
  const reads = await answerReads(page, 'stall', 'network');
  await openWithFakeClock(page, reads);
  await page.clock.runFor(CLIENT_TIMEOUT_MS - 2_000);
  expect(reads, 'no retry before the timeout').toHaveLength(1);
  await page.clock.runFor(2_000 + PAST_TIMEOUT_MS);
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
  expect(reads).toHaveLength(2);
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
  const reads = await answerReads(page, 'stall');
  await openWithFakeClock(page, reads);
  await page.clock.runFor(CLIENT_TIMEOUT_MS + PAST_TIMEOUT_MS);
  await expect.poll(() => reads.length, 'the retry, after the timeout').toBe(2);
  await page.clock.runFor(CLIENT_TIMEOUT_MS + PAST_TIMEOUT_MS);
  await expect(page.getByText('Failed to check vehicle status')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checking the sticker' })).toHaveCount(0);
  expect(reads).toHaveLength(2);
});

test('a sticker read before in the page opens on its answer: no second read, not a frame of the checking screen', async ({
  page,
}) => {
  const reads = await answerReads(page, 'network');
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
  await page.getByRole('link', { name: 'QR Vehicle Contact' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page shown (not the shell's loading screen for it, which a busy machine still shows here).
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // In this document from now (the page moves within it): every time the checking screen appears.
  await page.evaluate(() => {
    const shown: number[] = [];
    (globalThis as { checkingShown?: number[] }).checkingShown = shown;
    new MutationObserver(() => {
      if (document.querySelector('[data-loading-screen]')) shown.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { checkingShown?: number[] }).checkingShown)).toEqual([]);
  expect(reads).toHaveLength(1);
});
