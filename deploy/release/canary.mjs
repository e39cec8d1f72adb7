// Canary rollouts of a remote (docs/releasing.md, "Canary releases and health"): a share of visitors loads
// a release before everyone does. Each step (start, advance, end) is one transaction of switch.mjs, like
// a promote: the environment's lock, the release verified on the CDN, the gate, the history entry.
// Finishing a rollout is a plain promote of the canary's version (cli.mjs).
import { localSiteRunning, reloadLocalSite } from './local-site.mjs';
import { REMOTES, ReleaseError } from './releases.mjs';
import { checkTarget, declaredRoutes, ensureOriginAllowed, releaseUrl, versionOfUrl } from './remote-switch.mjs';
import { haltOf } from './site-history.mjs';
import { changeLiveSite } from './switch.mjs';

export const DEFAULT_STEPS = [10, 25, 50, 100];

/** A canary's share: a whole percentage from 1 to 99 (0 is no canary, 100 is a promote). */
export function parseShare(text) {
  if (!/^\d{1,2}$/.test(text ?? '') || Number(text) < 1)
    throw new ReleaseError(`--canary takes a share of visitors from 1 to 99 (percent), not "${text ?? ''}"`);
  return Number(text);
}

/** --steps 10,25,50,100: increasing whole percentages, the last one 100 (the rollout finishes there). */
export function parseSteps(text) {
  const steps = String(text)
    .split(',')
    .map((step) => step.trim());
  const numbers = steps.map(Number);
  const valid =
    steps.every((step) => /^\d{1,3}$/.test(step)) &&
    numbers.every((step, index) => step >= 1 && step <= 100 && (index === 0 || step > numbers[index - 1])) &&
    numbers.at(-1) === 100 &&
    numbers.length >= 2;
  if (!valid)
    throw new ReleaseError(`--steps takes increasing percentages ending at 100, e.g. 10,25,50,100, not "${text}"`);
  return numbers;
}

const UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** 30s, 10m, 1h, 1d: a duration in milliseconds. */
export function parseDuration(text, flag = '--every') {
  const match = /^(\d{1,6})(s|m|h|d)$/.exec(text ?? '');
  if (!match) throw new ReleaseError(`${flag} takes a duration like 30s, 10m, 1h or 1d, not "${text ?? ''}"`);
  return Number(match[1]) * UNITS[match[2]];
}

export const formatDuration = (ms) => {
  const [unit, size] = Object.entries(UNITS).findLast(([, size]) => ms % size === 0 && ms >= size) ?? ['s', 1000];
  return `${ms / size}${unit}`;
};

/** The one line that names a halted release, or null when the version was never halted here. */
export function haltProblem(history, app, version, environment) {
  const halt = haltOf(history, app, version);
  if (!halt) return null;
  return `the guard halted ${app} ${version} in ${environment.name} (#${halt.rev}: ${halt.reason ?? 'no reason given'})`;
}

const routeKey = (route) => `${route.path} ${route.expose} ${route.access}`;
const sameRoutes = (a, b) => JSON.stringify(a.map(routeKey).sort()) === JSON.stringify(b.map(routeKey).sort());

async function reloadIfLocal(environment, say) {
  if (environment.local && localSiteRunning(environment) && (await reloadLocalSite(environment)))
    say(`The local ${environment.name} nginx renders its headers from the new configuration.`);
}

/**
 * pnpm promote <app> <version> --canary <share> [--steps ... --every ...]: starts a rollout, or sets the
 * share of the same version's rollout by hand. Refused while another version is in a canary, for the
 * version live already, for a halted version (without --force), and for a release whose pages differ
 * from the stable release's: the site's routes are one table for every visitor, so a canary may not
 * add, move or drop a page (promote it whole instead).
 */
