// pnpm releases guard [--env ENV] [--once] [--interval 30s]: watches every canary live in the environment
// and, from the visitors' health reports, rolls a canary that hurts them back (halted: not promoted again
// without --force), or advances a healthy one to its next step once the step's time has passed and enough
// page views were seen. Every change is a transaction of its own (the environment's lock), so two guards,
// or a guard and a person, never switch on top of each other's stale view. The rules: guard-decision.mjs.
import { advanceCanary, endCanary, parseDuration } from './canary.mjs';
import { firstLine } from './files.mjs';
import { DEFAULT_POLICY, judgeRollout } from './guard-decision.mjs';
import { figuresOf, readHealth } from './health-source.mjs';
import { ReleaseError } from './releases.mjs';
import { versionOfUrl } from './remote-switch.mjs';
import { liveRollout, readHistory } from './site-history.mjs';
import { readLiveConfig } from './switch.mjs';

export const GUARD_ACTOR = 'guard';
const appOf = (container) => container.replace(/_/g, '-');

/** The environment's policy (environments file `guard`), with --min-views and --margin on top. */
export function guardPolicy(environment, options) {
  const policy = { ...DEFAULT_POLICY, ...environment.guard };
  if (options['min-views'] !== undefined) {
    if (!/^\d{1,7}$/.test(options['min-views']) || Number(options['min-views']) < 1)
      throw new ReleaseError(`--min-views takes a whole number of page views, not "${options['min-views']}"`);
    policy.minViews = Number(options['min-views']);
  }
  if (options.margin !== undefined) {
    const margin = Number(options.margin);
    if (!/^0?\.\d+$|^0$/.test(options.margin) || margin >= 1)
      throw new ReleaseError(`--margin takes a rate from 0 to 1 (0.02 is 2 points), not "${options.margin}"`);
    policy.margin = margin;
  }
  return policy;
}

/** One look at every live canary; false when health data could not be read (nothing was changed then). */
export async function guardOnce({ environment, options, policy, finish, say, now = Date.now() }) {
  const config = readLiveConfig(environment);
  const history = readHistory(environment, config);
  const canaries = Object.entries(config.canaries ?? {});
  if (!canaries.length) {
    say(`guard: no canary live in ${environment.name}; nothing to do`);
    return true;
  }
  let sound = true;
  for (const [container, canary] of canaries) {
    const app = appOf(container);
    const rollout = liveRollout(history, app);
    const stableVersion = versionOfUrl(environment, app, config.remotes[container]) ?? 'unreleased';
    let whole;
    let step;
    try {
      const since = new Date(rollout?.start.at ?? now - 86_400_000);
      whole = await readHealth({ environment, config, options, app, since });
      step = rollout
        ? await readHealth({ environment, config, options, app, since: new Date(rollout.step.at) })
        : whole;
    } catch (error) {
      say(`guard: ${app} ${canary.version} in ${environment.name}: ${firstLine(error)}; nothing changed`);
      sound = false;
      continue;
    }
    const decision = judgeRollout({
      canary: figuresOf(whole.releases, app, canary.version),
      stable: figuresOf(whole.releases, app, stableVersion),
      stableVersion,
      share: canary.share,
      steps: rollout?.start.steps ?? null,
      everyMs: rollout?.start.everyMs ?? null,
      stepStartedAt: Date.parse(rollout?.step.at ?? new Date(now).toISOString()),
      stepViews: figuresOf(step.releases, app, canary.version).sampledPageViews,
      now,
      policy,
    });
    await act({ app, canary, decision, environment, finish, say });
  }
  return sound;
}

async function act({ app, canary, decision, environment, finish, say }) {
  const about = `${app} ${canary.version} at ${canary.share}% in ${environment.name}`;
  const common = { app, environment, actor: GUARD_ACTOR, say };
  let done;
  if (decision.verdict === 'rollback')
    done = await endCanary({ ...common, halted: true, expectVersion: canary.version, reason: decision.reason });
  else if (decision.verdict === 'advance')
    done = await advanceCanary({
      ...common,
      version: canary.version,
      fromShare: canary.share,
      share: decision.share,
      reason: decision.reason,
    });
  else if (decision.verdict === 'finish')
    done = await finish({ app, version: canary.version, reason: decision.reason });
  else {
    say(`guard: ${about}: waiting, ${decision.reason}`);
    return;
  }
  if (done === null) say(`guard: ${about} changed meanwhile (another guard or a person): nothing done`);
}

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The command: --once for a scheduler (exit 1 when health data could not be read), else a watcher. */
export async function guardCommand({ options, environment, actor, finish }) {
  const policy = guardPolicy(environment, options);
  const say = console.log;
  if (options.once) {
    if (!(await guardOnce({ environment, options, policy, finish, say }))) process.exitCode = 1;
    return;
  }
  const intervalMs = parseDuration(options.interval ?? '30s', '--interval');
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop.abort());
  say(`guard of ${environment.name} started by ${actor}: a look every ${options.interval ?? '30s'} (Ctrl-C stops it)`);
  while (!stop.signal.aborted) {
    try {
      await guardOnce({ environment, options, policy, finish, say });
    } catch (error) {
      // A refusal of one look (a damaged config, the lock held too long) is said, and the next look tries again.
      say(`guard: ${firstLine(error)}`);
    }
    await sleep(intervalMs, stop.signal);
  }
  say(`guard of ${environment.name} stopped`);
}
