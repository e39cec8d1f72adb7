/**
 * A dropped link on the scanner page: offline, a tap shows the spec's failure message and keeps what was
 * typed, the page says it is offline; back online, the resend succeeds visibly and reaches the owner once.
 * The link drops before the first touch, so the notification bar's code has not been fetched yet.
 */
import type { Page } from '@playwright/test';
import { outbox } from '../support/api';
import { expect, expectNotice, test } from '../support/fixtures';
import { ASHA, typeBoxes, USED_LAST4, USED_STICKER } from './helpers';

const CALLER = '9123456780';
const OFFLINE_NOTICE = /You are offline/;

async function openFormOffline(page: Page, context: import('@playwright/test').BrowserContext) {
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
}

async function verified(page: Page) {
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
}

async function ownerMessages(request: import('@playwright/test').APIRequestContext, text: string) {
  return (await outbox(request, ASHA)).filter((message) => message.kind === 'alert' && message.text.includes(text));
}

test('Send Message offline shows the failure and keeps the reason; back online the resend is sent once', async ({
  page,
  context,
  request,
}) => {
  const before = (await ownerMessages(request, 'Door Unlocked')).length;
  await openFormOffline(page, context);
  await page.getByRole('tab', { name: 'Send Message' }).click();
  await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
  const reason = page.getByRole('button', { name: 'Door Unlocked' });
  await reason.click();
  await verified(page);
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();

  await expectNotice(page, 'An error occurred while submitting the form');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toContainText(
    'Your message is kept — tap Send Message again when you are back online.',
  );
  await expect(reason).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Character 4 of 4')).toHaveValue(USED_LAST4.at(-1) ?? '');
  expect(await ownerMessages(request, 'Door Unlocked')).toHaveLength(before);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  await verified(page);
  await send.click();
  await expectNotice(page, 'Message sent successfully!');
  await expect(page.getByRole('heading', { name: 'The owner has been informed' })).toBeVisible();
  expect(await ownerMessages(request, 'Door Unlocked')).toHaveLength(before + 1);
});

test('a call offline shows the failure and keeps the number; back online the call goes through once', async ({
  page,
  context,
  request,
}) => {
  const before = (await ownerMessages(request, 'Incoming call request')).length;
  await openFormOffline(page, context);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toContainText(
    'Your number is kept — tap the call button again when you are back online.',
  );
  await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
  const phone = page.getByLabel('Your mobile number');
  await phone.fill(CALLER);
  await verified(page);
  // The automatic call goes out after 1.5 s, into the dropped link.
  await expectNotice(page, 'An error occurred while initiating the call');
  await expect(phone).toHaveValue(CALLER);
  await expect(page.getByLabel('Character 4 of 4')).toHaveValue(USED_LAST4.at(-1) ?? '');
  expect(await ownerMessages(request, 'Incoming call request')).toHaveLength(before);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  await verified(page);
  await page.getByRole('button', { name: 'Call the owner' }).click();
  await expectNotice(page, 'Call request sent successfully!');
  await expect(page.getByRole('dialog', { name: 'Incoming Call' })).toBeVisible();
  expect(await ownerMessages(request, 'Incoming call request')).toHaveLength(before + 1);
});
