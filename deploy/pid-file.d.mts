export function readPidFile(file: string): number | null;
export function pidFileAlive(file: string): boolean;
