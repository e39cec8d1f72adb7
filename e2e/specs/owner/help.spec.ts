import { holdRequests } from '../support/hold';
import { SITE_ORIGIN } from '../support/ports';
import { ASHA, expect, expectNotice, failApi, test } from './owner-helpers';

test('help: four FAQs, one open at a time, privacy link and the 4-digit OTP', async ({ page, signIn }) => {
  await signIn(ASHA, '/help');
  const triggers = page.getByRole('heading', { level: 3 }).getByRole('button');
  await expect(triggers).toHaveCount(4);

  await page.getByRole('button', { name: 'Is my contact information secure?' }).click();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await page.getByRole('button', { name: 'How do I update my contact details?' }).click();
  await expect(page.getByText(/4-digit OTP/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeHidden();
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'How do I update my contact details?' }).click();
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/admin`);
});

test('help: a query is counted, loses line breaks, shows Sending..., and clears after success', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA, '/help');
  const box = page.getByRole('textbox');
  const send = page.getByRole('button', { name: 'Drop your query' });
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await expect(page.getByText('3/500')).toBeVisible();

  await box.fill('x'.repeat(600));
  await expect(page.getByText('500/500')).toBeVisible();

  const release = await holdRequests(page, '**/query');
  await box.fill('Line one\nline two');
  await expect(box).toHaveValue('Line one line two');
  const request = page.waitForRequest((r) => r.url().endsWith('/query') && r.method() === 'POST');
  await send.click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect((await request).postDataJSON()).toEqual({ queryMessage: 'Line one line two' });
  release();
  await expectNotice(page, 'Query submitted successfully!');
  await expect(box).toHaveValue('');
});

test('help: a failure shows the server message', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'POST', 'query', 400, { message: 'queryMessage must not be blank' });
  await page.goto('/help');
  await page.getByRole('textbox').fill('Hello');
  await page.getByRole('button', { name: 'Drop your query' }).click();
  await expect(page.getByRole('alert').getByText('queryMessage must not be blank')).toBeVisible();
});

test('help: a failure without a message shows Failed to submit query and the fallback toast', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA);
  await failApi(page, 'POST', 'query', 500);
  await page.goto('/help');
  await page.getByRole('textbox').fill('Hello');
  await page.getByRole('button', { name: 'Drop your query' }).click();
  await expect(page.getByText('Failed to submit query', { exact: true })).toBeVisible();
  await expectNotice(page, 'Failed to submit query. Please try again.');
  await expect(page.getByRole('textbox')).toHaveValue('Hello');
});

test('help: with the token gone, submitting asks to log in again and goes to /', async ({ page, signIn }) => {
  await signIn(ASHA, '/help');
  await page.getByRole('textbox').fill('Hello');
  await failApi(page, 'POST', 'query', 401, { message: 'Unauthorized' });
  await page.getByRole('button', { name: 'Drop your query' }).click();
  await expectNotice(page, 'Authentication required. Please log in again.');
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
