export declare const REMOTES: string[];
export declare function remoteOfSpec(spec: string): string | null;
export declare function classify(file: string): {
  scope: 'everything' | 'remote' | 'specs' | 'none';
  remote?: string;
  why: string;
};
export declare function selectSteps(
  changed: string[],
  specs: string[],
  everything: [string, string][],
): { name: string; command: string; why: string }[];
