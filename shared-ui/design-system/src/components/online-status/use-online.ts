import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const getOnline = () => navigator.onLine;
const getServerOnline = () => true;

/**
 * False while the browser says it has no network (`navigator.onLine`, kept current by the `online` and
 * `offline` events). True does not promise that a request will get through: keep handling failures.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getOnline, getServerOnline);
}
