// The release tools as a team runs them, for the release specs: the real CLI (deploy/release/cli.mjs)
// against the served site, with the suite's own releases folder (playwright.config.ts gives the same
// RELEASES_DIR to `pnpm serve`, which publishes it on the local CDN origin).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SETTINGS_ROUTE } from '@qr/platform/federation/settings-route.fixture';
import { copyRemote, replaceInFile } from '../../../deploy/remote-copy.ts';
import { SHELL_OVERLAY } from '../../../tools/serve-builds.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const BASE = Number(process.env.SERVE_PORT_BASE ?? 5000);
export const RELEASES = path.join(ROOT, '.serve', String(BASE), 'releases');
export const CDN = `http://localhost:${BASE + 4}`;
export const CONFIG = path.join(SHELL_OVERLAY, 'runtime-config.json');
export const HISTORY = path.join(SHELL_OVERLAY, 'runtime-config.history.json');
export const STAGING_DIR = path.join(SHELL_OVERLAY, 'staging');

/** Runs a release command; its output (stdout and stderr) and exit code. */
export function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'deploy', 'release', 'cli.mjs'), ...args], {
    env: { ...process.env, RELEASES_DIR: RELEASES, SERVE_PORT_BASE: String(BASE), QR_ACTOR: 'e2e' },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Releases a build of an app (by default its folder in this checkout; `appDir` for a changed copy). The
 * suite's copies are not git checkouts and their checks ran in the unit step: both are waived here.
 */
export const releaseForTest = (app: string, version: string, appDir?: string, ...more: string[]) =>
  cli('release', app, version, '--allow-dirty', '--skip-checks', ...(appDir ? ['--app-dir', appDir] : []), ...more);

/** The URL the live config of an environment names for a remote. */
export function liveUrl(container: string, configFile = CONFIG): string {
  return JSON.parse(readFileSync(configFile, 'utf8')).remotes[container];
}

export const releaseUrl = (app: string, version: string) => `${CDN}/${app}/${version}/mf-manifest.json`;

/**
 * A remote released as `version` (the workspace's, or the copy in `appDir`), gate included; its manifest's
 * URL on the local CDN. A version left by an earlier run of the same test is deleted first (a test's own
 * versions only: a release is never rewritten).
 */
export function releasedManifestUrl(app: string, version: string, appDir?: string): string {
  rmSync(path.join(RELEASES, app, version), { recursive: true, force: true });
  const result = releaseForTest(app, version, appDir);
  if (result.code !== 0) throw new Error(`release ${app} ${version} failed (${result.code}):\n${result.output}`);
  return releaseUrl(app, version);
}

/** The route ownerWithSettingsPage declares, as a release of it publishes it (metaData.routes). */
export { SETTINGS_ROUTE };

/** A copy's edit (copyRemote's `edit`): replaces `search` in `file`, a path relative to the copied app's folder. */
export const replacing = (file: string, search: string, replacement: string) => (dir: string) =>
  replaceInFile(path.join(dir, file), search, replacement);

/** A copy's edit: mfe-owner's home greets with 'Welcome Back, <suffix>', a change a visitor sees. */
export const greeting = (suffix: string) =>
  replacing('src/features/home/messages.ts', "'Welcome Back'", `'Welcome Back, ${suffix}'`);

/** The settings route as mfe-owner's build config declares it (the remote is the build's own). */
const declaredInBuildConfig = (routePath: string) => {
  const { expose, access, title, titleHi } = SETTINGS_ROUTE;
  return { path: routePath, expose, access, title, titleHi };
};

/**
 * mfe-owner with one more page, SettingsPage, declared in its own build config at `routePath`
 * (/account/settings: inside mfe_owner's claims). `edit` changes the copy further.
 */
export const ownerWithSettingsPage = (edit: (dir: string) => void = () => {}, routePath = SETTINGS_ROUTE.path) =>
  copyRemote('mfe-owner', {
    edit: (dir) => {
      edit(dir);
      writeFileSync(
        path.join(dir, 'src', 'pages', 'settings-page.tsx'),
        'export default function SettingsPage() {\n  return <h1>Settings</h1>;\n}\n',
      );
      const config = path.join(dir, 'rspack.config.mjs');
      replaceInFile(
        config,
        "  './HelpPage': './src/pages/help-page.tsx',\n",
        "  './HelpPage': './src/pages/help-page.tsx',\n  './SettingsPage': './src/pages/settings-page.tsx',\n",
      );
      replaceInFile(
        config,
        '  exposes,\n',
        `  exposes,\n  routes: [${JSON.stringify(declaredInBuildConfig(routePath))}],\n`,
      );
    },
  });
