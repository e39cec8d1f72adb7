import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ROUTES } from '../routing/route-table';
import {
  breaksEveryPage,
  buildVersionOf,
  compatibilityProblems,
  type Problem,
  type RemoteManifest,
} from './compatibility';

// Nothing in this file may import react or shared-ui at run time: it is registered by the start-up code.

const found = new Map<string, { version: string; problems: Problem[] }>();

/**
 * What keeps a page of a remote from running in this site, in one line for operators (the fallback page
 * shows it and the console names it), or null. Filled when the remote's mf-manifest.json is read.
 */
export function incompatibilityOf(remote: string, expose: string): string | null {
  const entry = found.get(remote);
  const problems = entry?.problems.filter(
    (problem) => breaksEveryPage(problem) || (problem.kind === 'expose' && problem.expose === expose),
  );
  if (!entry || !problems?.length) return null;
  return `${remote} ${entry.version} does not fit this site: ${problems.map((problem) => problem.text).join('; ')}`;
}

type SharedOptions = Record<string, readonly { version?: string }[]>;

function providedVersions(shared: SharedOptions | undefined): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, copies] of Object.entries(shared ?? {})) {
    const version = copies[0]?.version;
    if (version) versions[name] = version;
  }
  return versions;
}

/**
 * Checks each remote's manifest, as soon as it is read and before any of the remote's code runs, against
 * the shared versions this shell provides and its route table (the release gate's rules, for a release
 * that went live without the gate). A remote whose singletons do not fit is not loaded at all: its
 * routes show the fallback page naming the problem, and the other remotes keep working.
 */
export function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'compatibility-plugin',
    afterLoadManifest(args) {
      const { moduleInfo, manifestJson, origin } = args;
      if (!manifestJson) return args;
      const manifest = manifestJson as RemoteManifest;
      const provided = providedVersions(origin.options.shared as SharedOptions | undefined);
      const problems = compatibilityProblems({ remote: moduleInfo.name, manifest, provided, pages: ROUTES });
      found.set(moduleInfo.name, { version: buildVersionOf(manifest), problems });
      const blocking = problems.find(breaksEveryPage);
      if (blocking) throw new Error(incompatibilityOf(moduleInfo.name, '') ?? blocking.text);
      return args;
    },
  };
}
