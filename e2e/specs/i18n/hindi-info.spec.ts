import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-problems';
import { PUBLIC_ORIGIN } from '../support/ports';

// mfe-public's six info pages in Hindi: a browser that prefers Hindi gets each page's Hindi heading and
// section titles, <html lang="hi-IN">, a layout that holds at 320 px with room for the matras, and no axe
// violations; the switch in the header turns the page into the spec's English, word for word. English
// visitors fetch none of the Hindi.

interface InfoPage {
  path: string;
  hindi: { title: string; sections: string[] };
  english: { title: string; sections: string[] };
}

const PAGES: InfoPage[] = [
  {
    path: '/terms',
    hindi: { title: 'सेवा की शर्तें', sections: ['शर्तों से सहमति', 'आपकी ज़िम्मेदारियाँ', 'सुरक्षा', 'सही इस्तेमाल'] },
    english: {
      title: 'Terms of Service',
      sections: ['Agreement to Terms', 'User Responsibilities', 'Security', 'Acceptable Use'],
    },
  },
  {
    path: '/privacy',
    hindi: {
      title: 'प्राइवेसी पॉलिसी',
      sections: [
        'हम कौन-सी जानकारी लेते हैं',
        'आपका डेटा कैसे सुरक्षित रहता है',
        'डेटा का इस्तेमाल',
        'आपके प्राइवेसी अधिकार',
        'हमसे संपर्क करें',
      ],
    },
    english: {
      title: 'Privacy Policy',
      sections: [
        'Information We Collect',
        'How We Protect Your Data',
        'Data Usage',
        'Your Privacy Rights',
        'Contact Us',
      ],
    },
  },
  {
    path: '/features',
    hindi: {
      title: 'फ़ीचर',
      sections: [
        'हर गाड़ी का अपना स्टिकर',
        'WhatsApp पर तुरंत अलर्ट',
        'छिपे नंबर से कॉल',
        'इमरजेंसी वाली वजहें',
        'इंसान होने की जाँच',
        'जब चाहें रोकें',
      ],
    },
    english: {
      title: 'Features',
      sections: [
        'One sticker per vehicle',
        'Instant WhatsApp alerts',
        'Masked calls',
        'Emergency reasons',
        'Human verification',
        'Pause anytime',
      ],
    },
  },
  // Pricing and Contact have no section titles: their cards' texts are checked below.
  { path: '/pricing', hindi: { title: 'कीमत', sections: [] }, english: { title: 'Pricing', sections: [] } },
  {
    path: '/contact',
    hindi: { title: 'हमसे संपर्क करें', sections: [] },
    english: { title: 'Contact Us', sections: [] },
  },
  {
    path: '/howtouse',
    hindi: {
      title: 'कैसे इस्तेमाल करें',
      sections: [
        'गाड़ी मालिकों के लिए',
        'स्टिकर स्कैन करने वालों के लिए',
        'प्राइवेसी सबसे पहले',
        'तुरंत अलर्ट',
        'हर फ़ोन पर चलता है',
        'अक्सर पूछे जाने वाले सवाल',
      ],
    },
    english: {
      title: 'How To Use',
      sections: [
        'For vehicle owners',
        'For people who scan a sticker',
        'Privacy first',
        'Instant alerts',
        'Works on any phone',
        'Frequently asked questions',
      ],
    },
  },
];

const HINDI_SWITCH = { name: 'हिन्दी', exact: true } as const;
const ENGLISH_SWITCH = { name: 'English', exact: true } as const;

