import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// axe on the public pages in Hindi: the landing page and its login dialog, the scanner's page with both
// tabs and Incoming Call, registration (lang, the switch's own lang, names of the boxes and buttons).

test.use({ bypassCSP: true, locale: 'hi-IN' });

test('the landing page and the login dialog in Hindi have no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'यह कैसे काम करता है' })).toBeVisible();
  await expectNoAxeViolations(page, '/ (hi)');
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'लॉग इन' })).toBeVisible();
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page, 'login dialog (hi)');
});

test("the scanner's page in Hindi, both tabs and Incoming Call, has no axe violations", async ({ page }) => {
  await page.goto('/QRUSED0001');
  await expect(page.getByRole('tab', { name: 'मालिक को कॉल' })).toBeVisible();
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
  await expectNoAxeViolations(page, '/{uid} call (hi)');
  await page.getByRole('tab', { name: 'संदेश भेजें' }).click();
  await expect(page.getByRole('button', { name: 'गलत पार्किंग' })).toBeVisible();
  await expectNoAxeViolations(page, '/{uid} message (hi)');
  await page.getByRole('tab', { name: 'मालिक को कॉल' }).click();
  await page.getByLabel('4 में से अक्षर 1', { exact: true }).click();
  await page.keyboard.type('1234');
  await page.getByLabel('आपका मोबाइल नंबर').fill('9123456780');
  await expect(page.getByRole('dialog', { name: 'कॉल आ रही है' })).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page, 'Incoming Call (hi)');
});

test('registration in Hindi has no axe violations', async ({ page }) => {
  await page.goto('/vehicle-registration/QRNEW00001');
  await expect(page.getByRole('heading', { level: 1, name: 'गाड़ी का रजिस्ट्रेशन' })).toBeVisible();
  await expectNoAxeViolations(page, '/vehicle-registration (hi)');
});
