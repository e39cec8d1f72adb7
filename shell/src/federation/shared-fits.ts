// The one rule the shell checks on every route before a remote's code runs (compatibility-plugin.ts);
// the release gate and the fallback page apply it with the others (compatibility.ts). Its own module, so
// that the start-up code does not carry the rest.
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
