import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { authTokenAtom, useSessionUserInfo } from 'shared-ui';
import styles from './guards.module.css';
import { PageSpinner } from './page-spinner';
import type { Access } from './route-table';

export const ACCESS_DENIED = 'Access denied. Admin privileges required.';

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
  if (userInfo.status === 'ready') {
    return (
      <div className={styles.denied} role="alert">
        <p>{ACCESS_DENIED}</p>
        <Link to="/admin">Back to your dashboard</Link>
      </div>
    );
  }
  return <PageSpinner />;
}
