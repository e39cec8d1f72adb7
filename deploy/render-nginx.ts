// Renders the nginx configuration of the site's origins (deploy/nginx/*.template) for one deployment:
// where each origin listens and what it serves, and the runtime-config.json the shell serves, from which
// the Content-Security-Policy and the public pages' preconnect headers are derived.
// CLI: node deploy/render-nginx.ts deployment.json > qrcontact.conf (see deploy/README.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { matchRoute, ROUTES, type RouteEntry, rankRoutes } from 'shell/routes';
import { firstScreenHero, firstScreenName, shareText } from 'shell/share-texts';
import { acceptDeclaredRoutes, PATH_CLAIMS } from '../shared-ui/platform/src/federation/route-claims.ts';
import { DOCUMENT_LANGUAGE_MAPS } from '../shared-ui/runtime/src/i18n/document-language.ts';
import { checkedRuntimeConfig, contentSecurityPolicy, reportingEndpoints, type SiteRuntimeConfig } from './csp.ts';

export { contentSecurityPolicy, reportingEndpoints, type SiteRuntimeConfig };

export const NGINX_DIR = path.join(import.meta.dirname, 'nginx');
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

/** Location for the scanner's page (the spec's optional latitude/longitude); every other feature off. */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  ...[
    'camera',
    'microphone',
    'payment',
    'usb',
    'serial',
    'hid',
    'midi',
    'magnetometer',
    'gyroscope',
    'accelerometer',
    'display-capture',
    'screen-wake-lock',
    'xr-spatial-tracking',
    'browsing-topics',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * The shell's route table and the declared routes of the config that the shell accepts (route-claims). The
 * config passed the shell's schema: a declared route's remote is one of the three.
 */
function siteRoutes(config: SiteRuntimeConfig): RouteEntry[] {
  const declared = acceptDeclaredRoutes(config.routes ?? [], ROUTES, PATH_CLAIMS).routes as RouteEntry[];
  return [...ROUTES, ...declared];
}

/**
 * The Link header for a document of a public page (the first visits: the scanner's, the landing, the
 * info pages): the connections to its remote's origin open with the document (DNS and TLS on a real
 * CDN), one for the runtime's fetch() of the manifest (CORS: crossorigin) and one for the script tag of
 * the entry. Pages behind a guard get none. Connections only, no preload of the files: preloading the
 * manifest and remoteEntry.js from the document gave them the link's bandwidth before the render-blocking
 * CSS and the shared libraries the page waits for, and made the scanner's page usable about 140 ms later
 * on slow 4G (docs/performance.md, "Connections, not preloads").
 */
export function preconnectLinkHeader(config: SiteRuntimeConfig, pathname: string): string | null {
  const route = matchRoute(pathname, siteRoutes(config))?.route;
  return route?.access === 'public' ? linkFor(config, route.remote) : null;
}

/**
 * The connections for a remote's page: its stable release's origin and, while the remote has a canary that
 * takes anyone (share above 0) on another origin, the canary's too. The server cannot tell a visitor's side
 * (the bucket's id never leaves the browser): each visitor opens one connection it does not use, a
 * handshake, which costs far less than a canary visitor's page waiting for one. Files are never preloaded.
 */
function linkFor(config: SiteRuntimeConfig, remote: string): string {
  const canary = config.canaries?.[remote];
  const urls = [config.remotes[remote] ?? '', ...(canary && canary.share > 0 ? [canary.url] : [])];
  return [...new Set(urls.map((url) => new URL(url).origin))]
    .map((origin) => `<${origin}>; rel=preconnect, <${origin}>; rel=preconnect; crossorigin=anonymous`)
    .join(', ');
}

/**
 * The route table, with the pages the remotes declare, as nginx map entries (regexes, first match wins),
 * ranked as matchRoute ranks routes: static paths before parameters. A trailing slash matches, as in the
 * router.
 */
export function preconnectMapEntries(config: SiteRuntimeConfig): { pattern: string; value: string }[] {
  return rankedRoutes(config).map((route) => ({
    pattern: routeRegex(route.path),
    value: route.access === 'public' ? linkFor(config, route.remote) : '',
  }));
}

/** The routes in the shell's matcher's order, static paths before parameters (nginx regex maps: first match wins). */
function rankedRoutes(config: SiteRuntimeConfig) {
  return rankRoutes(siteRoutes(config));
}

/**
 * A text for an HTML attribute (the document's share tags) that is also a plain nginx string: markup
 * characters, `$` (an nginx variable) and `\` (an escape) are written as character references.
 */
export function attributeText(text: string): string {
  const references: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    $: '&#36;',
    '\\': '&#92;',
  };
  return text.replace(/[&<>"'$\\]/g, (char) => references[char] ?? char).replace(/\s+/g, ' ');
}

/**
 * The share tags' title and description and the first screen's page name of every route in both languages,
 * as entries of the maps keyed by "<language> <document path>" (http.conf.template).
 */
export function shareMapEntries(config: SiteRuntimeConfig) {
  return rankedRoutes(config).flatMap((route) =>
    (['en', 'hi'] as const).map((language) => {
      const share = shareText(route, language);
      const hero = firstScreenHero(route, language);
      return {
        pattern: `^${language} ${routeRegex(route.path).slice(1)}`,
        ...share,
        pageName: firstScreenName(route, language),
        eyebrow: hero.eyebrow,
        headline: hero.headline,
        // The first screen's description: the hero's lead on the landing page, the share text elsewhere.
        pageDescription: hero.lead || share.description,
      };
    }),
  );
}

/**
 * The maps that pick the document's language (shared-ui's document-language.ts): nginx regexes, case-insensitive,
 * first match wins; `$1`-`$9` in a value are the regex's captures.
 */
export function languageMaps() {
  return DOCUMENT_LANGUAGE_MAPS.map(({ variable, source, entries, fallback }) => {
    const quoted = (text: string) => {
      // nginx reads \t, \n, \r, \", \' and \\ in a quoted string as escapes; regex escapes like \s and \1 stay.
      if (/["\n]|\\[tnr"'\\]/.test(text)) throw new Error(`render-nginx: cannot quote ${text}`);
      return `"${text}"`;
    };
    const lines = entries.map(({ pattern, value }) => `  ${quoted(`~*${pattern}`)} ${quoted(value)};`);
    const fallbackValue = fallback.startsWith('$') ? fallback : quoted(fallback);
    return [`map ${quoted(source)} $${variable} {`, ...lines, `  default ${fallbackValue};`, '}'].join('\n');
  }).join('\n');
}

function routeRegex(routePath: string): string {
  const segments = routePath.split('/').filter(Boolean);
  if (segments.length === 0) return '^/$';
  const body = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.]/g, '\\.')));
  return `^/${body.join('/')}/?$`;
}

