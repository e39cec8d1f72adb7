import { lazyPart } from 'shared-ui';
import type { ContactTab } from './contact-owner-view';

/**
 * The offline notice's code, fetched at the first touch or key (usePreloadOnIntent in the form): before
 * the link can drop on a scanner who is typing, yet off the page's first load. A part whose fetch failed
 * is fetched again once the browser is back online.
 */
export const offlineNotice = lazyPart<{ tab: ContactTab }>(
  () => import(/* webpackChunkName: "offline-notice" */ './offline-notice'),
);
