import { configUrlProblem } from 'shared-ui/runtime/config-url';
import { PREVIEW_KEY, PREVIEW_PARAM, type Preview } from './preview-request';

/** The remotes a preview may replace: their package names, as releases are named, and their containers. */
const REMOTES: Readonly<Record<string, string>> = {
  'mfe-public': 'mfe_public',
  'mfe-owner': 'mfe_owner',
  'mfe-admin': 'mfe_admin',
};
/** A release version, as the release tool accepts it (deploy/release/releases.mjs): a plain URL segment. */
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

type Requested = Pick<Preview, 'app' | 'version' | 'remote'>;

/** `mfe-owner@1.2.0` as a preview, or why it is not one. */
export function parsePreview(value: string): Requested | string {
  const at = value.indexOf('@');
  const app = value.slice(0, at);
  const version = value.slice(at + 1);
  if (at < 0) return 'not <app>@<version>';
  if (!Object.hasOwn(REMOTES, app)) return `"${app}" is not one of ${Object.keys(REMOTES).join(', ')}`;
  if (!VERSION.test(version)) return `"${version}" is not a release version`;
  return { app, version, remote: REMOTES[app] as string };
}

function stored(storage: Storage): Requested | null {
  const value = storage.getItem(PREVIEW_KEY);
  const preview = value === null ? null : parsePreview(value);
  return typeof preview === 'object' ? preview : null;
}

/**
 * The preview this tab asks for: `?preview=mfe-owner@1.2.0` is checked, kept in sessionStorage for the
 * tab's next loads and removed from the address; `?preview=off` ends it; anything else is ignored with a
 * warning. The remote's URL is built from runtime-config.json's releasesCdn alone, so a preview can load
 * nothing but a release of this site's CDN.
 */
export function takePreview(
  releasesCdn: unknown,
  { location, history, storage } = { location: window.location, history: window.history, storage: sessionStorage },
): Preview | null {
  const address = new URL(location.href);
  const asked = address.searchParams.get(PREVIEW_PARAM);
  if (asked !== null) {
    address.searchParams.delete(PREVIEW_PARAM);
    history.replaceState(history.state, '', `${address.pathname}${address.search}${address.hash}`);
    const preview = asked === 'off' ? null : parsePreview(asked);
    if (typeof preview === 'string') console.warn(`[preview] ?preview=${asked} is ignored: ${preview}`);
    else if (preview) storage.setItem(PREVIEW_KEY, `${preview.app}@${preview.version}`);
    else storage.removeItem(PREVIEW_KEY);
  }
  const preview = stored(storage);
  if (!preview) return null;
  if (typeof releasesCdn !== 'string' || configUrlProblem(releasesCdn) !== null) {
    console.warn('[preview] runtime-config.json has no usable releasesCdn: the live site is shown');
    return null;
  }
  return { ...preview, url: `${releasesCdn.replace(/\/+$/, '')}/${preview.app}/${preview.version}/mf-manifest.json` };
}

/**
 * The live declared routes of the other remotes, and the previewed release's own (its manifest's
 * metaData.routes; the shell accepts them by the same rules as the live ones).
 */
export async function releaseRoutes(preview: Preview, configRoutes: unknown): Promise<unknown[]> {
  const others = Array.isArray(configRoutes)
    ? configRoutes.filter((route) => (route as { remote?: unknown } | null)?.remote !== preview.remote)
    : [];
  try {
    const own = (await (await fetch(preview.url)).json())?.metaData?.routes;
    return [...others, ...(Array.isArray(own) ? own : [])];
  } catch {
    return others;
  }
}

/** Back to the live site: the preview is forgotten and the page loaded again. */
export function endPreview(): void {
  sessionStorage.removeItem(PREVIEW_KEY);
  window.location.reload();
}
