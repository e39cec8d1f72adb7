// The releases of the remotes: immutable, versioned folders, laid out as a CDN serves them
// (<releases>/<app>/<version>/ holding the build and its release.json). `pnpm serve` publishes the local
// folder on its own origin, like a CDN: http://localhost:5004/mfe-owner/1.2.0/mf-manifest.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compareVersions, isReleaseVersion } from '../../shared-ui/runtime/src/session/release-version.ts';
import { ReleaseError } from './errors.mjs';
import { readJsonFile, writeAtomically } from './files.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The remotes a team releases, and the container name the site loads each under. */
export const REMOTES = { 'mfe-public': 'mfe_public', 'mfe-owner': 'mfe_owner', 'mfe-admin': 'mfe_admin' };
/** Everything released on its own: the remotes and the shell. */
export const APPS = { ...REMOTES, shell: null };

/** A release version (shared-ui's release-version.ts); runtime-config.json's canaries follow the same rule. */
export { compareVersions, isReleaseVersion };

/** The local CDN folder (RELEASES_DIR moves it, e.g. for the e2e suite). */
export const releasesDir = () => path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));

export const releaseFolder = (app, version) => path.join(releasesDir(), app, version);

/** The path of a release under the CDN's base URL. */
export const releaseManifestPath = (app, version) => `${app}/${version}/mf-manifest.json`;

export { ReleaseError };

export function assertApp(app) {
  if (!Object.hasOwn(APPS, app)) {
    throw new ReleaseError(`"${app ?? ''}" is not an app: one of ${Object.keys(APPS).join(', ')}`);
  }
  return app;
}

export function assertRemote(app) {
  if (!Object.hasOwn(REMOTES, app)) {
    throw new ReleaseError(`"${app ?? ''}" is not a remote: one of ${Object.keys(REMOTES).join(', ')}`);
  }
  return REMOTES[app];
}

export function assertVersion(version, usage = 'a version') {
  if (version === undefined || version === '') throw new ReleaseError(`${usage} is missing (e.g. 1.4.0)`);
  if (!isReleaseVersion(version)) {
    const hint = /(^|[.-])0\d/.test(version) ? ': no leading zeros in semver' : '';
    throw new ReleaseError(`"${version}" is not a release version (e.g. 1.4.0 or 1.4.0-rc.1)${hint}`);
  }
  return version;
}

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
    record: readJsonFile(path.join(folder, 'release.json'), `${app} ${version}'s release.json`),
    manifest: readJsonFile(path.join(folder, 'mf-manifest.json'), `${app} ${version}'s mf-manifest.json`),
  };
}

export function listReleases(app) {
  const folder = path.join(releasesDir(), app);
  if (!existsSync(folder)) return [];
  return readdirSync(folder).filter(
    (name) => isReleaseVersion(name) && existsSync(path.join(folder, name, 'release.json')),
  );
}

/** The versions of an app pruned from the releases folder: a version number is never used twice. */
const retiredFile = (app) => path.join(releasesDir(), app, '.retired.json');

export function retiredVersions(app) {
  try {
    const versions = JSON.parse(readFileSync(retiredFile(app), 'utf8'));
    return Array.isArray(versions) ? versions : [];
  } catch {
    return [];
  }
}

/** Records a version as retired, before its folder is deleted (a kill in between keeps the number spent). */
export function retireVersion(app, version) {
  const versions = retiredVersions(app);
  if (!versions.includes(version)) writeAtomically(retiredFile(app), `${JSON.stringify([...versions, version])}\n`);
}
