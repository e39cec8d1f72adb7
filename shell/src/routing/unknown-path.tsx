import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from './page-spinner';

// The check's code is fetched only when a tab meets a path it does not know (this component is in every bootstrap).
const isLivePage = (pathname: string) => import('./live-page').then((module) => module.isLivePage(pathname));

/**
 * A path no route of this tab matches. Before sending the visitor home, the live site is asked once: a
 * remote may have declared the page since the tab loaded. When it has, the routes change and the router
 * renders the page in place of this.
 */
export function UnknownPath() {
  const { pathname } = useLocation();
  const [unknown, setUnknown] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    isLivePage(pathname).then(
      (found) => current && !found && setUnknown(pathname),
      () => current && setUnknown(pathname),
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  return unknown === pathname ? <Navigate to="/" replace /> : <PageSpinner />;
}
