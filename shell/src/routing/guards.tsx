import { authTokenAtom, useSessionUserInfo } from '@qr/runtime';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from './page-spinner';
import type { Access } from './route-table';

const AccessDenied = lazy(() => import('../status/access-denied'));
const UserInfoFailed = lazy(() => import('../status/user-info-failed'));

/**
 * A logged-in route entered with no token redirects to /. The check is made on entering the route:
 * a session that ends while a page is open is handled by that page (e.g. the Session Expired card).
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const token = useAtomValue(authTokenAtom);
  const [hadTokenOnEntry] = useState(Boolean(token));
  if (access === 'public') return children;
  if (!hadTokenOnEntry) return <Navigate to="/" replace />;
  return access === 'admin' ? <AdminOnly>{children}</AdminOnly> : children;
}

/** Admin routes need isAdmin from user-info before the admin remote is even requested. */
function AdminOnly({ children }: { children: ReactNode }) {
  const userInfo = useSessionUserInfo();
  if (userInfo.status === 'ready' && userInfo.data.isAdmin) return children;
  // Other failures end the session and leave the route (useSessionUserInfo); a final timeout keeps it.
  const timedOut = userInfo.status === 'error' && userInfo.error.kind === 'timeout';
  if (userInfo.status !== 'ready' && !timedOut) return <PageSpinner />;
  return <Suspense fallback={<PageSpinner />}>{timedOut ? <UserInfoFailed /> : <AccessDenied />}</Suspense>;
}
