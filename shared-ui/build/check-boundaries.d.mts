export declare const APPS: string[];
export interface BoundaryViolation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}
export declare function sourceFiles(dir: string): string[];
export declare function specifiersOf(source: string): { specifier: string; line: number }[];
export declare function crossing(appDir: string, own: string, file: string, specifier: string): string | null;
export declare function boundaryViolations(appDir: string): BoundaryViolation[];
export declare function describeViolation(violation: BoundaryViolation): string;
export declare const PACKAGES: string[];
export declare const SHELL_LAYERS: string[];
export declare function repositoryTarget(root: string, file: string, specifier: string): string | null;
export declare function shellLayerOf(target: string): string | null;
export declare function repositoryCrossing(from: string, target: string): string | null;
export declare function repositoryViolations(root: string, folders?: string[]): BoundaryViolation[];
