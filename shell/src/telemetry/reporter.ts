// The health reports (docs/telemetry.md), which the bootstrap fetches only when
// runtime-config.json names a telemetry endpoint, once the first page is usable. It learns the site (routes,
// remotes, releases) from the bootstrap: as a leaf of the shell's layers it imports none of them.
import type { RuntimeConfig } from '@qr/runtime';
import { SHELL, scriptOwner } from './attribution';
import { createBatches, sendBatch } from './batches';
import { type Note, takeNotes } from './early-notes';
import { watchNavigations } from './navigations';
import {
  type About,
  type Details,
  type ErrorKind,
  type EventName,
  logRecord,
  type Stage,
  UNKNOWN_ROUTE,
} from './records';
import { tabInSample } from './sampling';

type TelemetryConfig = NonNullable<RuntimeConfig['telemetry']>;

/** A route of the site, as the shell's route table has it (routing/route-table.ts). */
interface Route {
  path: string;
  remote: string;
}

/** What the reporter learns of the site from the bootstrap (the shell's own modules, passed as they are). */
export interface TelemetrySite {
  /** The shell's matcher (routing/match-route.ts) and its routes, declared pages included (routing/site-routes.ts). */
  match(pathname: string, routes: readonly Route[]): { route: Route } | null;
  routes(): readonly Route[];
  /** runtime-config.json's remotes: their container names. */
  remotes: Record<string, string>;
  /** The release this tab loads a remote from (federation/served-releases.ts), when known. */
  servedRelease(container: string): { app: string; version: string | null; arm: string; url: string } | undefined;
  /** The mf-manifest.json URL this tab loads a remote from now (federation/remotes.ts), for one whose release is not. */
  remoteUrl(container: string): string | undefined;
  /** The bot check's script URL (turnstile.scriptUrl), Cloudflare's when none. */
  botCheck?: string | undefined;
}

export interface TelemetryOptions {
  /** The shell's release version (its build's MF_BUILD_VERSION). */
  shellVersion?: string;
  random?: () => number;
  send?: typeof sendBatch;
  /** web-vitals' chunk, fetched for a tab in the sample only. */
  loadWebVitals?: () => Promise<Pick<typeof import('./web-vitals'), 'watchWebVitals'>>;
}

/** The stage a remote's load failed at, from the federation runtime's error code (RUNTIME-003 and so on). */
export function stageOf(code: string | undefined): Stage {
  const number = code && /^RUNTIME-\d{3}$/.test(code) ? Number(code.slice(8)) : 0;
  // Manifest: failed to get it (003), to locate the remote (004), its snapshot (007), or it is not one (013).
  // Entry: remoteEntry.js did not load (008), exported nothing usable (001, 002), had no URL (011) or failed to
  // start (015). Anything else: a chunk of the page.
  return [3, 4, 7, 13].includes(number) ? 'manifest' : [1, 2, 8, 11, 15].includes(number) ? 'entry' : 'chunk';
}

/**
 * Starts the reports: the notes of the shell's entry (errors, load failures, gate refusals, render errors), the
 * first page and each navigation, and web vitals. Never throws.
 */
export function startTelemetry(telemetry: TelemetryConfig, site: TelemetrySite, options?: TelemetryOptions) {
  const { shellVersion, random, send, loadWebVitals } = options || {};
  let settle = () => {};
  const batches = createBatches(telemetry.url, telemetry.environment, send || sendBatch, () => settle());
  /** The route and release a record is about: the shell's, or a remote's (unreleased and stable when not known). */
  const about = (route: string, owner: string): About => {
    const served = owner === SHELL ? undefined : site.servedRelease(owner);
    return {
      'qr.route': route,
      'qr.app': served ? served.app : owner.replaceAll('_', '-'),
      // The shell's from its build (shell/rspack.config.mjs defines MF_BUILD_VERSION; `unreleased` unless a release).
      'qr.version':
        (owner === SHELL ? shellVersion || process.env.MF_BUILD_VERSION : served ? served.version : null) ||
        'unreleased',
      'qr.arm': served ? served.arm : 'stable',
    };
  };
  /** The route of a path; a path no route matches has the pattern `(unknown)` and no remote. */
  const routeOf = (pathname: string): Route => {
    const match = site.match(pathname, site.routes());
    return match ? match.route : { path: UNKNOWN_ROUTE, remote: '' };
  };
  const add = <E extends EventName>(time: number, event: E, route: string, owner: string, details: Details[E]) =>
    batches.add(logRecord(time, event, about(route, owner), details));

  takeNotes(([event, time, pathname, first, second, third]: Note) => {
    try {
      const route = routeOf(pathname);
      const pattern = route.path;
      if (event === 'error') {
        const owner =
          first === 'render'
            ? route.remote
            : scriptOwner(second, {
                remotes: Object.keys(site.remotes).map((container) => [
                  container,
                  (site.servedRelease(container) || { url: site.remoteUrl(container) as string }).url,
                ]),
                botCheck: site.botCheck || 'https://challenges.cloudflare.com/',
                siteOrigin: location.origin,
              });
        // The constructor's name only, and only a plain identifier.
        const error = third && /^[A-Za-z_$][\w$]{0,63}$/.test(third) ? third : 'Unknown';
        if (owner) add(time, event, pattern, owner, { 'qr.kind': first as ErrorKind, 'qr.error': error });
      } else if (first)
        add(
          time,
          event as 'load_failure',
          pattern,
          first,
          event === 'load_failure' ? { 'qr.stage': stageOf(second) } : ({} as Details['load_failure']),
        );
    } catch {
      // A note that cannot be read is not reported.
    }
  });

  try {
    if (tabInSample(telemetry.sampleRate, random)) {
      const pageView = (pathname: string) => {
        const route = routeOf(pathname);
        add(Date.now(), 'page_view', route.path, route.remote || SHELL, {
          'qr.weight': 1 / telemetry.sampleRate,
        });
        // At once, with what waits: every health figure divides by page views, and a page left soon after (or a
        // busy phone that never finishes its pagehide listeners) would lose one that waited for the batch.
        batches.sendWaiting();
      };
      pageView(location.pathname);
      settle = watchNavigations(pageView);
      // Web vitals are the document's: measured from its load, they count for the page it opened on.
      const opened = routeOf(location.pathname);
      (loadWebVitals || (() => import('./web-vitals')))()
        .then(({ watchWebVitals }) =>
          watchWebVitals((metric, value) =>
            add(Date.now(), 'web_vital', opened.path, opened.remote || SHELL, {
              'qr.metric': metric,
              'qr.value': value,
            }),
          ),
        )
        .catch(() => undefined);
    }
  } catch {
    // The reports are never worth a broken page.
  }
}
