import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { compatibilityProblems, RemoteManifest } from '@qr/platform/federation';
import { missingSingletons, sharedFits } from '@qr/platform/federation/shared-fits';

// Registered by the start-up code on every route, so it stays small: it only decides. Why a remote does
// not fit is worked out by the fallback page (remote-unavailable.tsx), which is fetched on failure only.
// Nothing here may import react or shared-ui at run time.

export interface ReadManifest {
  manifest: RemoteManifest;
  /** Each shared package the shell provided when the manifest was read, with its version. */
  provided: Record<string, string>;
  /** The packages among them the shell provides as singletons. */
  singletons: string[];
}

/** Each remote's mf-manifest.json as the shell read it, for the fallback page's explanation. */
export const readManifests = new Map<string, ReadManifest>();
const misfits = new Set<string>();

type SitePages = () => Parameters<typeof compatibilityProblems>[0]['pages'];
let pagesOfSite: SitePages = () => [];

/** The site's pages (the routes, declared ones included) a remote's build must expose, for the fallback page. */
export const sitePages = () => pagesOfSite();

/** Told once the config is read (registerConfiguredRemotes): the routes live above federation, which never imports them. */
export function setSitePages(pages: SitePages) {
  pagesOfSite = pages;
}

/** True when the remote's build does not fit this shell, or does not expose this page. */
export function doesNotFit(remote: string, expose: string): boolean {
  const read = readManifests.get(remote);
  return misfits.has(remote) || (read !== undefined && !read.manifest.exposes?.some((item) => item.name === expose));
}

type SharedOptions = Record<string, readonly { version?: string; shareConfig?: { singleton?: boolean } }[]>;

function providedShared(shared: SharedOptions | undefined) {
  const provided: Record<string, string> = {};
  const singletons: string[] = [];
  for (const [name, copies] of Object.entries(shared ?? {})) {
    const version = copies[0]?.version;
    if (version) provided[name] = version;
    if (copies[0]?.shareConfig?.singleton) singletons.push(name);
  }
  return { provided, singletons };
}

/**
 * Checks each remote's manifest, as soon as it is read and before any of the remote's code runs, with the
 * release gate's rules (compatibility.ts), for a release that went live without the gate: a remote whose
 * shared singletons do not fit this shell is not loaded at all. Its routes show the fallback page naming
 * the problem, and the other remotes keep working.
 */
export function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'compatibility-plugin',
    afterLoadManifest(args) {
      const { moduleInfo, manifestJson, origin } = args;
      if (!manifestJson) return args;
      const manifest = manifestJson as RemoteManifest;
      const { provided, singletons } = providedShared(origin.options.shared as SharedOptions | undefined);
      readManifests.set(moduleInfo.name, { manifest, provided, singletons });
      const fits =
        manifest.metaData?.name === moduleInfo.name &&
        (manifest.shared ?? []).every((item) => sharedFits(item, provided)) &&
        missingSingletons(manifest, singletons).length === 0;
      if (fits) misfits.delete(moduleInfo.name);
      else {
        misfits.add(moduleInfo.name);
        throw new Error(`${moduleInfo.name} does not fit this site`);
      }
      return args;
    },
  };
}
