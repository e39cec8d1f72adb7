import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { NotificationHost } from './notification-host';
import { AdminRemoteWarmup } from './routing/admin-remote-warmup';
import { RouteGuard } from './routing/guards';
import { RemotePage } from './routing/remote-page';
import { ROUTES } from './routing/route-table';

export function App() {
  const { pathname } = useLocation();
  return (
    <>
      <Routes>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteGuard key={route.path} access={route.access}>
                <RemotePage remote={route.remote} expose={route.expose} />
              </RouteGuard>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      {pathname === '/admin' && <AdminRemoteWarmup />}
      <NotificationHost />
    </>
  );
}
