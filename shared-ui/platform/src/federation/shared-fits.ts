// The two rules the shell checks on every route before a remote's code runs (shell:
// compatibility-plugin.ts); the release gate and the fallback page apply them with the others
// (compatibility.ts). Their own module, so that the start-up code does not carry the rest.
import { satisfy } from '@module-federation/enhanced/runtime';

/** A shared module as a remote's mf-manifest.json lists it. */
export interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/**
 * Whether the shell's copy of a shared module serves the remote: always for a module that is not a
 * singleton (the remote may bring its own); for a singleton, the shell must provide it in a version that
 * satisfies the remote's required range (a second copy of a singleton would split its state).
 */
export function sharedFits(shared: ManifestShared, provided: Readonly<Record<string, string>>): boolean {
  if (!shared.singleton) return true;
  const version = provided[shared.name];
  const required = shared.requiredVersion;
  return version !== undefined && (typeof required !== 'string' || required === '*' || satisfy(version, required));
}

/**
 * The singletons the shell provides that the remote's build does not share as singletons: such a build
 * bundles its own copy (a second react, whose hooks fail in the shell's tree; a second jotai store).
 */
export function missingSingletons(
  manifest: { shared?: readonly ManifestShared[] },
  singletons: readonly string[],
): string[] {
  const shared = new Set((manifest.shared ?? []).filter((item) => item.singleton).map((item) => item.name));
  return singletons.filter((name) => !shared.has(name));
}
