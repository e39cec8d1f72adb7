import { NotificationBar } from '@qr/design-system';
import { createAppStore, dismissNotificationAtom, loadRuntimeConfig, notificationAtom } from '@qr/runtime';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@qr/design-system/tokens.css';
import { PageList } from './page-list';

export interface StandaloneRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Demo data for the path's params, so the page list links to a page that exists (a seeded sticker id). */
  params?: Record<string, string>;
}

function StandaloneNotifications() {
  const notification = useAtomValue(notificationAtom);
  const dismiss = useSetAtom(dismissNotificationAtom);
  return <NotificationBar notification={notification} onDismiss={dismiss} />;
}

/**
 * Runs one remote on its own dev server without the shell, for the team that owns it: the same
 * runtime config, store and notification bar as in the composed site, and only its own routes. Its page
 * list signs in as a demo user of the local API (demo-sign-in.ts) and links each route with demo params.
 */
export async function runStandalone(title: string, routes: StandaloneRoute[]) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = await loadRuntimeConfig(new URL('runtime-config.json', document.baseURI).href);
  if (!result.ok) {
    root.render(<p role="alert">runtime-config.json problem: {result.problem}</p>);
    return;
  }
  const pages = routes.map((route) => ({ path: route.path, Page: lazy(route.load) }));
  root.render(
    <StrictMode>
      <Provider store={createAppStore(result.config)}>
        <BrowserRouter>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<PageList title={title} routes={routes} />} />
            </Routes>
          </Suspense>
          <StandaloneNotifications />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
