// The bundled baseline that `pnpm bench` compares the federated site with (`pnpm build:bundled`: the
// same shell and pages as one app, no federation) must render like the site, or the comparison lies.
// One of the bench's tests, not of `pnpm test`: `pnpm --filter bench run test:baseline` builds the baseline
// and runs this file (BUNDLED_BASELINE=1, playwright.config.ts).
import { serveBundled } from '../../tools/serve-builds.ts';
import { expect, test } from './support/fixtures';
import { BUNDLED_PORT } from './support/ports';

const ASHA = '919876543210';
let close: () => Promise<void>;
let siteUrl: string;

test.beforeAll(async () => {
  ({ close, siteUrl } = await serveBundled({ port: BUNDLED_PORT }));
});
test.afterAll(() => close?.());

test.beforeEach(({ page }) => {
  page.on('request', (request) => {
    expect(request.url(), 'the baseline loads nothing through federation').not.toMatch(/mf-manifest|remoteEntry/);
  });
});

test('renders the landing page, styled by the design tokens', async ({ page }) => {
  await page.goto(`${siteUrl}/`);
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeEnabled();
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary, '@qr/design-system/tokens.css is applied').not.toBe('');
});

test("renders the scanner's contact form for a used sticker", async ({ page }) => {
  await page.goto(`${siteUrl}/QRUSED0001`);
  await expect(page.getByRole('tab', { name: 'Call Owner' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: /mobile number/i })).toBeEnabled();
});

test("renders an owner's portal home", async ({ page, signIn }) => {
  await signIn(ASHA, `${siteUrl}/admin`);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});
