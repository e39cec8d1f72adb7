import type { RemoteName } from '@qr/runtime';
import { type ComponentType, lazy, Suspense, useRef, useState } from 'react';
import { loadRemotePage } from '../federation/remotes';
import { RetryRemoteContext } from '../status/retry-remote';
import { PageSpinner } from './page-spinner';
import { RouteErrorBoundary } from './route-error-boundary';

/** One lazy component per exposed page and load generation, so moving between routes never re-suspends. */
const pageCache = new Map<string, ComponentType>();
const generations = new Map<RemoteName, number>();

function lazyPage(remote: RemoteName, expose: string): ComponentType {
  const key = `${remote}/${expose}#${generations.get(remote) ?? 0}`;
  let page = pageCache.get(key);
  if (!page) {
    page = lazy(() => loadRemotePage(remote, expose));
    pageCache.set(key, page);
  }
  return page;
}

export function RemotePage({ remote, expose }: { remote: RemoteName; expose: string }) {
  const [, setGeneration] = useState(0);
  // Try Again follows the live site: the release this tab started with may have been rolled back since.
  const retrying = useRef(false);
  const retry = () => {
    if (retrying.current) return;
    retrying.current = true;
    // Fetched only when a page fails: nothing of it on routes that never fail.
    void import('../federation/follow-live-site')
      .then(({ followLiveSite }) => followLiveSite(remote))
      .catch(() => undefined)
      .finally(() => {
        retrying.current = false;
        generations.set(remote, (generations.get(remote) ?? 0) + 1);
        setGeneration((value) => value + 1);
      });
  };
  const Page = lazyPage(remote, expose);
  return (
    <RetryRemoteContext.Provider value={retry}>
      <RouteErrorBoundary key={generations.get(remote) ?? 0}>
        <Suspense fallback={<PageSpinner />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    </RetryRemoteContext.Provider>
  );
}