/** Whether this machine's nginx has the brotli modules (Debian: libnginx-mod-http-brotli-*). */
export function brotliModules(modulesDir = '/usr/lib/nginx/modules'): string[] {
  const files = BROTLI_MODULES.map((file) => path.join(modulesDir, file));
  return files.every((file) => existsSync(file)) ? files : [];
}

const template = (name: string) => readFileSync(path.join(NGINX_DIR, name), 'utf8');

/** Values that are whole blocks of configuration; every other value must fit in one quoted string. */
const BLOCKS = new Set([
  'listen',
  'preconnectMap',
  'shareTitleMap',
  'shareDescriptionMap',
  'pageNameMap',
  'eyebrowMap',
  'headlineMap',
  'pageDescriptionMap',
  'compression',
  'precompressedOff',
  'corsOriginMap',
  'reportingEndpoints',
  'languageMaps',
]);

function fill(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`render-nginx: no value for {{${key}}}`);
    const value = String(values[key]);
    if (!BLOCKS.has(key) && /["\n]/.test(value)) throw new Error(`render-nginx: unsafe characters in ${key}: ${value}`);
    return value;
  });
}

interface Origin {
  listen: string[];
  serverName: string;
  root: string;
}

/** One deployment of the site: its origins and the runtime-config.json the shell serves. */
export interface Deployment {
  siteOrigin: string;
  corsOrigins?: string[] | undefined;
  runtimeConfig: unknown;
  shell: Origin & { runtimeConfigDir: string };
  remotes: (Origin & { app: string; crossOriginResourcePolicy?: string })[];
  brotli: boolean;
  preconnect?: boolean | undefined;
  nginxDir?: string | undefined;
  allowRemoteOrigins?: string[] | undefined;
  reportUri?: string | undefined;
}

