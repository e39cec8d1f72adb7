import { useAtomValue, useStore } from 'jotai';
import { useMemo } from 'react';
import { authTokenAtom } from './auth';
import { type ApiClient, createApiClient } from './http';
import { runtimeConfigAtom } from './runtime-config';

/** The API client for the current runtime config; it reads the token at request time. */
export function useApi(): ApiClient {
  const store = useStore();
  const config = useAtomValue(runtimeConfigAtom);
  if (!config) throw new Error('Runtime config is not loaded: render inside the shell or a standalone bootstrap');
  return useMemo(
    () => createApiClient({ baseUrl: config.apiBaseUrl, getToken: () => store.get(authTokenAtom) }),
    [config.apiBaseUrl, store],
  );
}
