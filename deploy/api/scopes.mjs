// What a token may do. Three scopes:
//   deploy           its apps in its environments: upload, compat, preview, promote, rollback, and the reads
//                    (list, history, health of its apps; verify of its environments; prune without --apply)
//   release-manager  any app in its environments (or all), and the site-wide commands: adopt, guard --once,
//                    prune --apply, the audit log
//   read-only        list, history, verify, health, in its environments
// An answer is null (allowed) or the one line of a 403.

export const SCOPES = ['deploy', 'release-manager', 'read-only'];
const READS = new Set(['list', 'history', 'verify', 'health']);
const DEPLOY = new Set([...READS, 'upload', 'compat', 'preview', 'promote', 'rollback', 'prune']);

const covers = (list, item) => list.includes('*') || list.includes(item);

/**
 * @param {{ id: string, team: string, scope: string, apps: string[], envs: string[] }} token
 * @param {{ command: string, app?: string|null, env?: string|null, from?: string|null, apply?: boolean }} call
 *   env: null for what no environment holds (an upload, the audit log)
 * @returns {string|null}
 */
export function refusalOf(token, { command, app = null, env = null, from = null, apply = false }) {
  const who = `token ${token.id} (team ${token.team}, ${token.scope})`;
  const allowed =
    token.scope === 'release-manager' ||
    (token.scope === 'deploy' && DEPLOY.has(command) && !(command === 'prune' && apply)) ||
    (token.scope === 'read-only' && READS.has(command));
  if (!allowed) {
    const what = command === 'prune' && apply ? 'prune --apply' : command;
    return `${who} may not ${what === 'audit' ? 'read the audit log' : what}`;
  }
  for (const name of [env, from]) {
    if (name !== null && !covers(token.envs, name))
      return `${who} may not act on ${name}: its environments are ${token.envs.join(', ')}`;
  }
  if (token.scope === 'release-manager' || covers(token.apps, '*')) return null;
  if (app === null && command !== 'verify' && command !== 'audit')
    return `${who} may ${command} its own apps only: name one (${token.apps.join(', ')})`;
  if (app !== null && !covers(token.apps, app))
    return `${who} may not ${command} ${app}: its apps are ${token.apps.join(', ')}`;
  return null;
}
