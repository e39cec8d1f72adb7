export declare const SHELL_OVERLAY: string;
export declare const NGINX_PREFIX: string;
export declare const BUNDLED_DIST: string;
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
}): Promise<{ siteUrl: string; apiUrl: string; close: () => Promise<void> }>;
export declare function deployRuntimeConfig(config: unknown, options?: { addRemotes?: LocalRemote[] }): Promise<void>;
export declare function serveBundled(options: {
  port: number;
  turnstileScriptUrl?: string | undefined;
}): Promise<{ siteUrl: string; close: () => Promise<void> }>;
