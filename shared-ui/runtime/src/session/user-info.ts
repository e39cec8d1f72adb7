import { type UserInfo, userInfo } from '@qr/contract';
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { replaceOption } from 'ky';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { authTokenAtom } from './auth';
import { type ApiClient, type ApiError, parseWith, toApiError } from './http';
import { useNotify } from './notify';
import { useApi } from './use-api';

export const USER_INFO_FAILED = 'Failed to fetch user info';

/**
 * A failure that says nothing about the session (no response, no answer in time, 408, 502, 503, 504) is
 * tried twice more, after 300 ms and 600 ms, before the spec's rule ends the session; a 401 or any other
 * answer is final.
 */
export const USER_INFO_RETRY = {
  limit: 2,
  methods: ['get'],
  statusCodes: [408, 502, 503, 504],
  retryOnTimeout: true,
  // A Retry-After header must not keep the owner waiting: the delays above are the only ones.
  afterStatusCodes: [],
  delay: (attempt: number) => 300 * 2 ** (attempt - 1),
};

export async function getUserInfo(api: ApiClient): Promise<UserInfo> {
  // Replaces the client's read retry (one more try) rather than merging with it.
  const response = await api.get('login/user-info', { retry: replaceOption(USER_INFO_RETRY) });
  return parseWith(userInfo, await response.json());
}

export type UserInfoState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'ready'; data: UserInfo }
  | { status: 'error'; error: ApiError };

/** User info cached per token: one request per token however many screens ask. */
const userInfoCacheAtom = atom<{ token: string; state: UserInfoState } | null>(null);

export function useUserInfo(): UserInfoState {
  const token = useAtomValue(authTokenAtom);
  const api = useApi();
  const store = useStore();
  const cache = useAtomValue(userInfoCacheAtom);
  const setCache = useSetAtom(userInfoCacheAtom);
  const cached = token && cache?.token === token ? cache.state : null;
  const missing = cached === null;

  useEffect(() => {
    // Read the store, not the render snapshot: components mounting together must start one request.
    if (!token || !missing || store.get(userInfoCacheAtom)?.token === token) return;
    setCache({ token, state: { status: 'loading' } });
    const settle = (state: UserInfoState) =>
      setCache((current) => (current?.token === token ? { token, state } : current));
    getUserInfo(api).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error: toApiError(error) }),
    );
  }, [token, missing, api, store, setCache]);

  if (!token) return { status: 'signed-out' };
  return cached ?? { status: 'loading' };
}

/** Forgets a failed user info of the current token: the screens that read it ask the API again. */
export function useReloadUserInfo() {
  const store = useStore();
  const setCache = useSetAtom(userInfoCacheAtom);
  return useCallback(() => {
    const token = store.get(authTokenAtom);
    setCache((current) => (current?.token === token && current.state.status === 'error' ? null : current));
  }, [store, setCache]);
}

/** Clears the token (localStorage and cookie together) and the cached user info. */
export function useEndSession() {
  const setToken = useSetAtom(authTokenAtom);
  const setCache = useSetAtom(userInfoCacheAtom);
  return useCallback(() => {
    setToken(null);
    setCache(null);
  }, [setToken, setCache]);
}

/**
 * Ends the session and leaves the screen: the notice (if any) shows, the token and cached user info go, and
 * the tab goes to `to`. Used by the user-info rule below and by the one place a 401 on a session call is
 * handled (shared-ui's useSessionFailure).
 */
export function useLeaveSession() {
  const notify = useNotify();
  const navigate = useNavigate();
  const endSession = useEndSession();
  return useCallback(
    (notice: string | null, to: string) => {
      if (notice) notify('error', notice);
      endSession();
      navigate(to, { replace: true });
    },
    [notify, endSession, navigate],
  );
}

/**
 * User info for logged-in screens, with the spec's failure rule: notify 'Failed to fetch user info',
 * clear the session, and go to /?autoLogin=true on a 401 or to / on any other failure. A call that never got
 * an answer in time (after its retries) says nothing about the session: it is only notified, the owner
 * stays logged in and the screen offers to try again (useReloadUserInfo).
 */
export function useSessionUserInfo(): UserInfoState {
  const state = useUserInfo();
  const notify = useNotify();
  const leave = useLeaveSession();
  const failed = state.status === 'error' ? state.error : null;

  useEffect(() => {
    if (!failed) return;
    if (failed.kind === 'timeout') notify('error', USER_INFO_FAILED);
    else leave(USER_INFO_FAILED, failed.status === 401 ? '/?autoLogin=true' : '/');
  }, [failed, notify, leave]);

  return state;
}
