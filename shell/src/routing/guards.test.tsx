import { authTokenAtom, runtimeConfigAtom } from '@qr/runtime';
import { stubbedApiConfig } from '@qr/runtime/runtime-config.fixture';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED } from '../status/messages';
import { RouteGuard } from './guards';

const config = stubbedApiConfig;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderGuarded(access: 'public' | 'owner' | 'admin', token: string | null) {
  const store = createStore();
  store.set(runtimeConfigAtom, config);
  if (token) store.set(authTokenAtom, token);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/guarded']}>
        <Routes>
          <Route
            path="/guarded"
            element={
              <RouteGuard access={access}>
                <p>the page</p>
              </RouteGuard>
            }
          />
          <Route path="/" element={<p>landing</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const account = {
  phone: '919876543210',
  totalVehiclesCount: 0,
  totalInformCount: 0,
  totalReferralCount: 0,
  isAdmin: false,
};

const userInfo = (isAdmin: boolean) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ ...account, isAdmin })),
  );

describe('RouteGuard', () => {
  it('lets anyone see a public route', () => {
    renderGuarded('public', null);
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('redirects a logged-in route with no token to /', () => {
    renderGuarded('owner', null);
    expect(screen.getByText('landing')).toBeInTheDocument();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('shows a logged-in route to a signed-in owner', () => {
    renderGuarded('owner', 'jwt');
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('shows the admin route to an admin', async () => {
    userInfo(true);
    renderGuarded('admin', 'jwt');
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('tells a non-admin that admin privileges are required, without rendering the page', async () => {
    userInfo(false);
    renderGuarded('admin', 'jwt');
    expect(await screen.findByText(ACCESS_DENIED)).toBeInTheDocument();
    expect(ACCESS_DENIED).toBe('Access denied. Admin privileges required.');
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('redirects the admin route with no token to /', () => {
    renderGuarded('admin', null);
    expect(screen.getByText('landing')).toBeInTheDocument();
  });

  it('offers Try Again when the admin check gets no answer in time (the session stays), and asks again', async () => {
    vi.useFakeTimers();
    let answer = false;
    const fetchMock = vi.fn(
      (request: Request) =>
        new Promise<Response>((resolve, reject) => {
          if (answer) resolve(Response.json({ ...account, isAdmin: true }));
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderGuarded('admin', 'jwt');
    // The client's 20 s timeout, for the first try and its two retries (shared-ui's user-info).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * 20_000 + 1_000);
    });
    vi.useRealTimers();
    expect(await screen.findByText('Failed to fetch user info')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('landing')).toBeNull();
    answer = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
