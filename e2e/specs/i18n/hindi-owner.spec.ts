import { ASHA, dragHandle, expect, expectNotice, trackWidth, USED } from '../owner/owner-helpers';
import { navigateInApp, test } from '../support/fixtures';
import { SITE_ORIGIN } from '../support/ports';

// The browser prefers Hindi: the owner portal opens in Hindi without any choice made.
test.use({ locale: 'hi-IN' });

test('an owner whose browser prefers Hindi pauses and resumes a vehicle in Hindi, switches to English, and the choice survives a reload', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA, '/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'आपका स्वागत है' })).toBeVisible();
  await expect(page.getByText('वेरिफ़ाइड', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'एक नज़र में' })).toBeVisible();

  // Home -> the vehicle list -> the vehicle, all in Hindi.
  await page
    .getByRole('navigation', { name: 'मालिक पोर्टल' })
    .getByRole('link', { name: /गाड़ियाँ/ })
    .click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/vehicle-info`);
  await expect(page.getByRole('heading', { name: 'मेरी गाड़ियाँ' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(USED.registrationNumber) }).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/vehicle-details/${USED.uid}`);
  await expect(page.getByRole('heading', { name: 'गाड़ी की जानकारी', level: 1 })).toBeVisible();
  await expect(page.getByText('चालू होने की तारीख')).toBeVisible();
  // The activation date has a Hindi month name.
  await expect(page.locator('dd time').first()).toHaveText(/^\d{1,2} [\u0900-\u097F]+॰? \d{4}$/);
  await expect(page.getByRole('heading', { name: 'हाल की गतिविधि' })).toBeVisible();

  // Pause for 24 hours with the swipe of the pause sheet.
  await page.getByRole('button', { name: 'सर्विस रोकें' }).click();
  const sheet = page.getByRole('dialog', { name: 'सर्विस रोकें' });
  await expect(sheet).toContainText(
    `अगले 24 घंटे स्कैन करने वाले ${USED.registrationNumber} के बारे में आप तक नहीं पहुँच पाएँगे। आप कभी भी सर्विस फिर से चालू कर सकते हैं।`,
  );
  const handle = sheet.getByRole('button', { name: 'रोकने के लिए खिसकाएँ' });
  await dragHandle(page, handle, (await trackWidth(handle)) - 56);
  await expectNotice(page, 'गाड़ी की सर्विस 24 घंटे के लिए रुक गई');
  const pausedSheet = page.getByRole('dialog', { name: 'गाड़ी की सर्विस रुक गई' });
  await expect(pausedSheet).toContainText(`${USED.registrationNumber} के अलर्ट और कॉल 24 घंटे के लिए रुक गए हैं।`);
  await expect(pausedSheet).toBeHidden({ timeout: 3000 });
  await expect(page.getByText('रुकी है', { exact: true })).toBeVisible();

  // Resume.
  await page.getByRole('button', { name: 'सर्विस चालू करें' }).click();
  await expectNotice(page, 'गाड़ी की सर्विस फिर से चालू हो गई');
  await expect(page.getByRole('button', { name: 'सर्विस रोकें' })).toBeVisible();

  // Back home, the switch turns the page into English at once, without a reload.
  await navigateInApp(page, '/admin');
  await expect(page.getByRole('heading', { name: 'आपका स्वागत है' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Overview' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Owner portal' }).getByRole('link', { name: /Vehicles/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // The spec's English, word for word, on the vehicle and its pause sheet.
  await navigateInApp(page, `/vehicle-details/${USED.uid}`);
  await expect(page.getByRole('heading', { name: 'Vehicle Details', level: 1 })).toBeVisible();
  await expect(page.getByText('Activated on')).toBeVisible();
  await expect(page.getByText('Going somewhere? Pause alerts and calls for 24 hours.')).toBeVisible();
  await page.getByRole('button', { name: 'Pause Service' }).click();
  const englishSheet = page.getByRole('dialog', { name: 'Pause Service' });
  await expect(englishSheet).toContainText(
    `Scanners will not be able to reach you about ${USED.registrationNumber} for 24 hours. You can resume at any time.`,
  );
  await expect(englishSheet.getByRole('button', { name: 'Swipe to pause' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(englishSheet).toBeHidden();

  // The choice is remembered: a reload stays in English although the browser prefers Hindi.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Vehicle Details', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('button', { name: 'Pause Service' })).toBeVisible();
  await navigateInApp(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('a Hindi reader of the vehicle list gets the badge explanations and the resume notice in Hindi', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA, '/vehicle-info');
  await expect(page.getByRole('heading', { name: 'मेरी गाड़ियाँ' })).toBeVisible();
  const list = page.getByRole('list', { name: 'आपकी गाड़ियाँ' });
  await list.getByRole('button', { name: 'रुकी है' }).click();
  const dialog = page.getByRole('dialog', { name: 'सर्विस रुकी है' });
  await expect(dialog).toContainText('इस गाड़ी के अलर्ट और कॉल 24 घंटे के लिए रुके हैं।');
  await dialog.getByRole('button', { name: 'सर्विस चालू करें' }).click();
  await expectNotice(page, 'गाड़ी की सर्विस फिर से चालू हो गई');
  await expect(list.getByRole('button', { name: 'रुकी है' })).toHaveCount(0);
});

test('in Hindi, the referral date is written with Hindi month and part of the day, and Help answers a query in Hindi', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA, '/referrals');
  await expect(page.getByRole('heading', { name: 'रेफ़रल', level: 1 })).toBeVisible();
  await expect(page.getByText('आख़िरी रेफ़रल')).toBeVisible();
  // Our own catalog's month and part of the day, the same in every engine (@qr/runtime/i18n/dates).
  await expect(page.getByTestId('last-referral')).toHaveText('10 नवंबर 2026, रात 8:00');

  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'मदद केंद्र', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'क्या मेरा नंबर सुरक्षित है?' }).click();
  await expect(page.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/privacy');
  await page.getByRole('textbox', { name: /जवाब नहीं मिला/ }).fill('मेरा स्टिकर खराब हो गया है');
  await page.getByRole('button', { name: 'सवाल भेजें' }).click();
  await expectNotice(page, 'आपका सवाल भेज दिया गया!');
  await expect(page.getByRole('textbox', { name: /जवाब नहीं मिला/ })).toHaveValue('');
});
