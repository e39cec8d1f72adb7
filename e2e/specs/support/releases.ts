// The suite's releases of a remote, made with the real release command (deploy/release/cli.mjs) into the
// suite's releases folder, which `pnpm serve` publishes on the local CDN origin. One helper, so that the
// command's flags can change in one place.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const BASE = Number(process.env.SERVE_PORT_BASE ?? 5000);
/** As playwright.config.ts gives it to `pnpm serve`. */
export const RELEASES = path.join(ROOT, 'e2e', '.serve', String(BASE), 'releases');
/** The local CDN origin, and the releasesCdn of the served runtime-config.json (e2e/tools/apps.mjs). */
export const CDN = `http://localhost:${BASE + 4}`;

export type RemoteApp = 'mfe-public' | 'mfe-owner' | 'mfe-admin';

export const releaseManifestUrl = (app: RemoteApp, version: string) => `${CDN}/${app}/${version}/mf-manifest.json`;

/**
 * Releases `app` (the workspace's, or the copy in `appDir`) as `version`, gate included, and returns its
 * manifest's URL on the local CDN. A release is never rewritten, so a version left by an earlier run of
 * the same test is deleted first (a test's own versions only).
 */
export function releaseForTest(app: RemoteApp, version: string, appDir?: string): string {
  rmSync(path.join(RELEASES, app, version), { recursive: true, force: true });
  const args = ['release', app, version, ...(appDir ? ['--app-dir', appDir] : [])];
  const result = spawnSync(process.execPath, [path.join(ROOT, 'deploy', 'release', 'cli.mjs'), ...args], {
    env: { ...process.env, RELEASES_DIR: RELEASES, SERVE_PORT_BASE: String(BASE) },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`release ${app} ${version} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return releaseManifestUrl(app, version);
}
