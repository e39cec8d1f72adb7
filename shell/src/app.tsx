import { useLanguage } from '@qr/runtime/i18n';
import { lazy, memo, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import styles from './document/document.module.css';
import { useRouteTitle } from './document/route-document';
import { SkipLink } from './document/skip-link';
import { useFirstInteraction } from './document/use-first-interaction';
import { NotificationHost } from './notification-host';
import { activePreview } from './preview/preview-request';
import { AdminRemoteWarmup } from './routing/admin-remote-warmup';
import { RouteGuard } from './routing/guards';
import { matchRoute } from './routing/match-route';
import { RemotePage } from './routing/remote-page';
import type { RouteEntry } from './routing/route-table';
import { siteRoutes, subscribeSiteRoutes } from './routing/site-routes';
import { UnknownPath } from './routing/unknown-path';

/** The one main landmark of every page: remote pages render no <main> of their own. */
const MAIN_ID = 'main';

/** Fetched only while a tester previews a release. */
const PreviewBar = lazy(() => import('./preview/preview-bar'));

type AfterNavigationModule = typeof import('./document/after-navigation');

/**
 * The after-navigation code, fetched once the visitor has interacted (or at once in Hindi, for the route's
 * Hindi description). A fetch that fails (the phone is offline) never breaks the page: it is tried again
 * when the browser is back online.
 */
function useAfterNavigation(wanted: boolean) {
  const [loaded, setLoaded] = useState<AfterNavigationModule | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const load = () =>
      import('./document/after-navigation').then(setLoaded, () =>
        window.addEventListener('online', load, { once: true }),
      );
    void load();
  }, [wanted]);
  return loaded;
}

function RoutedPage({ route }: { route: RouteEntry }) {
  useRouteTitle(route);
  return (
    <RouteGuard access={route.access}>
      <RemotePage remote={route.remote} expose={route.expose} />
    </RouteGuard>
  );
}

/**
 * The routed page, apart from App's own state: the first touch (useFirstInteraction) or the after-navigation code
 * arriving re-renders App, never the page the visitor is touching. The shell's matcher finds the route and
 * react-router is given that one, for the remotes' useParams().
 */
const SiteRoute = memo(function SiteRoute() {
  // The declared routes change in an open tab when a path it did not know turns out to be a live page.
  const routes = useSyncExternalStore(subscribeSiteRoutes, siteRoutes);
  const match = matchRoute(useLocation().pathname, routes);
  if (!match) return <UnknownPath />;
  const { path } = match.route;
  return (
    <Routes>
      <Route path={path} element={<RoutedPage key={path} route={match.route} />} />
    </Routes>
  );
});

export function App() {
  const { pathname } = useLocation();
  const interactedOn = useFirstInteraction();
  const language = useLanguage();
  const afterNavigation = useAfterNavigation(interactedOn !== null || language === 'hi');
  const preview = activePreview();
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      {preview && (
        <Suspense fallback={null}>
          <PreviewBar preview={preview} />
        </Suspense>
      )}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <SiteRoute />
      </main>
      {afterNavigation && (
        <Suspense fallback={null}>
          <afterNavigation.RouteDescription />
          {interactedOn !== null && <afterNavigation.default mainId={MAIN_ID} since={interactedOn} />}
        </Suspense>
      )}
      {pathname === '/admin' && <AdminRemoteWarmup />}
      <NotificationHost />
    </>
  );
}
