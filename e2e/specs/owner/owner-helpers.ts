import type { Locator, Page, Route } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { API_URL } from '../support/api';
import { expect, test } from '../support/fixtures';
import { recordTimeline, timeline } from '../support/timeline';

export { SEED };
export const ASHA = SEED.owners.asha.phone;
export const BHARAT = SEED.owners.bharat.phone;
export const PRIYA = SEED.admins.priya.phone;
export const USED = SEED.vehicles.used;
export const TEMP = SEED.vehicles.temporary;
export const PAUSED = SEED.vehicles.paused;

export { expectNotice } from '../support/notice-recorder';

/** Answers one API call (method + path relative to the API) with a status and body; returns the undo. */
export async function failApi(
  page: Page,
  method: string,
  path: string,
  status: number,
  body: unknown = {},
): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.href.startsWith(API_URL) && url.pathname === `/${path}`;
  const handler = (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** Opens the edit dialog of a contact on the vehicle details and returns it, its field and its Save button. */
export async function openContactEdit(page: Page, contact: 'Alternate' | 'Emergency') {
  await page.getByRole('button', { name: `Edit ${contact.toLowerCase()} contact` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${contact} Contact` });
  const field = dialog.getByLabel(`${contact} contact`, { exact: true });
  return { dialog, field, saveButton: dialog.getByRole('button', { name: 'Save Contact' }) };
}

export type ContactEdit = Awaited<ReturnType<typeof openContactEdit>>;

/** Saving a contact that is not a 10-digit mobile number is refused in the dialog. */
export async function expectContactRefused({ dialog, field, saveButton }: ContactEdit, value: string) {
  await field.fill(value);
  await saveButton.click();
  await expect(dialog.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
}

/** Drags a swipe handle to the right by dx px with a real pointer. */
export async function dragHandle(page: Page, handle: Locator, dx: number) {
  const box = await settledBox(handle);
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const steps = 10;
  for (let i = 1; i <= steps; i++) await page.mouse.move(x + (dx * i) / steps, y);
  await page.mouse.up();
}

/**
 * The handle's box once its dialog has finished sliding in. The page's own animations say when: a busy machine
 * can draw no frame between two reads of the box, and a press taken mid-slide lands outside the sheet (closing it).
 */
async function settledBox(handle: Locator) {
  await handle.evaluate((element) =>
    Promise.all(
      (element.closest('[role="dialog"]') ?? element)
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const box = await handle.boundingBox();
  if (!box) throw new Error('the swipe handle is not shown');
  return box;
}

/** Width of the swipe track that holds a handle. */
export async function trackWidth(handle: Locator): Promise<number> {
  return handle.evaluate((element) => element.parentElement?.getBoundingClientRect().width ?? 0);
}

export { expect, test };

/** A vehicle's Paused badge on /vehicle-info (it opens the dialog that resumes the service). */
export const pausedBadge = (page: Page, registrationNumber: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: registrationNumber })
    .getByRole('button', { name: 'Paused', exact: true });

const RESUME_SCROLL = 'resume scroll';

/**
 * Call before a paused vehicle's details load; then `resumeScrolled`. The page scrolls to Resume Service 500 ms
 * after they load (docs/product.md §4): a tap at that moment can press before the scroll and release after it,
 * on another element, so that no click happens, for a test as for a person.
 */
export const watchResumeScroll = (page: Page) => recordTimeline(page, RESUME_SCROLL, '[data-highlighted="true"]');

/** The page has begun its scroll to Resume Service (the highlight is on); a click then waits for the button to stand still. */
export async function resumeScrolled(page: Page) {
  await expect.poll(async () => (await timeline(page, RESUME_SCROLL)).length, { timeout: 10_000 }).toBeGreaterThan(0);
}
