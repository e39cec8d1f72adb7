import { useLanguage, useMessages } from '@qr/runtime/i18n';
import { useEffect } from 'react';
import type { RouteEntry } from '../routing/route-table';
import { documentTitle } from './document-title';
import { routeTitleMessages } from './titles/messages';

/** Sets the open route's document.title, in the page's language (and again when it changes). */
export function useRouteTitle(route: RouteEntry) {
  const language = useLanguage();
  const titles = useMessages(routeTitleMessages);
  // A declared route brings its own titles; the fixed routes' are the catalog's.
  const title = language === 'hi' && route.titleHi ? route.titleHi : (titles[route.path] ?? route.title);
  useEffect(() => {
    document.title = documentTitle({ title });
  }, [title]);
}
