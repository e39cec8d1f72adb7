// The release tools of the site, for the team of each app (see docs/releasing.md):
//   release  <app> [version]     build an immutable release into releases/<app>/<version>/ (checks, gate, hashes)
//   compat   <app> <version>     verify the release on the CDN and run the gate against the live shell
//   promote  <app> <version>     switch an environment to a release (or --from <env>: the version live there)
//   rollback <app> [--to <v>]    undo the app's last switch in force, or switch back to an exact release
//   preview  <app> <version>     a signed, expiring link that shows the live site with this release, in the tester's tab only
//   list     [app]               the releases, newest first, with their records and where each is live
//   history  [app]               the environment's switches: who, when, what, why
//   verify                       every live release on the CDN against its record (for a schedule)
//   adopt                        accept a runtime-config.json changed by hand as the new state
//   prune    [app]               which releases the retention rule lets go (--apply deletes them)
//   health   [app]               each live release's page views, error and load-failure rates, web vitals
//   guard                        advances healthy canaries step by step, rolls back those that hurt visitors
// <app> is mfe-public, mfe-owner, mfe-admin or shell. Every change holds the environment's lock and
// writes its history entry with it. Errors are one line; the exit code is 1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { buildRelease } from './build-release.ts';
import {
  DEFAULT_STEPS,
  endCanary,
  haltProblem,
  parseDuration,
  parseShare,
  parseSteps,
  startCanary,
} from './canary.mjs';
import { commandOf, parseCommandArgs, RELEASE_OPTIONS, refuseExtraPositionals } from './command-line.mjs';
import { resolveEnvironment } from './environments.mjs';
import { firstLine } from './files.mjs';
import { runGate, runShellGate } from './gate.mjs';
import { GUARD_ACTOR, guardCommand } from './guard.mjs';
import { healthCommand } from './health.mjs';
import { reloadLocalSite } from './local-site.mjs';
import { parseLifetime, previewSigningKey, signPreview } from './preview-link.mjs';
import { historyCommand, listCommand, verifyCommand } from './records.mjs';
import { verifyFiles } from './release-files.mjs';
import { APPS, assertVersion, REMOTES, ReleaseError, readRelease, releaseFolder } from './releases.mjs';
import { checkTarget, declaredRoutes, ensureOriginAllowed, releaseUrl, versionOfUrl } from './remote-switch.mjs';
import { pruneCommand } from './retention.mjs';
import { promoteShell, rollbackShell, shellCompat } from './shell-switch.mjs';
import { readHistory, stateOfConfig, switchesInForce } from './site-history.mjs';
import { changeLiveSite, readLiveConfig } from './switch.mjs';

const SITE = ['env', 'environments', 'config', 'shell', 'cdn', 'site'];
const SWITCH = [...SITE, 'actor', 'reason', 'wait', 'dry-run', 'force'];

/** Per command: its positionals (name, or name? when optional) and the options it accepts. */
const COMMANDS = {
  release: { args: ['app', 'version?'], options: [...SITE, 'app-dir', 'no-gate', 'allow-dirty', 'skip-checks'] },
  compat: { args: ['app', 'version'], options: SITE },
  promote: { args: ['app', 'version?'], options: [...SWITCH, 'from', 'canary', 'steps', 'every', 'finish'] },
  rollback: { args: ['app'], options: [...SWITCH, 'to'] },
  preview: { args: ['app', 'version'], options: [...SITE, 'expires'] },
  list: { args: ['app?'], options: SITE },
  history: { args: ['app?'], options: SITE },
  verify: { args: [], options: SITE },
  adopt: { args: [], options: [...SITE, 'actor', 'reason', 'wait', 'force'] },
  prune: { args: ['app?'], options: [...SITE, 'keep', 'days', 'apply'] },
  health: { args: ['app?'], options: [...SITE, 'since', 'collector'] },
  guard: { args: [], options: [...SITE, 'once', 'interval', 'min-views', 'margin', 'collector', 'wait'] },
};

