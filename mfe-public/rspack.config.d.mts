// Types of what rspack.config.mjs exports beside the config itself (read by tests and the bench's bundled build).
export declare const exposes: Record<string, string>;
export declare const routeData: Record<string, string[]>;
declare const config: unknown;
export default config;
