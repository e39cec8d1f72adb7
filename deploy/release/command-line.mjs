// How the release CLI (cli.mjs) and its remote mode (../api/client.mjs) read a command line, so that both
// take the same words and refuse them with the same one line.
import { parseArgs } from 'node:util';
import { ReleaseError } from './errors.mjs';
import { firstLine } from './files.mjs';

/** The release CLI's options: these take a value; FLAGS do not. */
const STRING_OPTIONS = [
  'env',
  'environments',
  'config',
  'shell',
  'cdn',
  'site',
  'actor',
  'reason',
  'wait',
  'to',
  'from',
  'app-dir',
  'keep',
  'days',
  'canary',
  'steps',
  'every',
  'since',
  'interval',
  'min-views',
  'margin',
  'collector',
  'expires',
];
const FLAGS = ['dry-run', 'force', 'no-gate', 'allow-dirty', 'skip-checks', 'apply', 'finish', 'once'];

/** parseArgs' table of options: `strings` take a value, `booleans` are flags. */
export const optionTable = (strings, booleans) =>
  Object.fromEntries([
    ...strings.map((name) => [name, { type: 'string' }]),
    ...booleans.map((name) => [name, { type: 'boolean' }]),
  ]);

/** Every option of the release CLI. */
export const RELEASE_OPTIONS = optionTable(STRING_OPTIONS, FLAGS);

/** `pnpm releases` lists; `pnpm releases history|prune|adopt ...` runs that command. */
export function commandOf(argv) {
  const [first, second, ...rest] = argv;
  if (first !== 'releases') return argv;
  return ['history', 'prune', 'adopt', 'list', 'verify', 'health', 'guard'].includes(second)
    ? [second, ...rest]
    : ['list', ...argv.slice(1)];
}

/** The values and positionals of a command's arguments; an unknown or malformed option is one line. */
export function parseCommandArgs(command, args, options) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ReleaseError(`${command}: ${firstLine(error).replace(/\. To specify a positional.*$/, '')}`);
  }
}

/** Refuses more positionals than the command's `names` (a rollback given a version is shown --to). */
export function refuseExtraPositionals(command, names, positionals) {
  if (positionals.length <= names.length) return;
  const hint =
    command === 'rollback' ? ` (to return to a version: pnpm rollback ${positionals[0]} --to ${positionals[1]})` : '';
  throw new ReleaseError(
    `${command} takes ${names.join(' ') || 'no arguments'}, not "${positionals.join(' ')}"${hint}`,
  );
}
