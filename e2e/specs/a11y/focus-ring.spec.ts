/**
 * The page's heading, focused by the shell after every navigation (shell/src/document/after-navigation.tsx),
 * draws no ring, also when the navigation came from the keyboard; a control reached with Tab draws the
 * brand's ring (shared-ui/design-system/src/tokens/tokens.css), never the browser's default.
 */
import type { Locator } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { expect, test } from '../support/fixtures';

/** The focus indicator an element draws: its outline and its box-shadow. */
function focusIndicator(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { outline: style.outlineStyle, outlineColor: style.outlineColor, shadow: style.boxShadow };
  });
}

const BRAND_FOCUS = '11, 87, 208'; // --color-focus, in rgb() or rgba()

test('the heading focused after a keyboard navigation draws no ring; the next Tab shows the brand ring', async ({
  page,
  signIn,
}) => {
  await signIn(SEED.owners.asha.phone, '/admin');
  const tile = page.getByRole('link', { name: /Vehicles/ }).first();
  await tile.focus();
  await tile.press('Enter');
  await expect(page).toHaveURL(/\/vehicle-info$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  expect((await focusIndicator(heading)).outline, 'the focused heading').toBe('none');

  // Back with the keyboard's history key: "Welcome Back" on the home's banner is focused, without a ring.
  await page.goBack();
  const welcome = page.getByRole('heading', { level: 1, name: 'Welcome Back' });
  await expect(welcome).toBeFocused();
  expect((await focusIndicator(welcome)).outline, 'Welcome Back').toBe('none');

  // The keyboard reaches the controls after it, each with a visible ring in the brand's colour.
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const name = await focused.evaluate((node) => `${node.tagName} ${node.textContent?.trim().slice(0, 30)}`);
    // Polled: a ring drawn as a box-shadow fades in (a 120 ms transition).
    await expect
      .poll(async () => {
        const ring = await focusIndicator(focused);
        return (
          (ring.outline !== 'none' && ring.outlineColor.includes(BRAND_FOCUS)) ||
          ring.shadow.includes(`rgba(${BRAND_FOCUS}, 1)`) ||
          ring.shadow.includes(`rgb(${BRAND_FOCUS})`)
        );
      }, `${name} shows the brand's focus ring`)
      .toBe(true);
  }
});

test('a heading focused after a click navigation draws no ring either', async ({ page, signIn }) => {
  await signIn(SEED.owners.asha.phone, '/admin');
  await page
    .getByRole('link', { name: /Notifications/ })
    .first()
    .click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  expect((await focusIndicator(heading)).outline).toBe('none');
});
