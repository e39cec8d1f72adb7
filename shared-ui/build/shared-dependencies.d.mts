export declare const ROUTER_EXPORTS: string[];
export declare const sharedDependencies: Record<string, Record<string, unknown>>;
export declare const SHARED_UI_SINGLETONS: string[];
