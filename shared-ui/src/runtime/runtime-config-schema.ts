// The one definition of runtime-config.json: the shell validates it before the first render, and the
// web server's renderer (deploy/render-nginx.mjs) and the release tools (deploy/release/switch.mjs) before
// they derive the CSP or switch anything. Node imports this module directly (type stripping): relative
// imports carry their .ts extension, and nothing here may import react, jotai or the rest of shared-ui.
import * as z from 'zod/mini';
import { CONFIG_URL_NOT_ABSOLUTE, CONFIG_URL_NOT_HTTPS, configUrlProblem } from './config-url.ts';

/** An absolute https URL (http only for localhost): see config-url.ts. */
const url = z.string().check(
  z.refine((value) => configUrlProblem(value) !== CONFIG_URL_NOT_ABSOLUTE, CONFIG_URL_NOT_ABSOLUTE),
  z.refine((value) => configUrlProblem(value) !== CONFIG_URL_NOT_HTTPS, CONFIG_URL_NOT_HTTPS),
);

const text = z.string().check(z.minLength(1, 'must not be empty'));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of ${values.join(', ')}`);

/**
 * A page a remote's live release declares (its build's `routes`; the release tool writes them on promote
 * and rollback). Whether it keeps to the remote's paths is shared-ui/federation's route-claims, applied by
 * the shell: a route that does not is logged and ignored, not a broken site.
 */
const declaredRoute = z.object({
  path: z.string().check(z.regex(/^\//, 'must start with /')),
  remote: oneOf(['mfe_public', 'mfe_owner', 'mfe_admin']),
  expose: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/, 'must be the name the remote exposes the page under')),
  access: oneOf(['public', 'owner', 'admin']),
  title: text,
  titleHi: z.optional(text),
});

/**
 * Strict objects: a key the site does not know (a typo, or a remote this shell has no routes for) is an
 * error rather than silently ignored, since the CSP is derived from the same file and would trust it.
 */
export const runtimeConfigSchema = z.strictObject({
  apiBaseUrl: url,
  turnstile: z.strictObject({
    siteKey: text,
    productionHost: text,
    productionSiteKey: text,
    scriptUrl: z.optional(url),
  }),
  remotes: z.strictObject({ mfe_public: url, mfe_owner: url, mfe_admin: url }),
  routes: z.optional(z.array(declaredRoute, 'must be a list of routes')),
  /** The releases CDN's base URL (<releasesCdn>/<app>/<version>/mf-manifest.json): a preview loads from it only. */
  releasesCdn: z.optional(url),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type RemoteName = keyof RuntimeConfig['remotes'];

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

/** zod/mini's text for every issue without a message of ours. */
const ZOD_DEFAULT_MESSAGE = 'Invalid input';

/** The value at an issue's path (zod/mini's issues do not carry their input). */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path)
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * Validates a parsed runtime-config.json; a failure names the first bad key, e.g.
 * "remotes.mfe_owner: must be an https URL (http only for localhost)" or "remotes.mfe_extra: is not a known key".
 */
export function parseRuntimeConfig(raw: unknown): ConfigResult {
  const result = runtimeConfigSchema.safeParse(raw);
  if (result.success) return { ok: true, config: result.data };
  const issue = result.error.issues[0];
  const path = issue?.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] as string] : (issue?.path ?? []);
  const reason =
    issue?.code === 'unrecognized_keys'
      ? 'is not a known key'
      : issue?.code === 'invalid_type' && valueAt(raw, issue.path) === undefined
        ? 'is missing'
        : issue?.code === 'invalid_type' && issue.message === ZOD_DEFAULT_MESSAGE
          ? `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`
          : (issue?.message ?? 'is invalid');
  return { ok: false, problem: `${path.join('.') || '(root)'}: ${reason}` };
}
