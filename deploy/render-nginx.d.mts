export interface SiteRuntimeConfig {
  apiBaseUrl: string;
  turnstile: { scriptUrl?: string | undefined; [key: string]: unknown };
  remotes: Record<string, string>;
  /** Pages the remotes' live releases declare (shared-ui/src/federation/route-claims.ts). */
  routes?: unknown[] | undefined;
  /** The releases CDN's base URL, from which a preview loads a remote. */
  releasesCdn?: string | undefined;
  /** Canary releases beside the stable ones (docs/releasing.md, "Canary releases and health"). */
  canaries?: Record<string, { url: string; version: string; share: number }> | undefined;
  /** Where the shell sends its health reports (docs/telemetry.md). */
  telemetry?: { url: string; sampleRate: number; environment: string } | undefined;
}
export { contentSecurityPolicy, reportingEndpoints } from './csp.mjs';
export declare const NGINX_DIR: string;
export declare const PERMISSIONS_POLICY: string;
export declare function preconnectLinkHeader(config: SiteRuntimeConfig, pathname: string): string | null;
export declare function preconnectMapEntries(config: SiteRuntimeConfig): { pattern: string; value: string }[];
export declare function attributeText(text: string): string;
export declare function shareMapEntries(config: SiteRuntimeConfig): {
  pattern: string;
  title: string;
  description: string;
  pageName: string;
  eyebrow: string;
  headline: string;
  pageDescription: string;
}[];
export declare function brotliModules(modulesDir?: string): string[];
interface Origin {
  listen: string[];
  serverName: string;
  root: string;
}
export declare function renderSiteConfig(deployment: {
  siteOrigin: string;
  runtimeConfig: SiteRuntimeConfig;
  shell: Origin & { runtimeConfigDir: string };
  remotes: (Origin & { app: string })[];
  brotli: boolean;
  preconnect?: boolean;
  nginxDir?: string;
  corsOrigins?: string[];
  allowRemoteOrigins?: string[];
  /** Where browsers report CSP and Trusted Types violations; no reporting when absent. */
  reportUri?: string;
}): string;
