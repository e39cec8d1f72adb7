import type { Locator, Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { typeBoxes, USED_LAST4, USED_STICKER } from '../public/helpers';
import { settled } from '../support/a11y-states';
import { expect, test } from '../support/fixtures';
import { EVERY_ROUTE } from '../support/routes';
import { expectLargeTargets } from '../support/targets';

/** Animations running on an element or its descendants that never end. */
function endlessAnimations(locator: Locator): Promise<number> {
  return locator.evaluate(
    (element) =>
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations === Infinity).length,
  );
}

async function startAutoCall(page: Page) {
  await page.goto(`/${USED_STICKER}`);
  await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
  await page.getByLabel('Your mobile number').fill('9123456780');
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
}

test('reduced motion stops the call button pulsing during the auto-call', async ({ page }) => {
  await startAutoCall(page);
  await expect(page.getByRole('progressbar', { name: 'Calling the owner automatically' })).toBeVisible();
  const call = page.getByRole('button', { name: 'Call the owner' });
  expect(await endlessAnimations(call)).toBeGreaterThan(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await endlessAnimations(call)).toBe(0);
});

test("reduced motion stops the Incoming Call's pulsing ring", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startAutoCall(page);
  const modal = page.getByRole('dialog', { name: 'Incoming Call' });
  await expect(modal).toBeVisible();
  expect(await endlessAnimations(modal)).toBe(0);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await endlessAnimations(modal)).toBeGreaterThan(0);
});

/** Every scroll position the page passes through while the landing page's initial scroll runs. */
async function initialScrollPositions(page: Page): Promise<number[]> {
  await page.goto('/');
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen = [window.scrollY];
        const started = performance.now();
        const sample = () => {
          if (window.scrollY !== seen.at(-1)) seen.push(window.scrollY);
          if (performance.now() - started < 2000) requestAnimationFrame(sample);
          else resolve(seen);
        };
        requestAnimationFrame(sample);
      }),
  );
}

test("reduced motion makes the landing page's initial scroll a jump, not an animation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const positions = await initialScrollPositions(page);
  expect(positions).toEqual([0, 200]);
});

test("the vehicle list's badges keep their 28 px look with a 44 px tall hit area", async ({ page, signIn }) => {
  await signIn(SEED.owners.asha.phone, '/vehicle-info');
  const badges = page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem').getByRole('button');
  await expect(badges.first()).toBeVisible();
  const count = await badges.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index++) {
    const badge = badges.nth(index);
    const target = await badge.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const after = getComputedStyle(element, '::after');
      // The ::after's offsets are measured from the padding box.
      const top = box.top + Number.parseFloat(style.borderTopWidth) + Number.parseFloat(after.top);
      const bottom = box.bottom - Number.parseFloat(style.borderBottomWidth) - Number.parseFloat(after.bottom);
      const x = box.left + box.width / 2;
      const middle = box.top + box.height / 2;
      const hits = [middle - 21, middle + 21].map(
        (y) => document.elementFromPoint(x, y)?.closest('button') === element,
      );
      return { height: box.height, hitHeight: bottom - top, hits };
    });
    expect(target.height, `badge ${index} looks 28 px tall`).toBe(28);
    expect(target.hitHeight, `badge ${index} hit area`).toBeGreaterThanOrEqual(44);
    // 21 px above and below its middle is still the badge, not a neighbour on the next row.
    expect(target.hits, `badge ${index}`).toEqual([true, true]);
  }
});

test("every route's controls, the scanner's reason chips and the owner's badges included, are 44 px targets", async ({
  page,
  signIn,
}) => {
  test.slow(); // Every route in one test: one session for all of them.
  await signIn(SEED.owners.asha.phone);
  for (const [path, phone] of EVERY_ROUTE) {
    if (phone === SEED.admins.priya.phone) continue; // Below, with the admin's session.
    await page.goto(path);
    await settled(page);
    await expectLargeTargets(page, path);
    if (path === `/${USED_STICKER}`) {
      await page.getByRole('tab', { name: 'Send Message' }).click();
      await expect(page.getByRole('button', { name: 'Wrong Parking' })).toBeVisible();
      await expectLargeTargets(page, `${path} Send Message`);
    }
  }
});

test('the admin queries are 44 px targets', async ({ page, signIn }) => {
  await signIn(SEED.admins.priya.phone, '/admin/queries');
  await expect(page.getByRole('button', { name: /Query #25/ })).toBeVisible();
  await settled(page);
  await expectLargeTargets(page, '/admin/queries');
});
