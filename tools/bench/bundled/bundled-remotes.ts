// Stands in for shell/src/federation/remotes.ts in the bundled baseline: the same functions, with each
// remote's exposed page imported as its build config exposes it instead of loaded through federation.

import type { RemoteName } from '@qr/runtime';
import { prefetch } from '@qr/runtime/prefetched-responses';
import { routeDataUrls } from '@qr/runtime/route-data';
import type { ComponentType } from 'react';
// Written at build time by rspack.config.mjs from each remote's exposes (what its build config exposes).
import pages from './bundled-pages.js';

type PageModule = { default: ComponentType };

/** Each remote's routeData (the reads its pages start with), which the federated shell reads from its manifest. */
declare const BUNDLED_ROUTE_DATA: Partial<Record<RemoteName, unknown>>;

export function registerRemoteEntries() {}

export function registerConfiguredRemotes() {}

/**
 * What the federated shell does once the first page's manifest is read, so that the baseline has every
 * start-up optimisation that is not about federation: the page's chunk and the reads the page declares
 * ('uid-status/{uid}') are requested now, while React loads. No manifest to wait for: resolves at once.
 */
export function preloadRoutePage(
  route: { remote: RemoteName; expose: string },
  params: Record<string, string>,
  apiBaseUrl: string,
): Promise<void> {
  warmRemotePage(route.remote, route.expose);
  for (const url of routeDataUrls(BUNDLED_ROUTE_DATA[route.remote], route.expose, params, apiBaseUrl)) prefetch(url);
  return Promise.resolve();
}

export function resetRemote() {}

/** No remote is registered in a plain app. */
export function registeredRemoteUrl(): string | undefined {
  return undefined;
}

export function loadRemotePage(remote: RemoteName, expose: string): Promise<PageModule> {
  const load = pages[remote][expose];
  if (!load) return Promise.reject(new Error(`${remote} has no page ${expose}`));
  return load();
}

export function warmRemotePage(remote: RemoteName, expose: string) {
  loadRemotePage(remote, expose).catch(() => undefined);
}
