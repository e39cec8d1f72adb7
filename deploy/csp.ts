// The Content-Security-Policy of the shell's documents, derived from the environment's runtime-config.json
// (validated first with the schema the shell itself uses) and the deployment's reporting endpoint.
// deploy/README.md explains each directive and the choice of folders over hosts in script-src.
import { configUrlProblem } from '../shared-ui/runtime/src/session/config-url.ts';
import { parseRuntimeConfig } from '../shared-ui/runtime/src/session/runtime-config-schema.ts';

/** runtime-config.json as far as the web server's renderer reads it (csp.ts checks it whole first). */
export interface SiteRuntimeConfig {
  apiBaseUrl: string;
  turnstile: { scriptUrl?: string | undefined; [key: string]: unknown };
  remotes: Record<string, string>;
  /** Pages the remotes' live releases declare (shared-ui/platform/src/federation/route-claims.ts). */
  routes?: unknown[] | undefined;
  /** The releases CDN's base URL, from which a preview loads a remote. */
  releasesCdn?: string | undefined;
  /** Canary releases beside the stable ones (docs/releasing.md, "Canary releases and health"). */
  canaries?: Record<string, { url: string; version: string; share: number }> | undefined;
  /** Where the shell sends its health reports (docs/telemetry.md). */
  telemetry?: { url: string; sampleRate: number; environment: string } | undefined;
}

export interface PolicyOptions {
  styleNonce?: string;
  allowRemoteOrigins?: string[];
  reportUri?: string | undefined;
}

export const DEFAULT_TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
/** The endpoint name report-to uses; Reporting-Endpoints maps it to the deployment's reportUri. */
export const REPORT_ENDPOINT = 'csp';
/** The only Trusted Types policy the site creates (shell/src/security/script-policy.ts). */
export const TRUSTED_TYPES_POLICY = 'default';

const originOf = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];
const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
/** ';' and ',' end a directive and a policy, '$' starts an nginx variable; CSP decodes paths before matching. */
const asSource = (url: string) => url.replace(/[;,$]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** runtime-config.json as the shell accepts it; anything else is refused, naming the first bad key. */
export function checkedRuntimeConfig(config: unknown): SiteRuntimeConfig {
  const result = parseRuntimeConfig(config);
  if (!result.ok) throw new Error(`runtime-config.json is refused: ${result.problem}`);
  return result.config;
}

function checkedUrl(name: string, value: string) {
  const problem = configUrlProblem(value);
  if (problem) throw new Error(`${name}: ${value} ${problem}`);
  return value;
}

/** A reporting endpoint must fit in a CSP directive and a quoted header value unchanged. */
function checkedReportUri(reportUri: string) {
  checkedUrl('reportUri', reportUri);
  if (/[\s;,'"\\$]/.test(reportUri)) throw new Error(`reportUri: ${reportUri} must not contain ; , quotes or $`);
  return reportUri;
}

/** Every remote manifest a visitor's tab may load: each remote's stable release and its canary, if any. */
const remoteManifests = (config: SiteRuntimeConfig) => [
  ...Object.values(config.remotes),
  ...Object.values(config.canaries ?? {}).map((canary) => canary.url),
];

/**
 * The folders the site's scripts come from, as CSP path sources (one ending in / matches everything
 * under it): the releases CDN's base (every release, and a tester's preview) and each remote's folder
 * (its mf-manifest.json, remoteEntry.js and chunks, which publicPath 'auto' puts beside it), its canary's
 * too (the share of visitors who load it), unless it lies under a folder already listed.
 */
export function scriptFolders(config: SiteRuntimeConfig): string[] {
  const folders = unique([
    ...(config.releasesCdn ? [withSlash(new URL(config.releasesCdn).href)] : []),
    ...remoteManifests(config).map((url) => new URL('.', url).href),
  ]);
  return folders
    .filter((folder) => !folders.some((other) => other !== folder && folder.startsWith(other)))
    .map(asSource);
}

/** The bot check's scripts: its origin, as Cloudflare documents (its api.js loads more from there). */
export const botCheckOrigin = (config: SiteRuntimeConfig): string =>
  originOf(config.turnstile.scriptUrl ?? DEFAULT_TURNSTILE_SCRIPT);

/**
 * The shell documents' Content-Security-Policy. Scripts: the site, the remotes' folders and the
 * releases CDN's (script-src names folders, not hosts), and the bot check; in production the API serves
 * none. Trusted Types are required for every script sink, through the one policy the shell creates
 * (`default`, which admits the same places). The pages talk to the site, the API, the remotes and the
 * health reports' collector (telemetry.url, when the config names one); the
 * bot check is the only frame. Styles come from stylesheets of the site and the remotes; the only <style>
 * element (Radix's scroll lock while a dialog is open) carries the document's nonce (nginx:
 * $request_id). React sets the few dynamic styles through the CSSOM, which CSP allows.
 * config: runtime-config.json (validated here).
 * allowRemoteOrigins: origins a remote is about to move to (the release tools check the CSP allows a new
 *   origin before they switch to it), whole hosts until the config names the remote's folder there.
 * reportUri: where browsers report violations (report-uri, and report-to through Reporting-Endpoints).
 */
export function contentSecurityPolicy(
  config: unknown,
  { styleNonce = '$request_id', allowRemoteOrigins = [], reportUri }: PolicyOptions = {},
): string {
  const checked = checkedRuntimeConfig(config);
  const movingTo = allowRemoteOrigins.map((url) => originOf(checkedUrl('allowRemoteOrigins', url)));
  const remoteOrigins = [...remoteManifests(checked), ...(checked.releasesCdn ? [checked.releasesCdn] : [])].map(
    originOf,
  );
  const botCheck = botCheckOrigin(checked);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptFolders(checked), ...movingTo, botCheck],
    // The health reports' collector, where the environment names one (docs/telemetry.md).
    'connect-src': [
      "'self'",
      originOf(checked.apiBaseUrl),
      ...remoteOrigins,
      ...movingTo,
      ...(checked.telemetry ? [originOf(checked.telemetry.url)] : []),
    ],
    'frame-src': [botCheck],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'self'", ...remoteOrigins, ...movingTo, `'nonce-${styleNonce}'`],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [TRUSTED_TYPES_POLICY],
    ...(reportUri ? { 'report-uri': [checkedReportUri(reportUri)], 'report-to': [REPORT_ENDPOINT] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/** The Reporting-Endpoints header naming the deployment's endpoint (null when it has none: the default). */
export function reportingEndpoints(reportUri: string | undefined): string | null {
  return reportUri ? `${REPORT_ENDPOINT}="${checkedReportUri(reportUri)}"` : null;
}
