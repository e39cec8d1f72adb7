/**
 * Not a check: PNGs of the owner portal in Hindi at 390x844 and 320x640 for visual review, and a report
 * of what would clip or overflow (sideways scroll, Devanagari set with a line height under 1.4).
 * SHOTS=1 pnpm exec playwright test specs/i18n/hindi-owner.shots.ts (SHOTS_DIR, default /tmp/hindi-owner-shots).
 */
import { SEED } from '../../../tools/api/seed';
import { expect, test } from '../support/fixtures';
import type { WalkView } from '../support/layout-problems';
import { openDialog } from '../support/open-dialog';
import { PHONE_SIZES, walkViews } from '../support/walk';

const OUT = process.env.SHOTS_DIR ?? '/tmp/hindi-owner-shots';
const ASHA = SEED.owners.asha.phone;

test.use({ locale: 'hi-IN' });

const VIEWS: WalkView[] = [
  { name: 'home', path: '/admin' },
  // The same hero in English, for comparison (the switch then offers हिन्दी).
  { name: 'home-english', path: '/admin', english: true },
  {
    name: 'home-menu',
    path: '/admin',
    open: (page) => openDialog(page, 'मेन्यू खोलें', 'मेन्यू'),
  },
  { name: 'vehicle-list', path: '/vehicle-info' },
  {
    name: 'vehicle-list-badge',
    path: '/vehicle-info',
    open: async (page) => {
      await page.getByRole('button', { name: 'रुकी है' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'vehicle-details', path: '/vehicle-details/QRUSED0001' },
  { name: 'vehicle-details-temporary', path: '/vehicle-details/QRTEMP0001' },
  {
    name: 'vehicle-details-pause-sheet',
    path: '/vehicle-details/QRUSED0001',
    open: (page) => openDialog(page, 'सर्विस रोकें'),
  },
  {
    name: 'vehicle-details-edit-number',
    path: '/vehicle-details/QRTEMP0001',
    open: async (page) => {
      await page.getByRole('button', { name: 'नंबर बदलें', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'नंबर सेव करें' }).click();
      await expect(page.getByRole('dialog').getByText('रजिस्ट्रेशन नंबर खाली नहीं हो सकता')).toBeVisible();
    },
  },
  { name: 'all-activities', path: '/vehicle-details/QRUSED0001/all-activities' },
  { name: 'notifications', path: '/notifications' },
  { name: 'bills', path: '/bills' },
  { name: 'referrals', path: '/referrals' },
  {
    name: 'help',
    path: '/help',
    open: async (page) => {
      await page.getByRole('button', { name: 'क्या मेरा नंबर सुरक्षित है?' }).click();
    },
  },
];

walkViews(
  PHONE_SIZES,
  VIEWS,
  (page, view, width) => page.screenshot({ path: `${OUT}/${width}-${view.name}.png`, fullPage: !view.open }),
  { as: ASHA },
);
