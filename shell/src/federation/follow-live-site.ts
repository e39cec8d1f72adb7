import { loadRuntimeConfig, type RemoteName } from '@qr/runtime';
import { RUNTIME_CONFIG_URL } from '../config/runtime-config-url';
import { activePreview } from '../preview/preview-request';
import { withCanaries } from './canary';
import { registeredRemoteUrl, resetRemote } from './remotes';

/**
 * The chunks of the release this tab loaded are in the global array its Rspack runtime reads
 * (`rspackChunk` + its uniqueName, the container name in every release: shared-ui/platform/build/rspack-app.mjs).
 * Another release's runtime would take each chunk found there as loaded, and run the old release's modules
 * under its own chunk ids: a page that threw on a canary would throw again on the stable release it was
 * rolled back to. A remote that moves starts with an empty array.
 */
function forgetLoadedChunks(remote: RemoteName) {
  delete (globalThis as Record<string, unknown>)[`rspackChunk${remote}`];
}

/**
 * Before Try Again loads a failed remote again: reads the live runtime-config.json (never from a cache)
 * and, when the remote has moved since this tab started (an operator rolled a bad release back, or
 * promoted a fix), registers it at its new URL. Otherwise the remote is only forgotten and fetched again
 * from where it was. Never throws: an unreadable config leaves the remote where it was.
 *
 * The live canaries are applied again, for the same visitor (canary.ts): a canary that ended or was rolled
 * back gives the stable release; the same canary still live gives the same arm, so a canary visitor whose
 * remote failed loads the canary again.
 */
export async function followLiveSite(remote: RemoteName): Promise<void> {
  const result = await loadRuntimeConfig(RUNTIME_CONFIG_URL);
  // A previewed remote stays at the release under preview.
  const live =
    result.ok && activePreview()?.remote !== remote
      ? withCanaries(result.config.remotes, result.config.canaries)
      : undefined;
  const was = registeredRemoteUrl(remote);
  const entry = live?.remotes[remote] ?? was;
  try {
    if (entry !== was) forgetLoadedChunks(remote);
    resetRemote(remote, entry, live?.arms[remote]);
  } catch (error) {
    console.warn(`[federation] ${remote} could not be registered again:`, error);
  }
}
