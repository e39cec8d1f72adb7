import type { SiteRuntimeConfig } from './render-nginx.mjs';

export declare const DEFAULT_TURNSTILE_SCRIPT: string;
export declare const REPORT_ENDPOINT: string;
export declare const TRUSTED_TYPES_POLICY: string;
export declare function checkedRuntimeConfig(config: unknown): SiteRuntimeConfig;
export declare function scriptFolders(config: SiteRuntimeConfig): string[];
export declare function botCheckOrigin(config: SiteRuntimeConfig): string;
export interface PolicyOptions {
  styleNonce?: string;
  allowRemoteOrigins?: string[];
  reportUri?: string | undefined;
}
export declare function contentSecurityPolicy(config: SiteRuntimeConfig, options?: PolicyOptions): string;
export declare function reportingEndpoints(reportUri: string | undefined): string | null;
