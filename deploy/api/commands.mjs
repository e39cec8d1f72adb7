// The commands the deploy API runs, and how a request becomes the release CLI's arguments. Only what is
// listed here reaches the CLI: per command its positionals and an allow-list of options, each value checked
// by kind. The site (--config, --shell, --cdn, --environments, --app-dir, --collector) is the API's own
// configuration, never a request's; the actor is the token. Every option is passed as --name=value, so a
// value is never read as another option.
import { APPS, isReleaseVersion } from '../release/releases.mjs';

export const ENVIRONMENT_PATTERN = /^[a-z][a-z0-9-]{0,30}$/;
const MAX_TEXT = 500;
/** A control character (NUL, a newline, ...): text is one line, for the history and the one-line outputs. */
const hasControl = (text) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** A request the API refuses before running anything: 400 and one line. */
export class BadRequest extends Error {}

/** Each kind: a check of the JSON value, and its text for the command line. */
const KINDS = {
  flag: { test: (value) => typeof value === 'boolean', what: 'true or false' },
  text: {
    test: (value) => typeof value === 'string' && value.length <= MAX_TEXT && !hasControl(value),
    what: `one line of text (at most ${MAX_TEXT} characters)`,
  },
  env: { test: (value) => typeof value === 'string' && ENVIRONMENT_PATTERN.test(value), what: 'an environment name' },
  version: {
    test: (value) => typeof value === 'string' && isReleaseVersion(value),
    what: 'a release version (e.g. 1.4.0)',
  },
  count: { test: (value) => /^\d{1,6}$/.test(String(value)), what: 'a whole number' },
  share: { test: (value) => /^\d{1,3}$/.test(String(value)), what: 'a percentage' },
  rate: { test: (value) => /^(0|0?\.\d{1,6})$/.test(String(value)), what: 'a rate from 0 to 1' },
  steps: { test: (value) => /^\d{1,3}(,\d{1,3}){0,9}$/.test(String(value)), what: 'percentages like 10,25,50,100' },
  duration: { test: (value) => /^\d{1,6}[smhd]$/.test(String(value)), what: 'a duration like 30s, 10m, 1h or 1d' },
  since: {
    test: (value) => /^\d{1,6}[smhd]$|^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?)?$/.test(String(value)),
    what: 'a duration (24h) or a time (2026-11-29T10:00Z)',
  },
};

const SWITCH = { reason: 'text', dryRun: 'flag', force: 'flag', wait: 'count' };

/**
 * Per command: app (required, optional or none), version (likewise) and its options (request name → kind).
 * `once`: options always passed (the guard runs one look, never a watcher).
 */
export const COMMANDS = {
  compat: { app: 'required', version: 'required', options: {} },
  preview: { app: 'required', version: 'required', options: { expires: 'duration' } },
  promote: {
    app: 'required',
    version: 'optional',
    options: { ...SWITCH, from: 'env', canary: 'share', steps: 'steps', every: 'duration', finish: 'flag' },
  },
  rollback: { app: 'required', version: 'none', options: { ...SWITCH, to: 'version' } },
  list: { app: 'optional', version: 'none', options: {} },
  history: { app: 'optional', version: 'none', options: {} },
  verify: { app: 'none', version: 'none', options: {} },
  health: { app: 'optional', version: 'none', options: { since: 'since' } },
  prune: { app: 'optional', version: 'none', options: { keep: 'count', days: 'count', apply: 'flag' } },
  adopt: { app: 'none', version: 'none', options: { reason: 'text', wait: 'count', force: 'flag' } },
  guard: {
    app: 'none',
    version: 'none',
    options: { minViews: 'count', margin: 'rate', wait: 'count' },
    always: ['--once'],
  },
};

const FIELDS = new Set(['command', 'app', 'version', 'env', 'options']);
const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** One line naming a value the API refuses, without echoing anything that could be a path or a secret. */
function badValue(field, kind) {
  return new BadRequest(`${field} must be ${KINDS[kind].what}`);
}

/** An app name, checked against the apps (never a path). */
function checkedApp(app) {
  if (typeof app !== 'string' || !Object.hasOwn(APPS, app))
    throw new BadRequest(`app must be one of ${Object.keys(APPS).join(', ')}`);
  return app;
}

/**
 * A request body, checked. Throws BadRequest (400).
 * @returns {{ command: string, app: string|null, version: string|null, env: string, options: Record<string, unknown> }}
 */
export function parseCommandRequest(body) {
  if (!isPlainObject(body))
    throw new BadRequest('the body must be a JSON object: { command, app, version, env, options }');
  for (const key of Object.keys(body))
    if (!FIELDS.has(key)) throw new BadRequest(`unknown field "${key.slice(0, 40)}"`);
  const { command } = body;
  if (typeof command !== 'string' || !Object.hasOwn(COMMANDS, command))
    throw new BadRequest(`command must be one of ${Object.keys(COMMANDS).join(', ')}`);
  const spec = COMMANDS[command];
  const present = (field) => body[field] !== undefined && body[field] !== null;
  if (spec.app === 'required' && !present('app')) throw new BadRequest(`${command} needs an app`);
  if (spec.app === 'none' && present('app')) throw new BadRequest(`${command} takes no app`);
  const app = present('app') ? checkedApp(body.app) : null;
  if (spec.version === 'none' && present('version')) {
    throw new BadRequest(
      command === 'rollback' ? 'rollback takes no version: options.to goes back to one' : `${command} takes no version`,
    );
  }
  if (spec.version === 'required' && !present('version')) throw new BadRequest(`${command} needs a version`);
  if (present('version') && !KINDS.version.test(body.version)) throw badValue('version', 'version');
  const version = present('version') ? body.version : null;
  if (present('env') && !KINDS.env.test(body.env)) throw badValue('env', 'env');
  const env = present('env') ? body.env : 'production';
  if (body.options !== undefined && !isPlainObject(body.options)) throw new BadRequest('options must be an object');
  const options = {};
  for (const [name, value] of Object.entries(body.options ?? {})) {
    const kind = Object.hasOwn(spec.options, name) ? spec.options[name] : null;
    if (!kind) throw new BadRequest(`${command} does not take --${kebab(name).slice(0, 40)}`);
    if (value === undefined || value === null) continue;
    if (!KINDS[kind].test(value)) throw badValue(`options.${name}`, kind);
    options[name] = value;
  }
  return { command, app, version, env, options };
}

/** The release CLI's arguments for a checked request. */
export function cliArguments({ command, app, version, env, options }) {
  const args = [command];
  if (app) args.push(app);
  if (version) args.push(version);
  args.push(`--env=${env}`);
  for (const [name, value] of Object.entries(options)) {
    if (value === false) continue;
    args.push(value === true ? `--${kebab(name)}` : `--${kebab(name)}=${value}`);
  }
  args.push(...(COMMANDS[command].always ?? []));
  return args;
}
