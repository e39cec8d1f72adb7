export declare function copyRemote(
  app: 'shell' | 'mfe-public' | 'mfe-owner' | 'mfe-admin',
  change?: { sharedUiVersion?: string; edit?: (appDir: string) => void },
): string;
export declare function replaceInFile(file: string, search: string, replacement: string): void;
export declare function workspaceOfOne(app: string): string;
export declare function commitAll(dir: string, message?: string): void;