async function expectHeadings(page: Page, { title, sections }: InfoPage['hindi']) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  for (const name of sections) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(sections.length);
}

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  for (const info of PAGES) {
    test(`${info.path} is in Hindi, holds at 320 px, and its switch shows the English exactly`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(info.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expectHeadings(page, info.hindi);
      await expect(page.getByRole('button', ENGLISH_SWITCH)).toBeVisible();
      expect(await layoutProblems(page)).toEqual([]);

      await page.getByRole('button', ENGLISH_SWITCH).click();
      await expectHeadings(page, info.english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(page.getByRole('button', HINDI_SWITCH)).toBeVisible();
      expect(await layoutProblems(page)).toEqual([]);
    });
  }

  test('/pricing: the price written by Intl in hi-IN, the plan in Hindi, and a real link to /contact', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const price = await page.evaluate(() =>
      new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(0),
    );
    await expect(page.locator('p', { hasText: price })).toBeVisible();
    await expect(page.getByText('अर्ली एक्सेस', { exact: true })).toBeVisible();
    await expect(page.getByText('अर्ली एक्सेस के दौरान बिल्कुल मुफ़्त। कोई कार्ड नहीं चाहिए।')).toBeVisible();
    await expect(page.getByText('24/7 सपोर्ट')).toBeVisible();
    await expect(page.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
  });

  test('/contact: the labels in Hindi, the phone and the email unchanged and still links', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('सपोर्ट फ़ोन (24/7)')).toBeVisible();
    await expect(page.getByText('हरियाणा, भारत')).toBeVisible();
    await expect(page.getByText('हम 3 कामकाजी दिनों में जवाब देते हैं। सपोर्ट 24/7 मिलता है।')).toBeVisible();
    await expect(page.getByRole('link', { name: '+91 98765 00000' })).toHaveAttribute('href', 'tel:+919876500000');
    await expect(page.getByRole('link', { name: 'support@qrcontact.in' })).toHaveAttribute(
      'href',
      'mailto:support@qrcontact.in',
    );
  });

  test('/howtouse: 5 and 4 steps, an FAQ answer in Hindi, the buttons link to / and /contact', async ({ page }) => {
    await page.goto('/howtouse');
    const owners = page.locator('section', { hasText: 'गाड़ी मालिकों के लिए' });
    await expect(owners.getByRole('listitem')).toHaveCount(5);
    await expect(page.locator('section', { hasText: 'स्टिकर स्कैन करने वालों के लिए' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'फ़ायदे' }).getByRole('listitem')).toHaveCount(3);
    await expect(owners.getByText('WhatsApp पर हमारा भेजा 4 अंकों का OTP डालें।')).toBeVisible();
    await page.getByRole('button', { name: 'क्या स्कैन करने वाला मेरा नंबर देख सकता है?' }).click();
    await expect(page.getByText('नहीं। कॉल छिपे नंबर से जुड़ती है, और संदेश हम आप तक पहुँचाते हैं।')).toBeVisible();
    await expect(page.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/');
  });

  test("the page's Hindi comes with its code: /terms requests its Hindi bundle, not the other pages' Hindi", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'सेवा की शर्तें' })).toBeVisible();
    const hindi = requested.filter((url) => url.startsWith(PUBLIC_ORIGIN) && /\.hi\.\w+\.js$|\/info-hi\./.test(url));
    expect(hindi).toHaveLength(1);
    expect(hindi[0]).toMatch(/__federation_expose_TermsPage\.hi\.\w+\.js$/);
  });
});

test('an English visitor fetches no Hindi, and the switch turns an info page into Hindi at once', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const isHindi = (url: string) => /\.hi\.\w+\.js$|\/info-hi\.|\/shell-hi\./.test(url);
  for (const info of PAGES) {
    await page.goto(info.path);
    await expectHeadings(page, info.english);
  }
  await page.waitForLoadState('networkidle');
  expect(requested.filter(isHindi)).toEqual([]);

  // On /howtouse (an English visit: no page bundle), the switch fetches the info pages' Hindi, then switches.
  await page.getByRole('button', HINDI_SWITCH).click();
  await expectHeadings(page, (PAGES.at(-1) as InfoPage).hindi);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect(requested.filter(isHindi).some((url) => url.includes('/info-hi.'))).toBe(true);
});

test.describe('axe in Hindi', () => {
  // axe injects inline styles that the site's strict CSP would block: the audit runs without the CSP.
  test.use({ bypassCSP: true, locale: 'hi-IN' });

  for (const info of PAGES) {
    test(`${info.path} in Hindi has no axe violations`, async ({ page }) => {
      await page.goto(info.path);
      await expectHeadings(page, info.hindi);
      await expectNoAxeViolations(page, `${info.path} (hi)`);
    });
  }
});