const USAGE = `usage: pnpm <command> <app> ... (app: ${Object.keys(APPS).join(', ')}; docs/releasing.md)
  release <app> [version] [--allow-dirty] [--skip-checks] [--no-gate] [--app-dir DIR]
  compat <app> <version>            preview <app> <version> [--expires 24h]
  promote <app> <version> | promote <app> --from <env>     [--env ENV] [--dry-run] [--force] [--reason TEXT]
  promote <app> <version> --canary <percent> [--steps 10,25,50,100 --every 10m] | promote <app> --finish
  rollback <app> [--to <version>]   [--env ENV] [--dry-run] [--force] [--reason TEXT]
  releases [app] | releases history [app] | releases verify | releases prune [app] [--apply] | releases adopt --reason TEXT
  releases health [app] [--since 24h] | releases guard [--once] [--interval 30s] [--min-views N] [--margin 0.02]`;

function parse(argv) {
  if (argv.some((arg) => arg === '--help' || arg === '-h') || argv[0] === 'help') return { command: 'help' };
  const [command, ...rest] = commandOf(argv);
  const spec = COMMANDS[command];
  if (!spec) throw new ReleaseError(USAGE);
  const { values, positionals } = parseCommandArgs(command, rest, RELEASE_OPTIONS);
  for (const name of Object.keys(values)) {
    if (!spec.options.includes(name)) throw new ReleaseError(`${command} does not take --${name}`);
  }
  const required = spec.args.filter((arg) => !arg.endsWith('?')).length;
  refuseExtraPositionals(command, spec.args, positionals);
  if (positionals.length < required && !(command === 'promote' && (values.from || values.finish))) {
    throw new ReleaseError(
      `usage: pnpm ${command} ${spec.args.map((a) => `<${a.replace('?', '')}>${a.endsWith('?') ? '?' : ''}`).join(' ')}`,
    );
  }
  const args = Object.fromEntries(spec.args.map((arg, index) => [arg.replace('?', ''), positionals[index]]));
  if (args.app !== undefined && !Object.hasOwn(APPS, args.app)) {
    throw new ReleaseError(`"${args.app}" is not an app: one of ${Object.keys(APPS).join(', ')}`);
  }
  return { command, args, options: values };
}

function actorName(options) {
  if (options.actor) return options.actor;
  if (process.env.QR_ACTOR) return process.env.QR_ACTOR;
  const git = spawnSync('git', ['config', 'user.email'], { encoding: 'utf8' });
  const email = git.status === 0 ? git.stdout.trim() : '';
  return email || userInfo().username;
}

const waitMs = (options) => {
  if (options.wait === undefined) return undefined;
  const seconds = Number(options.wait);
  if (!Number.isFinite(seconds) || seconds < 0) throw new ReleaseError(`--wait takes seconds, not "${options.wait}"`);
  return seconds * 1000;
};

/** The release on the CDN as released, fitting the live shell; nothing overrides it (compat, preview). */
const checkReleaseUnforced = (environment, app, version, config) =>
  checkTarget({
    environment,
    app,
    url: releaseUrl(environment, app, version),
    version,
    config,
    force: false,
    forcible: false,
    say: console.log,
  });

async function release({ args, options, environment }) {
  const built = await buildRelease({
    app: args.app,
    version: args.version && assertVersion(args.version),
    appDir: options['app-dir'],
    allowDirty: Boolean(options['allow-dirty']),
    skipChecks: Boolean(options['skip-checks']),
    gate: options['no-gate'] ? null : (manifest) => gateAtRelease(args.app, manifest, environment),
  });
  console.log(
    `released ${args.app} ${built.version}: ${built.folder} (switch it on with: pnpm promote ${args.app} ${built.version})`,
  );
}

