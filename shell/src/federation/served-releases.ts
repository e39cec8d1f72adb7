// Which release of each remote this tab loads, and why: the stable one, a canary the visitor's bucket
// fell into, or a tester's preview. Written where the remotes are registered (start-up, Try Again),
// read by the health reports (telemetry/) to attribute page views, failures and errors to a version.
// No imports: the start-up code uses it before any shared module loads.

export type Arm = 'stable' | 'canary' | 'preview';

export interface ServedRelease {
  /** The remote's package name, as releases are named (mfe-owner). */
  app: string;
  /** The release version, or null for a build that is not a release of the CDN (local builds). */
  version: string | null;
  arm: Arm;
  /** The mf-manifest.json URL registered for it. */
  url: string;
}

const served = new Map<string, ServedRelease>();

/** The remote's package name for a container name: mfe_owner → mfe-owner. */
export const appOfContainer = (container: string): string => container.replace(/_/g, '-');

/** The version in a release URL (<cdn>/<app>/<version>/mf-manifest.json), or null. */
export function versionInUrl(app: string, url: string): string | null {
  const match = new RegExp(`/${app}/([^/]+)/mf-manifest\\.json$`).exec(url);
  return match?.[1] ?? null;
}

export function setServedRelease(container: string, url: string, arm: Arm, version?: string): void {
  const app = appOfContainer(container);
  served.set(container, { app, url, arm, version: version ?? versionInUrl(app, url) });
}

export const servedRelease = (container: string): ServedRelease | undefined => served.get(container);

/** Every remote this tab registered, by container name. */
export const servedReleases = (): ReadonlyMap<string, ServedRelease> => served;
