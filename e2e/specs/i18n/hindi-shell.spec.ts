import { SEED } from '../../../tools/api/seed';
import { expect, navigateInApp, test } from '../support/fixtures';
import { OWNER_ORIGIN, PUBLIC_ORIGIN } from '../support/ports';
import { openWithInvalidConfig, openWithRemoteDown, remoteBack, remoteDown } from '../support/shell-fallbacks';

// The shell in Hindi: <html lang>, the route titles and descriptions, the shell's own pages (Access denied,
// a remote that is down, a bad configuration) with their language switch, and the choice of language
// kept across a reload and across remotes. The admin queries list in Hindi, with a hi-IN date.

const ASHA = SEED.owners.asha.phone;
const ADMIN = SEED.admins.priya.phone;
const SITE = 'QR Vehicle Contact';
const HINDI_SWITCH = { name: 'हिन्दी' } as const;
const ENGLISH_SWITCH = { name: 'English' } as const;

const description = (page: import('@playwright/test').Page) => page.locator('meta[name="description"]');

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets <html lang="hi-IN">, Hindi titles and descriptions, and the shell speaks Hindi', async ({
    page,
    signIn,
  }) => {
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle(`सेवा की शर्तें · ${SITE}`);
    await expect(description(page)).toHaveAttribute('content', 'QR Vehicle Contact इस्तेमाल करने की शर्तें।');
    await expect(page.getByRole('link', { name: 'सीधे मुख्य हिस्से पर जाएँ' })).toBeAttached();

    await page.goto('/');
    await expect(page).toHaveTitle(SITE);

    await signIn(ASHA, '/admin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle(`होम · ${SITE}`);
    await navigateInApp(page, '/vehicle-info');
    await expect(page).toHaveTitle(`मेरी गाड़ियाँ · ${SITE}`);
    await expect(description(page)).toHaveAttribute('content', 'आपके नंबर पर रजिस्टर गाड़ियाँ।');
  });

  test('Access denied is in Hindi, and its switch turns the page, the title and <html lang> to English', async ({
    page,
    signIn,
  }) => {
    await signIn(ASHA, '/admin/queries');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'सिर्फ़ एडमिन के लिए' })).toBeVisible();
    await expect(alert.getByText('यह पेज आप नहीं खोल सकते। इसके लिए एडमिन होना ज़रूरी है।')).toBeVisible();
    await expect(alert.getByRole('link', { name: 'अपने डैशबोर्ड पर जाएँ' })).toBeVisible();
    await expect(page).toHaveTitle(`मदद के सवाल · ${SITE}`);

    await page.getByRole('button', ENGLISH_SWITCH).click();
    await expect(alert.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(alert.getByText('Access denied. Admin privileges required.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page).toHaveTitle(`Help queries · ${SITE}`);
    await expect(description(page)).toHaveAttribute('content', 'Help queries sent by owners.');

    await page.getByRole('button', HINDI_SWITCH).click();
    await expect(alert.getByRole('heading', { name: 'सिर्फ़ एडमिन के लिए' })).toBeVisible();
    await expect(page).toHaveTitle(`मदद के सवाल · ${SITE}`);
    await expect(description(page)).toHaveAttribute('content', 'गाड़ी मालिकों के भेजे हुए मदद के सवाल।');
  });

  test('a remote that is down shows the fallback in Hindi, and Try Again recovers', async ({ page, signIn }) => {
    await signIn(ASHA);
    await openWithRemoteDown(page, OWNER_ORIGIN, '/admin', 'साइट का यह हिस्सा अभी नहीं खुल रहा');
    // The site itself answers: the remote is being updated, not the visitor's connection.
    await expect(page.getByText('साइट का यह हिस्सा अभी अपडेट हो रहा है। कुछ मिनट बाद फिर से कोशिश करें।')).toBeVisible();
    await expect(page.getByRole('button', ENGLISH_SWITCH)).toBeVisible();

    await remoteBack(page, OWNER_ORIGIN);
    await page.getByRole('button', { name: 'फिर से कोशिश करें' }).click();
    await expect(page).toHaveTitle(`होम · ${SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'साइट का यह हिस्सा अभी नहीं खुल रहा' })).toBeHidden();
  });

  test('the config error page is in Hindi, with <html lang="hi-IN"> and a switch to English', async ({ page }) => {
    await openWithInvalidConfig(page);
    await expect(page.getByRole('heading', { name: 'इस साइट की सेटिंग में गड़बड़ी है' })).toBeVisible();
    await expect(page.getByText('apiBaseUrl: must be an absolute URL')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

    await page.getByRole('button', ENGLISH_SWITCH).click();
    await expect(page.getByRole('heading', { name: 'This site is misconfigured' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This site is misconfigured' })).toBeVisible();
  });
});

test("an English visitor on the scanner's page fetches none of the shell's Hindi", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/QRUSED0001');
  await expect(page.getByRole('tab', { name: 'Call Owner' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /\/(shell-hi|status-pages-hi)\.\w+\.js$/.test(url))).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

test.describe('a Hindi visitor on the scanner page', () => {
  test.use({ locale: 'hi-IN' });

  test("gets the shell's Hindi requested once by the entry, before even the page's early data", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/QRUSED0001');
    await expect(page).toHaveTitle(`गाड़ी के मालिक से संपर्क करें · ${SITE}`);
    const hindi = requested.findIndex((url) => /\/shell-hi\.\w+\.js$/.test(url));
    // The sticker's status is fetched as soon as the runtime config and the remote's manifest are in.
    const pageData = requested.findIndex((url) => url.includes('/uid-status/QRUSED0001'));
    expect(hindi).toBeGreaterThanOrEqual(0);
    expect(pageData).toBeGreaterThan(hindi);
    expect(requested.filter((url) => /\/shell-hi\.\w+\.js$/.test(url))).toHaveLength(1);
  });
});

test('Hindi chosen on a public route stays after a reload and on owner and admin pages', async ({ page, signIn }) => {
  await signIn(ADMIN);
  // The switch a public route offers here is the shell's own, on the fallback of a remote that is down.
  await remoteDown(page, PUBLIC_ORIGIN);
  await page.goto('/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { name: 'This part of the site is not available right now' })).toBeVisible({
    timeout: 10_000,
  });
  await page.getByRole('button', HINDI_SWITCH).click();
  await expect(page.getByRole('heading', { name: 'साइट का यह हिस्सा अभी नहीं खुल रहा' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(`सेवा की शर्तें · ${SITE}`);
  await remoteBack(page, PUBLIC_ORIGIN);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(`सेवा की शर्तें · ${SITE}`);
  await expect(page.locator('h1').first()).toBeVisible();

  await navigateInApp(page, '/admin');
  await expect(page).toHaveTitle(`होम · ${SITE}`);
  await expect(page.locator('h1').first()).toBeVisible();

  await navigateInApp(page, '/admin/queries');
  await expect(page.getByRole('heading', { name: 'यूज़र के सवाल' })).toBeVisible();
  await expect(page).toHaveTitle(`मदद के सवाल · ${SITE}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});

test.describe('the admin queries list in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('texts, the total and the dates are Hindi (hi-IN), and the dialog too', async ({ page, signIn }) => {
    await signIn(ADMIN, '/admin/queries');
    await expect(page.getByRole('heading', { name: 'यूज़र के सवाल' })).toBeVisible();
    await expect(page.getByText('कुल सवाल')).toBeVisible();
    await expect(page.getByText('25', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'हाल के सवाल' })).toBeVisible();
    await expect(page.getByText('सवाल #25', { exact: true })).toBeVisible();

    const time = page.locator('time').first();
    const iso = (await time.getAttribute('datetime')) ?? '';
    // The part of the day named in Hindi ('दोपहर 2:30'), not 'pm'.
    const hindiDate = await page.evaluate(
      (value) =>
        new Intl.DateTimeFormat('hi-IN', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          dayPeriod: 'short',
        }).format(new Date(value)),
      iso,
    );
    const englishDate = await page.evaluate(
      (value) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
      iso,
    );
    expect(hindiDate).not.toBe(englishDate);
    await expect(time).toHaveText(hindiDate);

    await page.getByRole('button', { name: /सवाल #25/ }).click();
    const dialog = page.getByRole('dialog', { name: 'सवाल की जानकारी' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('फ़ोन', { exact: true })).toBeVisible();
    await expect(dialog.getByText(hindiDate)).toBeVisible();
    await dialog.getByRole('button', { name: 'नोट करें' }).click();
    await expect(page.getByText('सवाल आगे देखने के लिए नोट हो गया', { exact: true }).first()).toBeVisible();
  });
});