/** A remote's build against the environment's live shell; a shell's against its live remotes. */
function gateAtRelease(app, manifest, environment) {
  if (app !== 'shell') return runGate({ app, manifest, environment, config: liveConfigOrNull(environment) });
  const config = liveConfigOrNull(environment);
  if (!config)
    return { ok: true, report: `No live config in ${environment.name}: the shell is gated when it is promoted.` };
  return runShellGate({ shellManifest: manifest, config });
}

function liveConfigOrNull(environment) {
  try {
    return readLiveConfig(environment);
  } catch {
    return null;
  }
}

async function compat({ args, environment }) {
  if (args.app === 'shell') return shellCompat({ version: assertVersion(args.version), environment });
  const { app } = args;
  const version = assertVersion(args.version);
  const { record, manifest } = readRelease(app, version);
  const changed = verifyFiles(releaseFolder(app, version), record.files ?? {});
  if (!record.files) changed.push('release.json lists no file hashes');
  if (changed.length)
    throw new ReleaseError(
      `refused: ${app} ${version} was changed after its release: ${changed.slice(0, 3).join('; ')}`,
    );
  console.log(`Intact: the ${Object.keys(record.files).length} files of ${app} ${version} match release.json.`);
  const config = liveConfigOrNull(environment);
  if (!config) {
    // A team's checkout with no live site beside it: the gate against the shell it names (--shell).
    const gate = await runGate({ app, manifest, environment, config: null });
    console.log(gate.report);
    if (!gate.ok)
      throw new ReleaseError(`incompatible: ${app} ${version} does not fit the shell at ${environment.shell}`);
    console.log(
      `compatible: ${app} ${version} fits the shell at ${environment.shell} (no live site here: the CDN's copy is verified when it is promoted)`,
    );
    return;
  }
  await checkReleaseUnforced(environment, app, version, config);
  console.log(`compatible: ${app} ${version} is on the CDN as released and fits the live shell of ${environment.name}`);
}

/** The version to promote: given, or --from another environment: the exact version live there. */
function versionToPromote({ args, options }) {
  if (!options.from && !args.version)
    throw new ReleaseError(
      `usage: pnpm promote ${args.app} <version> (or --from <environment>, or --finish to finish a canary)`,
    );
  if (!options.from) return assertVersion(args.version);
  if (args.version) throw new ReleaseError('promote takes a version or --from <environment>, not both');
  const source = resolveEnvironment({ ...options, env: options.from, config: undefined });
  const url = readLiveConfig(source).remotes[REMOTES[args.app]];
  const version = versionOfUrl(source, args.app, url);
  if (!version)
    throw new ReleaseError(`${args.app} in ${source.name} is not a release (${url}): nothing to promote from it`);
  console.log(`${args.app} ${version} is live in ${source.name}.`);
  return version;
}

/**
 * Shared by promote and rollback: the checked switch of one remote, in one transaction. `target` is
 * worked out inside it, from the history as the lock holds it (a rollback undoes the switch on top then).
 * @param {(history: object, state: object) => { version: string|null, url: string, undoes?: number, extra?: object }} target
 */
