import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authTokenAtom } from './auth';
import { createApiClient } from './http';
import { notificationAtom } from './notify';
import { runtimeConfigAtom } from './runtime-config';
import { stubbedApiConfig } from './runtime-config.fixture';
import { getUserInfo, useReloadUserInfo, useSessionUserInfo, useUserInfo } from './user-info';

const config = stubbedApiConfig;
const info = {
  phone: '919876543210',
  totalVehiclesCount: 3,
  totalInformCount: 17,
  totalReferralCount: 2,
  isAdmin: false,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubUserInfo(response: (request: Request) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (request: Request) => response(request));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers the calls in turn (a function throws, like fetch on a dropped connection); the last one repeats. */
function stubUserInfoSequence(...answers: ((request: Request) => Response | Promise<Response>)[]) {
  let call = 0;
  return stubUserInfo((request) => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    if (!answer) throw new Error('no answer');
    return answer(request);
  });
}
const dropped = (): Response => {
  throw new TypeError('Failed to fetch');
};
const unavailable = () => Response.json({ message: 'Service Unavailable' }, { status: 503 });
/** A server that never answers: the call ends only when the client's timeout aborts it. */
const slow = (request: Request) =>
  new Promise<Response>((_resolve, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason)),
  );
/** The client's timeout for one try (http.ts). */
const TRY_TIMEOUT_MS = 20_000;

function setup(ui: React.ReactNode) {
  const store = createStore();
  store.set(runtimeConfigAtom, config);
  store.set(authTokenAtom, 'jwt-1');
  function Where() {
    const location = useLocation();
    return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={ui} />
          <Route path="/" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

function SessionProbe() {
  const state = useSessionUserInfo();
  return <p>{state.status === 'ready' ? `phone ${state.data.phone}` : state.status}</p>;
}

describe('useSessionUserInfo', () => {
  it('shows the user info when the call succeeds', async () => {
    stubUserInfo(() => Response.json(info));
    setup(<SessionProbe />);
    expect(await screen.findByText('phone 919876543210')).toBeInTheDocument();
  });

  it('rides out a dropped connection and a 503 (two retries) without ending the session', async () => {
    const fetchMock = stubUserInfoSequence(dropped, unavailable, () => Response.json(info));
    const store = setup(<SessionProbe />);
    expect(await screen.findByText('phone 919876543210', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.get(authTokenAtom)).toBe('jwt-1');
    expect(store.get(notificationAtom)).toBeNull();
  });

  it('ends the session by the spec rule once the gateway keeps failing after the retries', async () => {
    const fetchMock = stubUserInfoSequence(unavailable);
    const store = setup(<SessionProbe />);
    expect(await screen.findByTestId('where', {}, { timeout: 3000 })).toHaveTextContent(/^\/$/);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(notificationAtom)?.message).toBe('Failed to fetch user info');
  });

  it('a call that keeps timing out (after its retries) does not log the owner out', async () => {
    vi.useFakeTimers();
    const fetchMock = stubUserInfo(slow);
    const store = setup(<SessionProbe />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * TRY_TIMEOUT_MS + 1000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.get(authTokenAtom)).toBe('jwt-1');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(store.get(notificationAtom)).toMatchObject({ kind: 'error', message: 'Failed to fetch user info' });
  });

  it('after a final timeout, a reload asks again and the owner carries on', async () => {
    vi.useFakeTimers();
    const fetchMock = stubUserInfoSequence(slow, slow, slow, () => Response.json(info));
    function Reloadable() {
      const state = useSessionUserInfo();
      const reload = useReloadUserInfo();
      return state.status === 'ready' ? (
        <p>{`phone ${state.data.phone}`}</p>
      ) : (
        <button type="button" onClick={reload}>
          {state.status}
        </button>
      );
    }
    setup(<Reloadable />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * TRY_TIMEOUT_MS + 1000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('phone 919876543210')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('on a 401 clears the token and goes to /?autoLogin=true with the spec message, without retrying', async () => {
    const fetchMock = stubUserInfo(() => Response.json({ message: 'Invalid or expired token' }, { status: 401 }));
    const store = setup(<SessionProbe />);
    expect(await screen.findByTestId('where')).toHaveTextContent('/?autoLogin=true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.get(authTokenAtom)).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(store.get(notificationAtom)).toMatchObject({ kind: 'error', message: 'Failed to fetch user info' });
  });

  it('on another failure also clears the session and goes to /, without retrying', async () => {
    const fetchMock = stubUserInfo(() => Response.json({ message: 'boom' }, { status: 500 }));
    const store = setup(<SessionProbe />);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.get(authTokenAtom)).toBeNull();
  });

  it('treats a malformed response as a failure', async () => {
    stubUserInfo(() => Response.json({ phone: 'nope' }));
    const store = setup(<SessionProbe />);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(store.get(notificationAtom)?.message).toBe('Failed to fetch user info');
  });
});

describe('getUserInfo', () => {
  it('rides out two slow answers (timeouts) like two 503s', async () => {
    const fetchMock = stubUserInfoSequence(slow, slow, () => Response.json(info));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'jwt-1' }).extend({ timeout: 50 });
    await expect(getUserInfo(api)).resolves.toEqual(info);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('useUserInfo', () => {
  it('asks the API once per token however many components read it', async () => {
    const fetchMock = stubUserInfo(() => Response.json(info));
    function Reader({ name }: { name: string }) {
      const state = useUserInfo();
      return <p>{state.status === 'ready' ? `${name} ready` : `${name} ${state.status}`}</p>;
    }
    setup(
      <>
        <Reader name="a" />
        <Reader name="b" />
      </>,
    );
    expect(await screen.findByText('a ready')).toBeInTheDocument();
    expect(screen.getByText('b ready')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
