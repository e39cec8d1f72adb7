import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@qr/runtime';
import { hindiExposeOf, preferredLanguage, waitForHindi } from '@qr/runtime/i18n/start-up';
import { prefetch } from '@qr/runtime/prefetched-responses';
import type { ComponentType } from 'react';
import { activePreview } from '../preview/preview-request';
import { admitScriptsBeside } from '../security/script-policy';
import { note } from '../telemetry/early-notes';
import type { Assigned } from './canary';
import { compatibilityPlugin, doesNotFit, setSitePages } from './compatibility-plugin';
import { crossOriginPlugin } from './cross-origin-plugin';
import {
  failureCodes,
  isUnavailableModule,
  type PageModule,
  remoteUnavailablePlugin,
} from './remote-unavailable-plugin';
import { routeDataPlugin } from './route-data-plugin';
import { setServedRelease } from './served-releases';

// Nothing in this file may import react or shared-ui at run time: the start-up code uses it before
// the shared modules have loaded.

let configuredRemotes: Record<string, string> | null = null;

/** The exposes a page needs in the visitor's language: its code, and its Hindi texts for a Hindi visitor. */
export function pageExposes(expose: string): string[] {
  return preferredLanguage() === 'hi' ? [expose, hindiExposeOf(expose)] : [expose];
}

/** Records the release of a remote this tab loads (served-releases.ts): a tester's preview, else the canary assignment's arm. */
function serve(remote: string, entry: string, assigned: Assigned | undefined) {
  const { arm = 'stable', version } = Object(assigned) as Partial<Assigned>;
  const preview = activePreview();
  if (preview && preview.remote === remote) setServedRelease(remote, entry, 'preview', preview.version);
  else setServedRelease(remote, entry, arm, version);
}

/**
 * Registers the remotes named by runtime-config.json (once), with the check of each remote's manifest
 * against this shell; nothing is fetched until a page needs it. `arms`: the canary assignment (canary.ts).
 */
export function registerRemoteEntries(remotes: Record<string, string>, arms?: Record<string, Assigned>) {
  if (configuredRemotes) return;
  configuredRemotes = { ...remotes };
  admitScriptsBeside(Object.values(remotes));
  registerPlugins([compatibilityPlugin(), crossOriginPlugin()]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => {
      serve(name, entry, Object(arms)[name]);
      return { name, entry };
    }),
  );
}

/** After the config is validated: remotes registered (if start-up could not) and a down remote turned into a fallback page. */
export function registerConfiguredRemotes(
  remotes: Record<RemoteName, string>,
  pages: Parameters<typeof setSitePages>[0],
  arms?: Record<string, Assigned>,
) {
  registerRemoteEntries(remotes, arms);
  setSitePages(pages);
  registerPlugins([remoteUnavailablePlugin()]);
}

/**
 * Fetches the first page's manifest, remote entry and page chunks now, and the data the remote
 * declares for the page as soon as its manifest arrives, so that none of it waits for React.
 * Resolves once the page's files have been requested (or the manifest failed).
 */
export function preloadRoutePage(
  route: { remote: RemoteName; expose: string },
  params: Record<string, string>,
  apiBaseUrl: string,
) {
  return new Promise<void>((pageRequested) => {
    const exposes = pageExposes(route.expose);
    const target = { remote: route.remote, expose: route.expose, exposes, params, apiBaseUrl, prefetch };
    registerPlugins([routeDataPlugin({ ...target, onPageRequested: () => pageRequested() })]);
    preloadRemote([{ nameOrAlias: route.remote, exposes, resourceCategory: 'sync' }]).then(
      () => pageRequested(),
      () => pageRequested(),
    );
  });
}

/** The URL of the remote's mf-manifest.json this tab loads it from now. */
export function registeredRemoteUrl(remote: RemoteName): string | undefined {
  return configuredRemotes?.[remote];
}

/**
 * Forgets what the runtime cached for a remote (including a failed manifest) so the next load refetches
 * it: from `entry` when given (the live site moved the remote since this tab started), else from where it was.
 * `assigned`: its arm there (Try Again applies the live canaries again); without it, the arm it had.
 */
export function resetRemote(remote: RemoteName, entry = configuredRemotes?.[remote], assigned?: Assigned) {
  if (!configuredRemotes || !entry) return;
  configuredRemotes[remote] = entry;
  if (assigned) serve(remote, entry, assigned);
  admitScriptsBeside([entry]);
  registerRemotes([{ name: remote, entry }], { force: true });
}

const RETRY_DELAYS_MS = [400, 1200];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A Hindi visitor's page texts, fetched in parallel with the page's code. Loading the bundle hands its
 * texts to the page's catalogs; when it fails the page fetches them itself (or stays in English). The page
 * waits for it only until the page load's deadline (shared-ui's hindi-wait): a stalled bundle arrives later.
 */
function loadHindiBundle(remote: RemoteName, expose: string): Promise<unknown> | null {
  if (preferredLanguage() !== 'hi') return null;
  return waitForHindi(loadRemote(`${remote}/${hindiExposeOf(expose)}`).catch(() => undefined));
}

/**
 * Loads one exposed page. Transient failures (a dropped connection on a weak link) are retried twice
 * with a growing delay; after that the plugin's "unavailable" module is returned and rendered. A build
 * that does not fit this shell is not retried: it will not fit any better in a second.
 */
export async function loadRemotePage(remote: RemoteName, expose: string): Promise<{ default: ComponentType }> {
  const hindi = loadHindiBundle(remote, expose);
  for (let attempt = 0; ; attempt++) {
    const loaded = (await loadRemote<PageModule>(`${remote}/${expose}`)) ?? null;
    if (loaded && !isUnavailableModule(loaded)) {
      await hindi;
      return loaded;
    }
    const misfit = doesNotFit(remote, expose);
    const delay = misfit ? undefined : RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      // For the health reports: the retries gave up, or the gate refused the release.
      note(misfit ? 'gate_refusal' : 'load_failure', remote, failureCodes.get(remote));
      return loaded ?? (await import('./unavailable-page')).unavailableModule(misfit ? { remote, expose } : null);
    }
    await wait(delay);
    resetRemote(remote);
  }
}

/** Fetches a page ahead of need (e.g. when the browser is idle); failures are left to the real visit. */
export function warmRemotePage(remote: RemoteName, expose: string) {
  loadRemote(`${remote}/${expose}`).catch(() => undefined);
}
