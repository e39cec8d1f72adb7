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

test("the vehicle list's badges are whole 44 px targets, 8 px apart, in English and in Hindi", async ({
  page,
  signIn,
}) => {
  await signIn(SEED.owners.asha.phone, '/vehicle-info');
  for (const language of ['English', 'हिन्दी']) {
    if (language === 'हिन्दी') await page.getByRole('button', { name: 'हिन्दी' }).click();
    const badges = page.locator('main li button');
    await expect(badges.first()).toBeVisible();
    const boxes = await badges.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        const next = element.nextElementSibling?.getBoundingClientRect();
        // The next badge of the same card: beside it or on the next row, and how far clear of it.
        const gap = next && (Math.abs(next.top - box.top) < 1 ? next.left - box.right : next.top - box.bottom);
        return { width: box.width, height: box.height, gap };
      }),
    );
    expect(boxes.length).toBeGreaterThan(3);
    for (const [index, box] of boxes.entries()) {
      expect(box.height, `badge ${index} height (${language})`).toBeGreaterThanOrEqual(44);
      expect(box.width, `badge ${index} width (${language})`).toBeGreaterThanOrEqual(44);
      if (box.gap !== undefined) expect(box.gap, `room after badge ${index} (${language})`).toBeGreaterThanOrEqual(8);
    }
  }
});

for (const language of ['en', 'hi'] as const) {
  test(`every route's controls, the scanner's reason chips and the owner's badges included, are 44 px targets (${language})`, async ({
    page,
    signIn,
  }) => {
    test.slow(); // Every route in one test: one session for all of them.
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    const lang = language === 'en' ? 'en-IN' : 'hi-IN';
    await signIn(SEED.owners.asha.phone);
    for (const [path, phone] of EVERY_ROUTE) {
      if (phone === SEED.admins.priya.phone) continue; // Below, with the admin's session.
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await settled(page);
      await expectLargeTargets(page, `${path} (${language})`);
      if (path === `/${USED_STICKER}`) {
        await page.getByRole('tab').nth(1).click();
        await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
        await expectLargeTargets(page, `${path} Send Message (${language})`);
      }
    }
  });
}

test('the admin queries are 44 px targets', async ({ page, signIn }) => {
  await signIn(SEED.admins.priya.phone, '/admin/queries');
  await expect(page.getByRole('button', { name: /Query #25/ })).toBeVisible();
  await settled(page);
  await expectLargeTargets(page, '/admin/queries');
});
