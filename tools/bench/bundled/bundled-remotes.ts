// Stands in for shell/src/federation/remotes.ts in the bundled baseline: the same functions, with each
// remote's exposed page imported from its source folder instead of loaded through federation.
import type { ComponentType } from 'react';
import type { RemoteName } from 'shared-ui/runtime';

type PageModule = { default: ComponentType };
type PageContext = (file: string) => Promise<PageModule>;

declare const BUNDLED_PAGES: Record<RemoteName, Record<string, string>>;

const pages: Record<RemoteName, PageContext> = {
  mfe_public: import.meta.webpackContext('../../../mfe-public/src/pages', { regExp: /-page\.tsx$/, mode: 'lazy' }),
  mfe_owner: import.meta.webpackContext('../../../mfe-owner/src/pages', { regExp: /-page\.tsx$/, mode: 'lazy' }),
  mfe_admin: import.meta.webpackContext('../../../mfe-admin/src/pages', { regExp: /-page\.tsx$/, mode: 'lazy' }),
};

export function registerRemoteEntries() {}

export function registerConfiguredRemotes() {}

/** A plain app loads a route's chunk when the route renders: nothing to start early. */
export function preloadRoutePage(): Promise<void> {
  return Promise.resolve();
}

export function resetRemote() {}

/** No remote is registered in a plain app. */
export function registeredRemoteUrl(): string | undefined {
  return undefined;
}

export function loadRemotePage(remote: RemoteName, expose: string): Promise<PageModule> {
  const file = BUNDLED_PAGES[remote][expose];
  if (!file) return Promise.reject(new Error(`${remote} has no page ${expose}`));
  return pages[remote](file);
}

export function warmRemotePage(remote: RemoteName, expose: string) {
  loadRemotePage(remote, expose).catch(() => undefined);
}
