export declare const SHELL_OVERLAY: string;
export declare const NGINX_PREFIX: string;
export declare const BUNDLED_DIST: string;
/** The served site's health collector (POST /v1/logs, GET /v1/health) and its database. */
export declare const COLLECTOR_URL: string;
export declare const COLLECTOR_DB: string;
export interface LocalRemote {
  app: string;
  port: number;
  listen: string[];
  serverName: string;
  root: string;
}
export declare function localRemote(app: string, root: string, port: number): LocalRemote;
export declare function serveBuilds(options?: {
  turnstileScriptUrl?: string | undefined;
}): Promise<{ siteUrl: string; apiUrl: string; collectorUrl: string; close: () => Promise<void> }>;
export declare function deployRuntimeConfig(config: unknown, options?: { addRemotes?: LocalRemote[] }): Promise<void>;
export declare function serveBundled(options: {
  port: number;
  turnstileScriptUrl?: string | undefined;
}): Promise<{ siteUrl: string; close: () => Promise<void> }>;
