// The local environments of `pnpm serve` (production :5000, staging :5005): after a switch their nginx
// renders its headers again from the new runtime-config.json; before a switch to an origin the CSP does
// not list yet, it is rendered with that origin allowed first. Production deployments do both by hand
// (deploy/README.md), and the release tools check the result.
import path from 'node:path';
import { pidFileAlive } from '../pid-file.ts';

const nginxPrefix = (environment) => path.join(path.dirname(environment.configFile), 'nginx');

export const localSiteRunning = (environment) => pidFileAlive(path.join(nginxPrefix(environment), 'nginx.pid'));

/**
 * Re-renders and reloads the environment's nginx (when `pnpm serve` runs it). `allowOrigins`: remote
 * origins the CSP must allow beside those of runtime-config.json (kept until the next reload).
 * @returns {Promise<boolean>} whether a local nginx was reloaded
 */
export async function reloadLocalSite(environment, { allowOrigins = [] } = {}) {
  if (!localSiteRunning(environment)) return false;
  // Loaded only here: rendering the site's configuration needs the shell's route table, which a team's
  // checkout of one remote does not hold.
  const { reloadNginx } = await import('../nginx-site.mjs');
  await reloadNginx(nginxPrefix(environment), (deployment) => ({ ...deployment, allowRemoteOrigins: allowOrigins }));
  return true;
}
