// A tester's preview of one remote's release in their own browser tab (?preview=mfe-owner@1.2.0.<expiry>.<signature>,
// a link pnpm preview signs: see preview.ts). This part is in the shell's entry, on every route: it only looks
// whether the tab asks for a preview, and the code that reads, verifies and applies it is fetched then, before
// any remote is registered. No shared imports.

export const PREVIEW_PARAM = 'preview';
/** sessionStorage: the tab's signed link, verified again on each load; this tab only, gone when it closes. */
export const PREVIEW_KEY = 'qr-preview';

export interface Preview {
  /** The remote's package name, as releases are named (mfe-owner). */
  app: string;
  version: string;
  /** Its container name (mfe_owner). */
  remote: string;
  /** Its mf-manifest.json on the releases CDN. */
  url: string;
}

let code: Promise<typeof import('./preview')> | null = null;
let taken: Promise<Preview | null> | null = null;
let active: Preview | null = null;

/** Fetches the preview code when the address asks for a preview or this tab has one; first thing in the entry. */
export function requestPreview(): void {
  try {
    if (new URLSearchParams(location.search).has(PREVIEW_PARAM) || sessionStorage.getItem(PREVIEW_KEY) !== null) {
      code = import('./preview');
    }
  } catch {
    // No storage (a sandboxed frame): no preview.
  }
}

/**
 * The remotes to register: the config's, with the previewed remote at its release on the config's
 * `releasesCdn` once the link verifies with its `previewKey` (a link that does not: the config's remotes).
 */
export async function withPreview<R extends Record<string, string>>(remotes: R, config: unknown): Promise<R> {
  if (!code) return remotes;
  taken ??= code.then(({ takePreview }) => takePreview(config)).catch(() => null);
  active = await taken;
  return active ? { ...remotes, [active.remote]: active.url } : remotes;
}

/**
 * The declared routes to serve: the config's, except that a previewed release's own routes (its
 * mf-manifest.json's) replace its remote's live ones, so that a tester sees the pages it adds.
 */
export async function withPreviewRoutes(configRoutes: unknown): Promise<unknown> {
  if (!code || !active) return configRoutes;
  const { releaseRoutes } = await code;
  return releaseRoutes(active, configRoutes);
}

/** The preview this tab applies, once its remotes are registered; null for every other visitor. */
export const activePreview = (): Preview | null => active;

/** Whether this tab asked for a preview (the preview code was fetched): only then can a link have been refused. */
export const previewAsked = (): boolean => code !== null;
