// The one definition of runtime-config.json: the shell validates it before the first render, and the
// web server's renderer (deploy/render-nginx.ts) and the release tools (deploy/release/switch.mjs) before
// they derive the CSP or switch anything. Node imports this module directly (type stripping): relative
// imports carry their .ts extension, and nothing here may import react, jotai or the rest of shared-ui.
import * as z from 'zod/mini';
import { describeConfigIssue } from '../config-error/describe-config-issue.ts';
import { configUrlProblem } from './config-url.ts';

// The schema says what is valid; describe-config-issue.ts says in words why a value is not (the words are
// fetched only for the error page, so the checks here carry no messages).

/** An absolute https URL (http only for localhost): see config-url.ts. */
const url = z.string().check(z.refine((value) => configUrlProblem(value) === null));
const text = z.string().check(z.minLength(1));
const remoteName = z.enum(['mfe_public', 'mfe_owner', 'mfe_admin']);

/**
 * A page a remote's live release declares (its build's `routes`; the release tool writes them on promote
 * and rollback). Whether it keeps to the remote's paths is @qr/platform/federation's route-claims, applied by
 * the shell: a route that does not is logged and ignored, not a broken site.
 */
const declaredRoute = z.object({
  path: z.string().check(z.regex(/^\//)),
  remote: remoteName,
  expose: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/)),
  access: z.enum(['public', 'owner', 'admin']),
  title: text,
  titleHi: z.optional(text),
});

/**
 * A canary rollout of one remote (pnpm promote <app> <version> --canary <share>): `share` percent of
 * visitors, chosen by a stable bucket (canary-bucket.ts), load `url` (the release `version` on the CDN);
 * everyone else loads the stable release in `remotes`.
 */
const canary = z.strictObject({
  url,
  // A release version (no leading zeros); the release tools check the full semver rule (release-version.ts).
  version: z.string().check(z.regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[\w.-]+)?$/)),
  share: z.number().check(z.int(), z.gte(0), z.lte(100)),
});

/**
 * Where the shell reports the health of the releases it loads (OTLP/HTTP JSON logs, docs/telemetry.md);
 * no telemetry key, nothing is loaded or sent. `sampleRate`: the share of page views reported (errors
 * always are); `environment`: the name reports carry (production, staging).
 */
const telemetry = z.strictObject({
  url,
  sampleRate: z.number().check(z.gte(0), z.lte(1)),
  environment: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/)),
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
  routes: z.optional(z.array(declaredRoute)),
  /** The releases CDN's base URL (<releasesCdn>/<app>/<version>/mf-manifest.json): a preview loads from it only. */
  releasesCdn: z.optional(url),
  canaries: z.optional(z.partialRecord(remoteName, canary)),
  telemetry: z.optional(telemetry),
  /**
   * The environment's preview key (pnpm preview writes it, or prints it for an environments file): the public
   * key, base64 of its SPKI DER (ECDSA P-256), that checks a tester's signed preview link, and the name the
   * link's signature covers. Without them the site refuses every preview link.
   */
  previewKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9+/]{40,}={0,2}$/))),
  previewEnvironment: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/))),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type RemoteName = keyof RuntimeConfig['remotes'];
export type Canary = NonNullable<RuntimeConfig['canaries']>[RemoteName];
export type TelemetryConfig = NonNullable<RuntimeConfig['telemetry']>;

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

/**
 * Validates a parsed runtime-config.json; a failure names the first bad key, e.g.
 * "remotes.mfe_owner: must be an https URL (http only for localhost)" or "remotes.mfe_extra: is not a known key".
 */
export function parseRuntimeConfig(raw: unknown): ConfigResult {
  const result = runtimeConfigSchema.safeParse(raw);
  return result.success
    ? { ok: true, config: result.data }
    : { ok: false, problem: describeConfigIssue(raw, result.error.issues[0]) };
}
