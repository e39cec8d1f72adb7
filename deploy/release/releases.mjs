// The releases of the remotes: immutable, versioned folders, laid out as a CDN serves them
// (<releases>/<app>/<version>/ holding the build and its release.json). `pnpm serve` publishes the local
// folder on its own origin, like a CDN: http://localhost:5004/mfe-owner/1.2.0/mf-manifest.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The remotes a team releases, and the container name the site loads each under. */
export const REMOTES = { 'mfe-public': 'mfe_public', 'mfe-owner': 'mfe_owner', 'mfe-admin': 'mfe_admin' };

/** A release version: semver without build metadata, so that it is a plain URL segment. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The local CDN folder (RELEASES_DIR moves it, e.g. for the e2e suite). */
export const releasesDir = () => path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));

export const releaseFolder = (app, version) => path.join(releasesDir(), app, version);

/** The path of a release under the CDN's base URL. */
export const releaseManifestPath = (app, version) => `${app}/${version}/mf-manifest.json`;

export class ReleaseError extends Error {}

export function assertRemote(app) {
  if (!Object.hasOwn(REMOTES, app)) {
    throw new ReleaseError(`"${app ?? ''}" is not a remote: one of ${Object.keys(REMOTES).join(', ')}`);
  }
  return REMOTES[app];
}

export function assertVersion(version) {
  if (!VERSION_PATTERN.test(version ?? '')) {
    throw new ReleaseError(`"${version ?? ''}" is not a release version (e.g. 1.4.0 or 1.4.0-rc.1)`);
  }
  return version;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A release's record and its mf-manifest.json. */
export function readRelease(app, version) {
  const folder = releaseFolder(app, version);
  if (!existsSync(path.join(folder, 'release.json'))) {
    const known = listReleases(app);
    throw new ReleaseError(
      `${app} ${version} has not been released (${folder})${known.length ? `; released: ${known.join(', ')}` : ''}`,
    );
  }
  return {
    record: readJson(path.join(folder, 'release.json')),
    manifest: readJson(path.join(folder, 'mf-manifest.json')),
  };
}

export function listReleases(app) {
  const folder = path.join(releasesDir(), app);
  if (!existsSync(folder)) return [];
  return readdirSync(folder).filter(
    (name) => VERSION_PATTERN.test(name) && existsSync(path.join(folder, name, 'release.json')),
  );
}
