// Vite's import.meta.glob, as the unit tests (run by Vitest) use it; this package does not depend on vite.
interface ImportMeta {
  glob<T = unknown>(pattern: string | string[], options: { eager: true }): Record<string, T>;
  glob<T = unknown>(pattern: string | string[], options?: { eager?: false }): Record<string, () => Promise<T>>;
}
