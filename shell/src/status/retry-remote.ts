import { createContext } from 'react';

/** Given by the route that rendered the fallback: forget the failed remote and load it again. */
export const RetryRemoteContext = createContext<() => void>(() => window.location.reload());