/**
 * The site's configuration, for the http context.
 *   listen: the nginx `listen` values of the origin (e.g. ['443 ssl'] or ['127.0.0.1:5000']);
 *   preconnect: false for a shell without remotes (the bundled baseline)
 *   corsOrigins: more site origins the remotes answer (another environment's site, e.g. staging)
 *   crossOriginResourcePolicy (a remote): 'same-site' (default: the site and its remotes share a registrable
 *   domain, as qrcontact.in and owner.qrcontact.in do) or 'cross-origin' for a CDN on another domain
 *   reportUri: where browsers report CSP and Trusted Types violations (off when absent)
 *   runtimeConfig is validated with the shell's schema (shared-ui's runtime-config-schema.ts): a config the
 *   shell would refuse is refused here, naming the key, and nothing is rendered
 */
export function renderSiteConfig(deployment: Deployment): string {
  const { shell, remotes, brotli, preconnect = true, nginxDir = NGINX_DIR, reportUri } = deployment;
  const runtimeConfig = checkedRuntimeConfig(deployment.runtimeConfig);
  const listen = (values: string[]) => values.map((value) => `listen ${value};`).join('\n  ');
  const preconnectMap = preconnect
    ? preconnectMapEntries(runtimeConfig)
        .map(({ pattern, value }) => `  "~${pattern}" "${value}";`)
        .join('\n')
    : '';
  // Server level, so it overrides rather than duplicates the distribution's http-level gzip settings.
  const compression = [template('gzip.conf'), brotli ? template('brotli.conf') : '']
    .join('')
    .trim()
    .replaceAll('\n', '\n  ');
  const corsOriginMap = [deployment.siteOrigin, ...(deployment.corsOrigins ?? [])]
    .map((origin) => `  "${fill('{{siteOrigin}}', { siteOrigin: origin })}" $http_origin;`)
    .join('\n');
  const share = shareMapEntries(runtimeConfig);
  const shareMap = (field: Exclude<keyof (typeof share)[number], 'pattern'>) =>
    share.map((entry) => `  "~${entry.pattern}" "${attributeText(entry[field])}";`).join('\n');
  const parts = [
    fill(template('http.conf.template'), {
      corsOriginMap,
      preconnectMap,
      shareTitleMap: shareMap('title'),
      shareDescriptionMap: shareMap('description'),
      pageNameMap: shareMap('pageName'),
      eyebrowMap: shareMap('eyebrow'),
      headlineMap: shareMap('headline'),
      pageDescriptionMap: shareMap('pageDescription'),
      languageMaps: languageMaps(),
    }),
  ];
  parts.push(
    fill(template('shell.conf.template'), {
      ...shell,
      listen: listen(shell.listen),
      nginxDir,
      compression,
      contentSecurityPolicy: contentSecurityPolicy(runtimeConfig, {
        allowRemoteOrigins: deployment.allowRemoteOrigins,
        reportUri,
      }),
      reportingEndpoints: reportUri ? `add_header Reporting-Endpoints '${reportingEndpoints(reportUri)}' always;` : '',
      permissionsPolicy: PERMISSIONS_POLICY,
      shareImage: new URL('/og-image.png', deployment.siteOrigin).href,
      precompressedOff: brotli ? 'gzip_static off;\n    brotli_static off;' : 'gzip_static off;',
    }),
  );
  for (const remote of remotes) {
    parts.push(
      fill(template('remote.conf.template'), {
        crossOriginResourcePolicy: 'same-site',
        ...remote,
        listen: listen(remote.listen),
        nginxDir,
        compression,
      }),
    );
  }
  return `${parts.join('\n')}\n`;
}

if (import.meta.main) {
  const usage = 'usage: node deploy/render-nginx.ts deployment.json';
  function refuse(reason: string): never {
    console.error(reason ? `render-nginx: ${reason}; ${usage}` : usage);
    process.exit(2);
  }
  let positionals: string[] = [];
  try {
    ({ positionals } = parseArgs({ options: {}, allowPositionals: true, strict: true }));
  } catch (error) {
    refuse((error as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
  if (positionals.length > 1) refuse(`one deployment file, not "${positionals.join(' ')}"`);
  const [file] = positionals;
  if (!file) refuse('');
  const deployment = JSON.parse(readFileSync(file, 'utf8'));
  const configFile = path.join(deployment.shell.runtimeConfigDir, 'runtime-config.json');
  try {
    const runtimeConfig = JSON.parse(readFileSync(configFile, 'utf8'));
    process.stdout.write(renderSiteConfig({ brotli: brotliModules().length > 0, ...deployment, runtimeConfig }));
  } catch (error) {
    // One line, and nothing on stdout: no half-rendered configuration to install.
    console.error(`render-nginx: ${configFile}: ${(error as Error).message}; nothing rendered`);
    process.exit(1);
  }
}
