import { type ComponentType, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { AfterNavigationProps } from './document/after-navigation';
import styles from './document/document.module.css';
import { useRouteTitle } from './document/route-document';
import { SkipLink } from './document/skip-link';
import { useFirstInteraction } from './document/use-first-interaction';
import { NotificationHost } from './notification-host';
import { AdminRemoteWarmup } from './routing/admin-remote-warmup';
import { RouteGuard } from './routing/guards';
import { RemotePage } from './routing/remote-page';
import { ROUTES, type RouteEntry } from './routing/route-table';

/** The one main landmark of every page: remote pages render no <main> of their own. */
const MAIN_ID = 'main';

/**
 * The after-navigation code, fetched once the visitor has interacted. A fetch that fails (the phone is
 * offline) never breaks the page: it is tried again when the browser is back online.
 */
function useAfterNavigation(wanted: boolean) {
  const [Loaded, setLoaded] = useState<ComponentType<AfterNavigationProps> | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const load = () =>
      import(/* webpackChunkName: "after-navigation" */ './document/after-navigation').then(
        (module) => setLoaded(() => module.default),
        () => window.addEventListener('online', load, { once: true }),
      );
    void load();
  }, [wanted]);
  return Loaded;
}

function RoutedPage({ route }: { route: RouteEntry }) {
  useRouteTitle(route);
  return (
    <RouteGuard access={route.access}>
      <RemotePage remote={route.remote} expose={route.expose} />
    </RouteGuard>
  );
}

export function App() {
  const { pathname } = useLocation();
  const interactedOn = useFirstInteraction();
  const AfterNavigation = useAfterNavigation(interactedOn !== null);
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Routes>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutedPage key={route.path} route={route} />} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
      {AfterNavigation && interactedOn !== null && <AfterNavigation mainId={MAIN_ID} since={interactedOn} />}
      {pathname === '/admin' && <AdminRemoteWarmup />}
      <NotificationHost />
    </>
  );
}
