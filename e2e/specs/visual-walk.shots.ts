/**
 * Not a check: PNGs for visual review of every route at 390, 1280 and 360 px (and /{uid} at 320), and of
 * the main states (each overlay open, not-found, empty, access denied) at a phone and a desktop width.
 * SHOTS=1 pnpm exec playwright test specs/visual-walk.shots.ts (SHOTS_DIR, default /tmp/visual-shots).
 * Files: {width}-{route or state}.png; routes are whole pages, states the window as the visitor sees it.
 */
import type { Page } from '@playwright/test';
import { SEED } from '../../tools/api/seed';
import { typeBoxes, USED_LAST4, USED_STICKER } from './public/helpers';
import { expect, test } from './support/fixtures';
import { openDialog } from './support/open-dialog';
import { EVERY_ROUTE } from './support/routes';
import { animationsFinished } from './support/settle';

const OUT = process.env.SHOTS_DIR ?? '/tmp/visual-shots';
const ASHA = SEED.owners.asha.phone;
const BHARAT = SEED.owners.bharat.phone;
const PRIYA = SEED.admins.priya.phone;

const ROUTES = EVERY_ROUTE;

interface State {
  name: string;
  path: string;
  as?: string;
  widths: number[];
  /** Brings the page into the state once its <h1> shows. */
  open: (page: Page) => Promise<void>;
  /** A whole-page shot (default: the window, as an overlay is seen). */
  fullPage?: boolean;
}

const STATES: State[] = [
  {
    name: 'login-dialog',
    path: '/',
    widths: [390, 1280, 360],
    open: async (page) => {
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Login' }).getByText('Verification passed (test)')).toBeVisible();
    },
  },
  {
    name: 'owner-menu',
    path: '/admin',
    as: ASHA,
    widths: [390, 1280],
    open: (page) => openDialog(page, 'Open menu', 'Menu'),
  },
  {
    name: 'admin-home',
    path: '/admin',
    as: PRIYA,
    widths: [390, 1280],
    fullPage: true,
    open: (page) => expect(page.getByRole('link', { name: /Queries/ })).toBeVisible(),
  },
  {
    name: 'pause-sheet',
    path: `/vehicle-details/${USED_STICKER}`,
    as: ASHA,
    widths: [390, 1280],
    open: (page) => openDialog(page, 'Pause Service'),
  },
  {
    name: 'edit-dialog',
    path: `/vehicle-details/${USED_STICKER}`,
    as: ASHA,
    widths: [390, 1280],
    open: (page) => openDialog(page, 'Edit emergency contact', 'Edit Emergency Contact'),
  },
  {
    name: 'paused-vehicle',
    path: '/vehicle-details/QRPAUSED01',
    as: ASHA,
    widths: [390, 1280],
    open: (page) => expect(page.getByRole('button', { name: 'Resume Service' })).toBeVisible(),
  },
  {
    name: 'badge-dialog',
    path: '/vehicle-info',
    as: ASHA,
    widths: [390, 1280],
    open: async (page) => {
      await page.getByRole('button', { name: 'WhatsApp' }).first().click();
      await expect(page.getByRole('dialog', { name: /WhatsApp alerts/ })).toBeVisible();
    },
  },
  {
    name: 'query-details',
    path: '/admin/queries',
    as: PRIYA,
    widths: [360, 1280],
    open: async (page) => {
      // #13 is the 500-character query, on the second page: scrolling to the end loads it.
      await expect(page.getByRole('button', { name: /Query #25/ })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: /Query #13/ }).click();
      await expect(page.getByRole('dialog', { name: 'Query Details' })).toBeVisible();
    },
  },
  {
    name: 'incoming-call',
    path: `/${USED_STICKER}`,
    widths: [390, 1280],
    open: async (page) => {
      await expect(page.getByText('Verification passed (test)')).toBeVisible();
      await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
      await page.getByLabel('Your mobile number').fill('9123456780');
      await expect(page.getByRole('dialog', { name: 'Incoming Call' })).toBeVisible();
    },
  },
  {
    name: 'send-message',
    path: `/${USED_STICKER}`,
    widths: [390, 1280],
    fullPage: true,
    open: async (page) => {
      await page.getByRole('tab', { name: 'Send Message' }).click();
      await page.getByRole('button', { name: 'Accident' }).click();
      await expect(page.getByText('Verification passed (test)')).toBeVisible();
    },
  },
  {
    name: 'empty-vehicles',
    path: '/vehicle-info',
    as: BHARAT,
    widths: [390, 1280, 360],
    fullPage: true,
    open: (page) => expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible(),
  },
  {
    name: 'empty-notifications',
    path: '/notifications',
    as: BHARAT,
    widths: [390, 1280],
    fullPage: true,
    open: (page) => expect(page.getByText('No vehicles found')).toBeVisible(),
  },
  {
    name: 'access-denied',
    path: '/admin/queries',
    as: ASHA,
    widths: [390, 1280],
    fullPage: true,
    open: (page) => expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible(),
  },
];

/** Lets entrance transitions finish, then shows the page from its top (the landing scrolls itself). */
async function settle(page: Page, scrollToTop: boolean) {
  await page.waitForTimeout(1200);
  await animationsFinished(page);
  if (scrollToTop) await page.evaluate(() => window.scrollTo(0, 0));
}

async function visit(page: Page, width: number, path: string, signIn: (phone: string) => Promise<string>, as?: string) {
  await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
  if (as) await signIn(as);
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 10_000 });
}

for (const width of [390, 1280, 360, 320]) {
  for (const [path, phone] of ROUTES) {
    if (width === 320 && !['/QRUSED0001', '/NOSUCHUID1'].includes(path)) continue;
    test(`${width} ${path}`, async ({ page, signIn }) => {
      await visit(page, width, path, signIn, phone ?? undefined);
      await settle(page, true);
      const name = path === '/' ? 'landing' : path.slice(1).replaceAll('/', '_');
      await page.screenshot({ path: `${OUT}/${width}-${name}.png`, fullPage: true });
    });
  }
}

for (const state of STATES) {
  for (const width of state.widths) {
    test(`${width} state ${state.name}`, async ({ page, signIn }) => {
      await visit(page, width, state.path, signIn, state.as);
      await settle(page, true);
      await state.open(page);
      await settle(page, false);
      await page.screenshot({ path: `${OUT}/${width}-state-${state.name}.png`, fullPage: state.fullPage ?? false });
    });
  }
}