async function switchRemote({ args, options, environment }, action, target) {
  const { app } = args;
  const container = REMOTES[app];
  const dryRun = Boolean(options['dry-run']);
  const actor = actorName(options);
  let version = null;
  let url = null;
  const outcome = await changeLiveSite(
    environment,
    { actor, command: `${action} ${app}`, dryRun, waitMs: waitMs(options) },
    async ({ config, history, state }) => {
      const chosen = target(history, state);
      ({ version, url } = chosen);
      const undoes = chosen.undoes ?? null;
      const from = config.remotes[container];
      if (from === url)
        throw new ReleaseError(`${app} is already live at ${url} in ${environment.name}: nothing to switch`);
      const halted = version && haltProblem(history, app, version, environment);
      if (halted && !options.force) throw new ReleaseError(`refused: ${halted}; --force switches to it anyway`);
      const checked = await checkTarget({
        environment,
        app,
        url,
        version,
        config,
        force: options.force,
        say: console.log,
      });
      await ensureOriginAllowed({ environment, config, url, dryRun, say: console.log });
      return {
        action,
        app,
        version: version ?? null,
        to: url,
        from,
        fromVersion: versionOfUrl(environment, app, from),
        routes: declaredRoutes(checked.manifest, container),
        commit: checked.record?.commit ?? null,
        gate: checked.gate,
        ...(undoes ? { undoes } : {}),
        ...chosen.extra,
        ...(options.reason ? { reason: options.reason } : {}),
      };
    },
  );
  const { entry } = outcome;
  const what = `${app} ${entry.fromVersion ?? entry.from} -> ${version ?? url}`;
  const finished = entry.finishes ? ` (finished its canary at ${entry.finishes}%)` : '';
  if (outcome.dryRun) {
    console.log(
      `dry run: would ${action} ${what}${finished} in ${environment.name} (gate ${entry.gate}); nothing changed`,
    );
    return;
  }
  if (environment.local && (await reloadLocalSite(environment)))
    console.log(`The local ${environment.name} nginx renders its headers from the new configuration.`);
  console.log(
    `${action === 'promote' ? 'promoted' : 'rolled back'} ${what}${finished} in ${environment.name} (#${entry.rev} by ${actor}, gate ${entry.gate})`,
  );
}

/** The canary live for an app in the environment now (read without the lock: the transaction checks again). */
function liveCanary(environment, app) {
  return readLiveConfig(environment).canaries?.[REMOTES[app]] ?? null;
}

const inCanaryRefusal = (app, canary, environment) =>
  `${app} ${canary.version} is in a canary at ${canary.share}% in ${environment.name}: finish it (pnpm promote ${app} ${canary.version}) or end it (pnpm rollback ${app}) first`;

async function promote(context) {
  const { args, options, environment } = context;
  if (args.app === 'shell') {
    if (options.canary || options.steps || options.finish)
      throw new ReleaseError('the shell has no canary releases: promote it to staging first');
    return promoteShell({ ...context, version: assertVersion(args.version), actor: actorName(options) });
  }
  if (options.canary !== undefined || options.steps !== undefined) return promoteCanary(context);
  if (options.every !== undefined) throw new ReleaseError('--every goes with --steps (a rollout in steps)');
  let version;
  if (options.finish) {
    if (args.version || options.from)
      throw new ReleaseError('promote --finish takes no version: it promotes the live canary');
    const canary = liveCanary(environment, args.app);
    if (!canary) throw new ReleaseError(`${args.app} has no canary live in ${environment.name}: nothing to finish`);
    version = canary.version;
  } else version = versionToPromote(context);
  readRelease(args.app, version); // a version this site released (a one-line refusal otherwise)
  const url = releaseUrl(environment, args.app, version);
  await switchRemote(context, 'promote', (_, state) => {
    const canary = state.canaries[REMOTES[args.app]];
    if (canary && canary.version !== version) throw new ReleaseError(inCanaryRefusal(args.app, canary, environment));
    return { version, url, extra: canary ? { finishes: canary.share } : {} };
  });
}

/** promote <app> <version> --canary <share> [--steps ... --every ...]. */
async function promoteCanary({ args, options, environment }) {
  if (options.from || options.finish) throw new ReleaseError('--canary takes a version, not --from or --finish');
  const version = assertVersion(args.version);
  readRelease(args.app, version);
  const steps = options.steps === undefined ? null : parseSteps(options.steps);
  const share = options.canary === undefined ? steps[0] : parseShare(options.canary);
  if (steps && steps[0] !== share)
    throw new ReleaseError(
      `--canary ${share} and --steps ${steps.join(',')} disagree: the first step is the canary's share`,
    );
  if (steps && options.every === undefined)
    throw new ReleaseError('--steps needs --every <duration> (e.g. --every 10m)');
  if (!steps && options.every !== undefined)
    throw new ReleaseError(`--every goes with --steps (e.g. --steps ${DEFAULT_STEPS.join(',')})`);
  await startCanary({
    app: args.app,
    version,
    share,
    steps,
    everyMs: steps ? parseDuration(options.every) : null,
    environment,
    options: { ...options, waitMs: waitMs(options) },
    actor: actorName(options),
    say: console.log,
  });
}

