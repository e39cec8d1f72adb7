export declare function hashFiles(folder: string): Record<string, string>;
export declare function verifyFiles(folder: string, files: Record<string, string>): string[];
export declare function buildRelease(input: {
  app: string;
  version?: string;
  appDir?: string;
  allowDirty?: boolean;
  skipChecks?: boolean;
  gate: null | ((manifest: object) => Promise<{ ok: boolean; report: string }>);
}): Promise<{ version: string; folder: string }>;
