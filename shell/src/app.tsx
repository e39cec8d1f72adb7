import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
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

const AfterNavigation = lazy(() => import(/* webpackChunkName: "after-navigation" */ './document/after-navigation'));

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
      {interactedOn !== null && (
        <Suspense fallback={null}>
          <AfterNavigation mainId={MAIN_ID} since={interactedOn} />
        </Suspense>
      )}
      {pathname === '/admin' && <AdminRemoteWarmup />}
      <NotificationHost />
    </>
  );
}
