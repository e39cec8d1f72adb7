// An open tab meets a page that a remote's release declared after the tab loaded: it reads
// runtime-config.json again and shows the page, instead of sending the visitor home (docs/releasing.md,
// "Pages a remote declares").
import { readFileSync } from 'node:fs';
import { deployRuntimeConfig } from '../../tools/serve-builds.ts';
import { ASHA } from './owner/owner-helpers';
import { expect, navigateInApp, test } from './support/fixtures';
import { CONFIG, ownerWithSettingsPage, releasedManifestUrl, SETTINGS_ROUTE } from './support/releases';

type SiteConfig = { remotes: Record<string, string>; routes?: unknown[] };
let original: SiteConfig;

test.setTimeout(180_000);
test.beforeAll(() => {
  original = JSON.parse(readFileSync(CONFIG, 'utf8'));
});
test.afterAll(async () => {
  await deployRuntimeConfig(original);
});

test('a page declared after the tab loaded is found by reading the live config again', async ({ page, signIn }) => {
  const release = releasedManifestUrl('mfe-owner', '9.3.0', ownerWithSettingsPage());
  await signIn(ASHA, '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  // The release that declares /account/settings goes live while the tab is open.
  await deployRuntimeConfig({
    ...original,
    remotes: { ...original.remotes, mfe_owner: release },
    routes: [SETTINGS_ROUTE],
  });
  await navigateInApp(page, '/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/settings$/);
  // A path the live site does not know either still goes home.
  await navigateInApp(page, '/account/nothing-here');
  await expect(page).toHaveURL(/\/$/);
});
