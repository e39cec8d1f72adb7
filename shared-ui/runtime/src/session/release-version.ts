// The release version rule and order, for the release tools, the deploy API and the health collector (Node
// only: the browser's runtime-config schema keeps a short rule). Here, not in deploy/, whose packages a team's
// checkout of one remote does not install: semver resolves from shared-ui.
import semver from 'semver';

/**
 * A release version: strict semver (no leading zeros) without build metadata, so that it is a plain URL
 * segment and one version has one spelling. semver.valid also takes a leading "v" or "=", surrounding
 * spaces and build metadata, and gives the version without them: a release version is its own normal form.
 */
export const isReleaseVersion = (version: unknown): version is string =>
  typeof version === 'string' && semver.valid(version) === version;

/** Semver order (1.9.0 before 1.10.0; 1.0.0-rc.1 before 1.0.0), for sort(); both must be release versions. */
export const compareVersions = (a: string, b: string): number => semver.compare(a, b);
