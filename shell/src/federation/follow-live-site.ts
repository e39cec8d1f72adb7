import { loadRuntimeConfig, type RemoteName } from 'shared-ui/runtime';
import { RUNTIME_CONFIG_URL } from '../config/runtime-config-url';
import { activePreview } from '../preview/preview-request';
import { registeredRemoteUrl, resetRemote } from './remotes';

/**
 * Before Try Again loads a failed remote again: reads the live runtime-config.json (never from a cache)
 * and, when the remote has moved since this tab started (an operator rolled a bad release back, or
 * promoted a fix), registers it at its new URL. Otherwise the remote is only forgotten and fetched again
 * from where it was. Never throws: an unreadable config leaves the remote where it was.
 */
export async function followLiveSite(remote: RemoteName): Promise<void> {
  const result = await loadRuntimeConfig(RUNTIME_CONFIG_URL);
  // A previewed remote stays at the release under preview.
  const live = result.ok && activePreview()?.remote !== remote ? result.config.remotes[remote] : undefined;
  try {
    resetRemote(remote, live ?? registeredRemoteUrl(remote));
  } catch (error) {
    console.warn(`[federation] ${remote} could not be registered again:`, error);
  }
}
