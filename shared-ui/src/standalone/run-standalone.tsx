import { Provider, useAtom } from 'jotai';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { createAppStore, loadRuntimeConfig, notificationAtom } from 'shared-ui/runtime';
import { NotificationBar } from '../components/index.ts';
import '../tokens/tokens.css';
import styles from './run-standalone.module.css';

export interface StandaloneRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

function StandaloneNotifications() {
  const [notification, setNotification] = useAtom(notificationAtom);
  return <NotificationBar notification={notification} onDismiss={() => setNotification(null)} />;
}

/**
 * Runs one remote on its own dev server without the shell, for the team that owns it: the same
 * runtime config, store and notification bar as in the composed site, and only its own routes.
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
              <Route
                path="*"
                element={
                  <nav aria-label={`${title} pages`} className={styles.pageList}>
                    <h1>{title} (standalone)</h1>
                    <ul>
                      {routes.map((route) => (
                        <li key={route.path}>
                          <Link to={route.path.replace(/:(\w+)/g, 'demo-$1')}>{route.path}</Link>
                        </li>
                      ))}
                    </ul>
                  </nav>
                }
              />
            </Routes>
          </Suspense>
          <StandaloneNotifications />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