async function rollback(context) {
  const { args, options, environment } = context;
  if (args.app === 'shell') return rollbackShell({ ...context, actor: actorName(options) });
  const canary = liveCanary(environment, args.app);
  if (canary && options.to !== undefined) throw new ReleaseError(inCanaryRefusal(args.app, canary, environment));
  if (canary) {
    await endCanary({
      app: args.app,
      environment,
      actor: actorName(options),
      reason: options.reason,
      options: { ...options, waitMs: waitMs(options) },
      say: console.log,
    });
    return;
  }
  if (options.to !== undefined) {
    const version = assertVersion(options.to, '--to');
    console.log(`Rolling ${args.app} back to ${version}.`);
    const url = releaseUrl(environment, args.app, version);
    return switchRemote(context, 'rollback', () => ({ version, url }));
  }
  await switchRemote(context, 'rollback', (history, state) => {
    const started = state.canaries[REMOTES[args.app]];
    if (started) throw new ReleaseError(inCanaryRefusal(args.app, started, environment));
    const last = switchesInForce(history, args.app).at(-1);
    if (!last) {
      throw new ReleaseError(
        `${args.app} has no switch to roll back in ${environment.name} (pnpm rollback ${args.app} --to <version> picks one)`,
      );
    }
    console.log(`Rolling ${args.app} back from ${last.version ?? last.to}.`);
    return { version: versionOfUrl(environment, args.app, last.from), url: last.from, undoes: last.rev };
  });
}

/**
 * pnpm preview <app> <version>: a link, signed with the environment's preview key and expiring (--expires,
 * 24h by default), that shows the live site with this release in the tester's tab (preview-link.mjs). Only a
 * release still in the releases folder, verified on the CDN, and neither halted by the guard here nor
 * refused by the gate (--force lets the gate's refusal through, nothing else) can be previewed.
 */
async function preview({ args, options, environment }) {
  if (args.app === 'shell') throw new ReleaseError('a shell release cannot be previewed: promote it to staging');
  const { app } = args;
  const version = assertVersion(args.version);
  const lifetime = parseLifetime(options.expires);
  const config = readLiveConfig(environment);
  const history = readHistory(environment, config);
  if (!existsSync(path.join(releaseFolder(app, version), 'release.json'))) {
    const wasLive = history.entries.some(
      (entry) => entry.app === app && (entry.version === version || entry.fromVersion === version),
    );
    throw new ReleaseError(
      wasLive
        ? `refused: ${app} ${version} is retired (no longer in the releases folder): it cannot be previewed`
        : `refused: ${app} ${version} is not in the releases folder (never released, or retired): it cannot be previewed`,
    );
  }
  const halted = haltProblem(history, app, version, environment);
  if (halted) throw new ReleaseError(`refused: ${halted}; a halted release cannot be previewed`);
  readRelease(app, version);
  // Only a release that passes the gate is previewed: a link is not an emergency, nothing overrides it.
  await checkReleaseUnforced(environment, app, version, config);
  if (!config.releasesCdn || new URL(config.releasesCdn).href !== new URL(environment.cdn).href) {
    throw new ReleaseError(
      `${environment.name}'s runtime-config.json names no releasesCdn ${environment.cdn}: the site would refuse the preview`,
    );
  }
  if (!environment.site) throw new ReleaseError(`${environment.name} names no site URL (--site) to preview on`);
  const key = await previewSigningKey({
    environment,
    config,
    actor: actorName(options),
    command: `preview ${app} ${version}`,
    say: console.log,
  });
  const expires = Math.floor((Date.now() + lifetime) / 1000);
  const link = signPreview({ app, version, expires, environmentName: environment.name, key });
  const until = new Date(expires * 1000).toISOString().slice(0, 16).replace('T', ' ');
  console.log(
    `preview of ${app} ${version} on ${environment.name}, for your browser tab only, until ${until} UTC: ${environment.site}?preview=${link}`,
  );
}

