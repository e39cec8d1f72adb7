import { useUserInfo } from '@qr/runtime';
import { useEffect } from 'react';
import { warmRemotePage } from '../federation/remotes';

const IDLE_FALLBACK_MS = 1500;

/**
 * On the owner home, an admin is one tap from Queries: fetch the admin remote while the browser is
 * idle. Nothing of mfe-admin is requested for anyone else.
 */
export function AdminRemoteWarmup() {
  const userInfo = useUserInfo();
  const isAdmin = userInfo.status === 'ready' && userInfo.data.isAdmin;

  useEffect(() => {
    if (!isAdmin) return;
    const warm = () => warmRemotePage('mfe_admin', 'QueriesPage');
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(warm, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [isAdmin]);

  return null;
}