export async function startCanary({ app, version, share, steps, everyMs, environment, options, actor, say }) {
  const container = REMOTES[app];
  const url = releaseUrl(environment, app, version);
  const dryRun = Boolean(options['dry-run']);
  let action = 'canary';
  const outcome = await changeLiveSite(
    environment,
    { actor, command: `promote ${app} --canary`, dryRun, waitMs: options.waitMs, say },
    async ({ config, history, state }) => {
      const live = state.canaries[container];
      if (live && live.version !== version)
        throw new ReleaseError(
          `${app} ${live.version} is in a canary at ${live.share}% in ${environment.name}: finish it (pnpm promote ${app} ${live.version}) or end it (pnpm rollback ${app}) first`,
        );
      if (config.remotes[container] === url)
        throw new ReleaseError(`${app} ${version} is the stable release of ${environment.name}: nothing to canary`);
      if (live?.share === share)
        throw new ReleaseError(`${app} ${version} is already at ${share}% in ${environment.name}: nothing to switch`);
      const halted = haltProblem(history, app, version, environment);
      if (halted && !options.force) throw new ReleaseError(`refused: ${halted}; --force starts it again`);
      const checked = await checkTarget({ environment, app, url, version, config, force: options.force, say });
      const routes = declaredRoutes(checked.manifest, container);
      const stableRoutes = state.routes.filter((route) => route.remote === container);
      if (!sameRoutes(routes, stableRoutes))
        throw new ReleaseError(
          `refused: ${app} ${version} declares other pages than the stable release (${routes.map((route) => route.path).join(', ') || 'none'} against ${stableRoutes.map((route) => route.path).join(', ') || 'none'}); a canary cannot change the site's pages: promote it without --canary`,
        );
      await ensureOriginAllowed({ environment, config, url, dryRun, say });
      const common = {
        app,
        version,
        to: url,
        from: config.remotes[container],
        fromVersion: versionOfUrl(environment, app, config.remotes[container]),
        share,
        gate: checked.gate,
        commit: checked.record?.commit ?? null,
        ...(options.reason ? { reason: options.reason } : {}),
      };
      if (live) {
        action = 'advance';
        return { action, ...common };
      }
      return { action, ...common, ...(steps ? { steps, everyMs } : {}) };
    },
  );
  const { entry } = outcome;
  const plan = entry.steps ? ` (steps ${entry.steps.join(',')} every ${formatDuration(entry.everyMs)})` : '';
  const what = `${app} ${version} to ${share}% of ${environment.name}'s visitors${plan}`;
  if (outcome.dryRun)
    return say(
      `dry run: would ${action === 'advance' ? 'move' : 'start'} ${what} (gate ${entry.gate}); nothing changed`,
    );
  await reloadIfLocal(environment, say);
  say(
    `${action === 'advance' ? 'moved the canary of' : 'started a canary of'} ${what}, stable ${entry.fromVersion ?? entry.from} (#${entry.rev} by ${actor}, gate ${entry.gate})`,
  );
}

/**
 * The guard's step: the live rollout of `app` (still the version `version`, still at `fromShare`) moves to
 * `share`. Returns the entry, or null when the rollout changed meanwhile (another guard or a person).
 */
export async function advanceCanary({ app, version, fromShare, share, environment, actor, reason, say }) {
  const container = REMOTES[app];
  const { entry } = await changeLiveSite(environment, { actor, command: `guard ${app}`, say }, async ({ state }) => {
    const live = state.canaries[container];
    if (live?.version !== version || live.share !== fromShare) return null;
    return { action: 'advance', app, version, to: live.url, share, reason };
  });
  if (entry) await reloadIfLocal(environment, say);
  return entry;
}

/**
 * pnpm rollback <app> while a canary is live, or the guard: every visitor back on the stable release,
 * verified and gated like any switch. `halted` marks the version so that it is not promoted again
 * without --force. `expectVersion`: only if that version is still the canary (the guard's check).
 */
export async function endCanary({ app, environment, actor, reason, halted = false, expectVersion, options = {}, say }) {
  const container = REMOTES[app];
  const dryRun = Boolean(options['dry-run']);
  const outcome = await changeLiveSite(
    environment,
    { actor, command: `rollback ${app}`, dryRun, waitMs: options.waitMs, say },
    async ({ config, state }) => {
      const live = state.canaries[container];
      if (!live || (expectVersion && live.version !== expectVersion)) {
        if (expectVersion) return null;
        throw new ReleaseError(`${app} has no canary live in ${environment.name} any more: nothing changed`);
      }
      const stable = config.remotes[container];
      const stableVersion = versionOfUrl(environment, app, stable);
      // Every visitor gets the stable release: it is checked as if it were switched on anew.
      const checked = await checkTarget({
        environment,
        app,
        url: stable,
        version: stableVersion,
        config,
        force: options.force,
        say,
      });
      return {
        action: 'rollback',
        canary: true,
        app,
        version: live.version,
        to: stable,
        from: live.url,
        fromVersion: live.version,
        share: live.share,
        routes: state.routes.filter((route) => route.remote === container),
        gate: checked.gate,
        ...(halted ? { halted: true } : {}),
        ...(reason ? { reason } : {}),
      };
    },
  );
  const { entry } = outcome;
  if (!entry) return null;
  const what = `the canary of ${app} ${entry.version} (${entry.share}%) in ${environment.name}: every visitor on ${versionOfUrl(environment, app, entry.to) ?? entry.to}`;
  if (outcome.dryRun) {
    say(`dry run: would end ${what} (gate ${entry.gate}); nothing changed`);
    return entry;
  }
  await reloadIfLocal(environment, say);
  say(`${halted ? 'halted' : 'ended'} ${what} (#${entry.rev} by ${actor}${halted ? ', halted' : ''})`);
  return entry;
}
