/**
 * Not a check: full-page PNGs of the six info pages in Hindi at 390x844, 320x640 and 1280x800 for visual
 * review, with a report of what would clip or overflow (sideways scroll, Devanagari set under 1.4).
 * SHOTS=1 pnpm exec playwright test specs/i18n/hindi-info.shots.ts (SHOTS_DIR, default /tmp/hi-info-shots).
 * Without a Devanagari font on the machine Chromium draws boxes: FONTCONFIG_FILE can name a fonts.conf that
 * includes /etc/fonts/fonts.conf and adds a <dir> holding NotoSansDevanagari-*.ttf (Debian's fonts-noto-core),
 * the face Android phones use, without installing anything.
 */
import { test } from '../support/fixtures';
import type { WalkView } from '../support/layout-problems';
import { PHONE_SIZES, walkViews } from '../support/walk';

const OUT = process.env.SHOTS_DIR ?? '/tmp/hi-info-shots';

test.use({ locale: 'hi-IN' });

const VIEWS: WalkView[] = [
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'features', path: '/features' },
  { name: 'pricing', path: '/pricing' },
  { name: 'contact', path: '/contact' },
  { name: 'howtouse', path: '/howtouse' },
  {
    name: 'howtouse-faq',
    path: '/howtouse',
    open: (page) => page.getByRole('button', { name: 'क्या एक से ज़्यादा गाड़ियाँ रजिस्टर हो सकती हैं?' }).click(),
  },
];

walkViews([...PHONE_SIZES, [1280, 800]], VIEWS, async (page, view, width) => {
  // Back to the top: the shell's skip link waits above the viewport, which a full-page shot of a scrolled
  // page would show in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT}/${width}-${view.name}.png`, fullPage: true });
  // A tall page also in parts of 1200 px, to be read at full size.
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  if (pageHeight > 1600) {
    for (let y = 0, part = 1; y < pageHeight; y += 1200, part += 1) {
      const clip = { x: 0, y, width, height: Math.min(1200, pageHeight - y) };
      await page.screenshot({ path: `${OUT}/${width}-${view.name}-part${part}.png`, fullPage: true, clip });
    }
  }
});