/**
 * pnpm releases adopt: the live runtime-config.json, changed by hand, becomes the history's state. Like a
 * promote, every release it points at that the history does not (a remote or a canary) is verified on the
 * CDN and gated first: a hand edit to a URL that does not answer, or to a build that does not fit the
 * shell, is refused (--force lets a gate refusal through, never a failed verification).
 */
async function adopt({ options, environment }) {
  const actor = actorName(options);
  const { entry } = await changeLiveSite(
    environment,
    { actor, command: 'adopt', waitMs: waitMs(options), acceptLive: true },
    async ({ config, state }) => {
      const { remotes, routes, canaries } = stateOfConfig(config);
      for (const [app, container] of Object.entries(REMOTES)) {
        const urls = [remotes[container], canaries[container]?.url].filter(Boolean);
        const known = [state.remotes[container], state.canaries[container]?.url];
        for (const url of urls.filter((item) => !known.includes(item))) {
          const version = versionOfUrl(environment, app, url);
          await checkTarget({ environment, app, url, version, config, force: options.force, say: console.log });
        }
      }
      return { action: 'adopt', remotes, routes, canaries, ...(options.reason ? { reason: options.reason } : {}) };
    },
  );
  console.log(`adopted the live runtime-config.json of ${environment.name} as #${entry.rev} (by ${actor})`);
}

/** The guard's last step: a promote of the canary's version by the guard, while that canary is still live. */
const guardFinish =
  ({ environment }) =>
  async ({ app, version, reason }) => {
    const context = { args: { app }, options: { actor: GUARD_ACTOR, reason }, environment };
    const url = releaseUrl(environment, app, version);
    await switchRemote(context, 'promote', (_, state) => {
      const canary = state.canaries[REMOTES[app]];
      if (canary?.version !== version)
        throw new ReleaseError(`guard: the canary of ${app} ${version} changed meanwhile: nothing done`);
      return { version, url, extra: { finishes: canary.share } };
    });
    return true;
  };

const HANDLERS = {
  release,
  compat,
  promote,
  rollback,
  preview,
  list: listCommand,
  history: historyCommand,
  verify: verifyCommand,
  adopt,
  prune: pruneCommand,
  health: healthCommand,
  guard: (context) => guardCommand({ ...context, actor: actorName(context.options), finish: guardFinish(context) }),
};

try {
  // Remote mode (--api URL, or QR_DEPLOY_API): the deploy API runs the command, deploy/api/client.mjs prints its
  // lines and sets the exit code (and answers null); help and a build (release without --upload) stay here.
  const remote = process.argv.some((arg) => arg === '--api' || arg.startsWith('--api=')) || process.env.QR_DEPLOY_API;
  const argv = remote
    ? await (await import('../api/client.mjs')).runRemote(process.argv.slice(2))
    : process.argv.slice(2);
  if (argv) {
    const parsed = parse(argv);
    if (parsed.command === 'help') {
      console.log(USAGE);
      process.exit(0);
    }
    const environment = resolveEnvironment(parsed.options);
    await HANDLERS[parsed.command]({ ...parsed, environment });
  }
} catch (error) {
  if (process.env.DEBUG) console.error(error);
  console.error(error instanceof ReleaseError ? error.message : `error: ${firstLine(error)} (DEBUG=1 shows where)`);
  process.exitCode = 1;
}
