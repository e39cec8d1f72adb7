// The words of the configuration error page: which key of runtime-config.json is wrong, and why. Apart from
// the schema (and outside runtime/, which the shell's start-up chunk takes whole) so that a browser
// fetches them only when the config is refused (runtime-config.ts). Node imports it too: no react, no jotai.
import type * as z from 'zod/mini';
import { configUrlProblem } from '../session/config-url.ts';

const ENVIRONMENT_NAME = 'must be a lowercase name like production (a letter, then letters, digits or -, at most 32)';

/** What the values checked against a pattern must look like, by their key. */
const FORMATS: Readonly<Record<string, string>> = {
  path: 'must start with /',
  expose: 'must be the name the remote exposes the page under',
  version: 'must be a release version like 1.4.0',
  environment: ENVIRONMENT_NAME,
  previewKey: 'must be the base64 public key pnpm preview prints (an ECDSA P-256 key)',
  previewEnvironment: ENVIRONMENT_NAME,
};

/** The numbers with a range, by their key: a value of the wrong type, a fraction or out of range gets these words. */
const RANGES: Readonly<Record<string, string>> = {
  share: 'must be a whole number from 0 to 100',
  sampleRate: 'must be a number from 0 to 1',
};

/** The value at an issue's path (zod/mini's issues do not carry their input). */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path)
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function reason(raw: unknown, issue: z.core.$ZodIssue): string {
  const key = String(issue.path.at(-1));
  if (Object.hasOwn(RANGES, key) && issue.code !== 'unrecognized_keys' && valueAt(raw, issue.path) !== undefined)
    return RANGES[key] as string;
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'is not a known key';
    case 'invalid_type':
      if (valueAt(raw, issue.path) === undefined) return 'is missing';
      // The one list of the file.
      if (issue.expected === 'array') return 'must be a list of routes';
      // A record (canaries) is an object in JSON's words.
      if (issue.expected === 'record') return 'must be an object';
      return `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    case 'custom':
      // The URL check (config-url.ts says why).
      return configUrlProblem(String(valueAt(raw, issue.path))) ?? 'is invalid';
    case 'too_small':
      return 'must not be empty';
    case 'invalid_value':
      return `must be one of ${issue.values.join(', ')}`;
    case 'invalid_format':
      return FORMATS[key] ?? 'is invalid';
    default:
      return 'is invalid';
  }
}

/** The first issue of a refused config as "<key>: <reason>", e.g. "remotes.mfe_extra: is not a known key". */
export function describeConfigIssue(raw: unknown, issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return '(root): is invalid';
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, String(issue.keys[0])] : issue.path;
  return `${path.join('.') || '(root)'}: ${reason(raw, issue)}`;
}
