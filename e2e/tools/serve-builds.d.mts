export declare const SHELL_OVERLAY: string;
export declare function contentSecurityPolicy(config: {
  remotes: Record<string, string>;
  turnstile: { scriptUrl?: string | undefined; [key: string]: unknown };
}): string;
export declare function serveBuilds(options?: { turnstileScriptUrl?: string | undefined }): Promise<unknown>;
export declare const BUNDLED_DIST: string;
export declare function serveBundled(options: {
  port: number;
  turnstileScriptUrl?: string | undefined;
}): Promise<{ siteUrl: string; server: import('node:http').Server }>;
export declare function preloadLinkHeader(config: { remotes: Record<string, string> }, pathname: string): string | null;
export declare function documentHeadersFor(
  config: {
    remotes: Record<string, string>;
    turnstile: { scriptUrl?: string | undefined; [key: string]: unknown };
  },
  pathname: string,
): Record<string, string>;
