import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName, RuntimeConfig } from 'shared-ui';
import { isUnavailableModule, type PageModule, remoteUnavailablePlugin } from './remote-unavailable-plugin';

let configuredRemotes: RuntimeConfig['remotes'] | null = null;

/** Registers the remotes named by runtime-config.json; nothing is fetched until a route needs it. */
export function registerConfiguredRemotes(remotes: RuntimeConfig['remotes']) {
  configuredRemotes = remotes;
  registerPlugins([remoteUnavailablePlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Forgets what the runtime cached for a remote (including a failed manifest) so the next load refetches it. */
export function resetRemote(remote: RemoteName) {
  if (!configuredRemotes) return;
  registerRemotes([{ name: remote, entry: configuredRemotes[remote] }], { force: true });
}

const RETRY_DELAYS_MS = [400, 1200];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads one exposed page. Transient failures (a dropped connection on a weak link) are retried twice
 * with a growing delay; after that the plugin's "unavailable" module is returned and rendered.
 */
export async function loadRemotePage(remote: RemoteName, expose: string): Promise<{ default: ComponentType }> {
  for (let attempt = 0; ; attempt++) {
    const loaded = (await loadRemote<PageModule>(`${remote}/${expose}`)) ?? null;
    if (loaded && !isUnavailableModule(loaded)) return loaded;
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return loaded ?? (await import('./remote-unavailable')).unavailableModule(remote);
    await wait(delay);
    resetRemote(remote);
  }
}

/** Fetches a page ahead of need (e.g. when the browser is idle); failures are left to the real visit. */
export function warmRemotePage(remote: RemoteName, expose: string) {
  loadRemote(`${remote}/${expose}`).catch(() => undefined);
}
