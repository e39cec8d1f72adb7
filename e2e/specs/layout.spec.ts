/**
 * No page scrolls sideways on a small phone: every route at 360 and 320 px keeps its content within the
 * viewport (document.scrollingElement.scrollWidth <= innerWidth). On a desktop every page is one column of
 * one of the three widths (docs/design.md) under the site bar with the brand.
 */
import type { Page } from '@playwright/test';
import { SEED } from '../../tools/api/seed';
import { expect, test } from './support/fixtures';
import { EVERY_ROUTE } from './support/routes';

// Independent tests (each on a freshly reset API): spread over both workers, so that this long file is not
// one worker's tail at the end of the run.
test.describe.configure({ mode: 'parallel' });

const ASHA = SEED.owners.asha.phone;
const PRIYA = SEED.admins.priya.phone;

interface RouteCase {
  path: string;
  as?: string;
  /** What shows once the page has rendered. */
  ready: (page: Page) => Promise<void>;
}

/** The page itself is shown: its loading screen (whose caption is an h1 until then) gone, its h1 visible. */
const h1 = async (page: Page) => {
  await expect(page.locator('h1:not([data-loading-screen] h1)').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('[data-loading-screen]')).toHaveCount(0);
};

const ROUTES: RouteCase[] = [
  { path: '/', ready: (page) => expect(page.getByText('10K+')).toBeVisible() },
  { path: '/QRUSED0001', ready: (page) => expect(page.getByText('Verification passed (test)')).toBeVisible() },
  { path: '/NOSUCHUID1', ready: (page) => expect(page.getByText('Sticker not found')).toBeVisible() },
  { path: '/vehicle-registration/QRNEW00001', ready: h1 },
  ...['terms', 'privacy', 'features', 'pricing', 'contact', 'howtouse'].map((name) => ({
    path: `/${name}`,
    ready: h1,
  })),
  {
    path: '/admin',
    as: ASHA,
    ready: (page) => expect(page.getByRole('link', { name: /Vehicles/ }).first()).toBeVisible(),
  },
  { path: '/vehicle-info', as: ASHA, ready: (page) => expect(page.getByText('DL01AB1234').first()).toBeVisible() },
  {
    path: '/vehicle-details/QRUSED0001',
    as: ASHA,
    ready: (page) => expect(page.getByText('DL01AB1234').first()).toBeVisible(),
  },
  {
    path: '/vehicle-details/QRUSED0001/all-activities',
    as: ASHA,
    ready: (page) => expect(page.getByRole('listitem').first()).toBeVisible(),
  },
  { path: '/notifications', as: ASHA, ready: (page) => expect(page.getByRole('listitem').first()).toBeVisible() },
  { path: '/bills', as: ASHA, ready: h1 },
  { path: '/referrals', as: ASHA, ready: (page) => expect(page.getByText('Total Referrals')).toBeVisible() },
  { path: '/help', as: ASHA, ready: (page) => expect(page.getByText('Other Queries')).toBeVisible() },
  {
    path: '/admin/queries',
    as: PRIYA,
    ready: (page) => expect(page.getByText('Query #', { exact: false }).first()).toBeVisible(),
  },
  {
    path: '/admin/queries',
    as: ASHA,
    ready: (page) => expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible(),
  },
];

for (const width of [360, 320]) {
  for (const route of ROUTES) {
    test(`${route.path}${route.as === ASHA && route.path === '/admin/queries' ? ' (non-admin)' : ''} does not scroll sideways at ${width} px`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      if (route.as) await signIn(route.as);
      await page.goto(route.path);
      await route.ready(page);
      await page.waitForTimeout(200);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, 'document width').toBeLessThanOrEqual(innerWidth);
    });
  }
}

test('/QRUSED0001 Send Message tab stays within the viewport at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/QRUSED0001');
  await page.getByRole('tab', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Accident' })).toBeVisible();
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
  await page.waitForTimeout(200);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

for (const width of [320, 360, 390]) {
  test(`the bot check fits inside the scanner's form card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/QRUSED0001');
    const widget = page.getByTestId('fake-turnstile');
    await expect(widget).toHaveText('Verification passed (test)');
    const fits = await widget.evaluate((element) => {
      const box = element.getBoundingClientRect();
      let card = element.parentElement;
      while (card && getComputedStyle(card).borderTopWidth === '0px') card = card.parentElement;
      const frame = card?.getBoundingClientRect();
      return frame ? box.left >= frame.left && box.right <= frame.right : false;
    });
    expect(fits, 'the widget lies within the card').toBe(true);
  });
}

test('on a desktop the owner menu floats in the middle of the window; on a phone it is a bottom sheet', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA);
  for (const [width, height, floats] of [
    [1280, 800, true],
    [390, 844, false],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await page.waitForTimeout(400);
    const box = await sheet.boundingBox();
    if (!box) throw new Error('no menu box');
    const gapBelow = height - (box.y + box.height);
    if (floats) {
      expect(Math.abs(gapBelow - box.y), 'as much room above as below').toBeLessThan(2);
      expect(box.width).toBeLessThanOrEqual(480);
    } else {
      expect(gapBelow, 'glued to the bottom edge').toBeLessThan(1);
      expect(box.width).toBe(width);
    }
    await page.keyboard.press('Escape');
  }
});

/**
 * The page's columns: the outermost boxes in the main landmark with a max-width (PageLayout, the landing's
 * sections), their widths, whether each is centred, and the widths the design tokens allow.
 */
function pageColumns(page: Page) {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const allowed = ['--content-narrow', '--content-reading', '--content-wide'].map((name) =>
      Number.parseFloat(root.getPropertyValue(name)),
    );
    const bounded = (element: Element) => getComputedStyle(element).maxWidth !== 'none';
    const main = document.getElementById('main') as HTMLElement;
    const columns = [...main.querySelectorAll('*')].filter((element) => {
      if (!bounded(element) || element.closest('[role="dialog"]')) return false;
      for (let at = element.parentElement; at && at !== main; at = at.parentElement) if (bounded(at)) return false;
      return true;
    });
    const window = document.documentElement.clientWidth;
    return {
      allowed,
      columns: columns.map((element) => {
        const box = element.getBoundingClientRect();
        return { width: Math.round(box.width), centred: Math.abs(box.left - (window - box.right)) <= 1 };
      }),
    };
  });
}

test.describe('one desktop layout', () => {
  for (const [who, phone] of [
    ['a visitor', null],
    ['an owner', ASHA],
    ['an admin', PRIYA],
  ] as const) {
    test(`every page ${who} opens at 1280 px is one centred column of an allowed width, under the brand`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      if (phone) await signIn(phone);
      for (const [path] of EVERY_ROUTE.filter(([, signedIn]) => signedIn === phone)) {
        await page.goto(path);
        await expect(page.locator('[data-loading-screen]')).toHaveCount(0, { timeout: 10_000 });
        await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 10_000 });
        await expect(page.getByRole('link', { name: 'QR Vehicle Contact' }), path).toBeInViewport();
        const { allowed, columns } = await pageColumns(page);
        expect(columns.length, `${path}: a column`).toBeGreaterThan(0);
        const widths = new Set(columns.map((column) => column.width));
        expect(widths.size, `${path}: one column width (${[...widths].join(', ')})`).toBe(1);
        expect(allowed, `${path}: an allowed width`).toContain(columns[0]?.width);
        expect(
          columns.every((column) => column.centred),
          `${path}: centred`,
        ).toBe(true);
      }
    });
  }
});
