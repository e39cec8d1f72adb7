import { SEED } from '../../api/seed';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { OWNER_ORIGIN } from '../support/ports';

// axe on the shell's own pages and the admin queries screen in Hindi (lang, the switch's own lang, names).

test.use({ bypassCSP: true, locale: 'hi-IN' });

const ASHA = SEED.owners.asha.phone;
const ADMIN = SEED.admins.priya.phone;

test('Access denied in Hindi has no axe violations', async ({ page, signIn }) => {
  await signIn(ASHA, '/admin/queries');
  await expect(page.getByRole('heading', { name: 'सिर्फ़ एडमिन के लिए' })).toBeVisible();
  await expectNoAxeViolations(page, 'Access denied (hi)');
});

test('the remote-down fallback in Hindi has no axe violations', async ({ page, signIn }) => {
  await signIn(ASHA);
  await page.route(`${OWNER_ORIGIN}/**`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'साइट का यह हिस्सा अभी नहीं खुल रहा' })).toBeVisible({
    timeout: 10_000,
  });
  await expectNoAxeViolations(page, 'remote down (hi)');
});

test('the config error page in Hindi has no axe violations', async ({ page }) => {
  await page.route('**/runtime-config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ apiBaseUrl: 'not a url' }) }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'इस साइट की सेटिंग में गड़बड़ी है' })).toBeVisible();
  await expectNoAxeViolations(page, 'config error (hi)');
});

test('the admin queries list and dialog in Hindi have no axe violations', async ({ page, signIn }) => {
  await signIn(ADMIN, '/admin/queries');
  await expect(page.getByRole('button', { name: /सवाल #25/ })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/queries (hi)');
  await page.getByRole('button', { name: /सवाल #25/ }).click();
  await expect(page.getByRole('dialog', { name: 'सवाल की जानकारी' })).toBeVisible();
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page, 'query dialog (hi)');
});
