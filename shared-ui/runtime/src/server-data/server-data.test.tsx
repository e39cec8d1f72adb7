import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ApiClient,
  ApiError,
  authTokenAtom,
  createApiClient,
  notificationAtom,
  runtimeConfigAtom,
} from '@qr/runtime';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubbedApiConfig } from '../session/runtime-config.fixture';
import { usePublicAction, usePublicData } from './public-calls';
import { withSession } from './session-api';
import { useSessionAction, useSessionData } from './session-calls';
import { SessionNotice } from './session-notice';
import type { ActionResult } from './use-server-action';

const config = stubbedApiConfig;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubFetch(answer: (request: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push(request);
      return answer(request);
    }),
  );
  return calls;
}

/** Every request waits until release(), then gets `answer`. */
function stubHeldFetch(answer: () => Response) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = stubFetch(async () => {
    await held;
    return answer();
  });
  return { calls, release: () => release() };
}

/** A burst of taps that arrives before React renders the button as busy. */
function tapInOneTask(button: HTMLElement, times: number) {
  act(() => {
    for (let tap = 0; tap < times; tap++) button.click();
  });
}

/** A button that runs an action, labelled busy while it is pending. */
function TapButton({ run, pending, labels }: { run(): Promise<unknown>; pending: boolean; labels: [string, string] }) {
  return (
    <button type="button" onClick={() => void run()}>
      {pending ? labels[1] : labels[0]}
    </button>
  );
}

/** Renders `screen` at /here inside a store with a session; / shows 'Start'. */
function setup(ui: ReactNode, { token = 'jwt-1' as string | null, notice = null as string | null } = {}) {
  const store = createStore();
  store.set(runtimeConfigAtom, config);
  store.set(authTokenAtom, token);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/here']}>
        <SessionNotice value={notice}>
          <Routes>
            <Route path="/" element={<p>Start</p>} />
            <Route path="/here" element={ui} />
          </Routes>
        </SessionNotice>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const getThing = async (api: ApiClient) => (await api.get('thing').json<{ name: string }>()).name;

function Reader() {
  const { state, reload } = useSessionData('thing', getThing);
  return (
    <>
      <p>
        {state.status === 'ready' ? state.data : state.status === 'error' ? `error ${state.error.status}` : 'loading'}
      </p>
      <button type="button" onClick={reload}>
        Try Again
      </button>
    </>
  );
}

describe('the session client', () => {
  it('sends the bearer token', async () => {
    const calls = stubFetch(() => new Response(null, { status: 200 }));
    const api = withSession(createApiClient({ baseUrl: 'http://api.test', getToken: () => 'jwt-1' }));
    await api.put('vehicle/pause/QR1');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer jwt-1');
  });

  it('never sends a call without a token: the caller gets the 401 case', async () => {
    const calls = stubFetch(() => new Response(null, { status: 200 }));
    const api = withSession(createApiClient({ baseUrl: 'http://api.test', getToken: () => null }));
    const error = await api.put('vehicle/pause/QR1').catch((caught: unknown) => caught);
    expect(calls).toHaveLength(0);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
  });
});

describe('useSessionData', () => {
  it('reads on open, shows the error, and reads again on Try Again', async () => {
    let answer = () => Response.json({ message: 'boom' }, { status: 500 });
    const calls = stubFetch(() => answer());
    setup(<Reader />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('error 500');
    answer = () => Response.json({ name: 'Asha' });
    act(() => screen.getByRole('button', { name: 'Try Again' }).click());
    await screen.findByText('Asha');
    expect(calls).toHaveLength(2);
  });

  it('fills the screen in a transition: what the data renders may wait, the loading screen stays meanwhile', async () => {
    stubFetch(() => Response.json({ name: 'Ready' }));
    const never = new Promise<never>(() => {});
    function NotYet(): ReactNode {
      throw never;
    }
    function Filled() {
      const { state } = useSessionData('thing', getThing);
      return <Suspense fallback={<p>fallback</p>}>{state.status === 'ready' ? <NotYet /> : <p>loading</p>}</Suspense>;
    }
    setup(<Filled />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // An urgent update would have replaced the loading screen with the fallback: the list rendered in one task.
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('a 401 ends the session with the screen notice and goes to /', async () => {
    stubFetch(() => Response.json({ message: 'Unauthorized' }, { status: 401 }));
    const store = setup(<Reader />, { notice: 'Authentication required. Please log in again.' });
    await screen.findByText('Start');
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(notificationAtom)?.message).toBe('Authentication required. Please log in again.');
  });

  it('without a token nothing is sent and the session ends; no notice where the screen names none', async () => {
    const calls = stubFetch(() => Response.json({ name: 'Asha' }));
    const store = setup(<Reader />, { token: null });
    await screen.findByText('Start');
    expect(calls).toHaveLength(0);
    expect(store.get(notificationAtom)).toBeNull();
  });
});

describe('usePublicData: a read anyone may make', () => {
  function PublicReader() {
    const { state } = usePublicData('thing', getThing);
    return <p>{state.status === 'ready' ? state.data : state.status === 'error' ? 'error' : 'loading'}</p>;
  }

  it('is sent without a session and reads', async () => {
    const calls = stubFetch(() => Response.json({ name: 'Asha' }));
    setup(<PublicReader />, { token: null });
    await screen.findByText('Asha');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('a 401 ends nothing: the screen shows its error and stays', async () => {
    const calls = stubFetch(() => Response.json({ message: 'Unauthorized' }, { status: 401 }));
    const store = setup(<PublicReader />, { token: 'jwt-1', notice: 'Authentication required.' });
    await screen.findByText('error');
    expect(calls).toHaveLength(1);
    expect(screen.queryByText('Start')).toBeNull();
    expect(store.get(authTokenAtom)).toBe('jwt-1');
    expect(store.get(notificationAtom)).toBeNull();
  });
});

describe('useSessionAction', () => {
  function Pauser({ seen }: { seen: ActionResult<void>[] }) {
    const { run, pending } = useSessionAction(
      async (api: ApiClient, id: string) => {
        await api.put(`vehicle/pause/${id}`);
      },
      (result) => seen.push(result),
    );
    return <TapButton run={() => run('QR1')} pending={pending} labels={['Pause', 'Pausing']} />;
  }

  it('sends once per burst of taps and settles once, with pending meanwhile', async () => {
    const { calls, release } = stubHeldFetch(() => new Response(null, { status: 200 }));
    const seen: ActionResult<void>[] = [];
    setup(<Pauser seen={seen} />);
    tapInOneTask(screen.getByRole('button'), 2);
    await screen.findByText('Pausing');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => release());
    await screen.findByText('Pause');
    expect(seen).toEqual([{ ok: true, data: undefined }]);
  });

  it('hands other failures to the screen, and says when a 401 ended the session', async () => {
    let status = 500;
    stubFetch(() => Response.json({ message: 'nope' }, { status }));
    const seen: ActionResult<void>[] = [];
    setup(<Pauser seen={seen} />);
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ ok: false, sessionEnded: false, error: { status: 500, serverMessage: 'nope' } });

    status = 401;
    act(() => screen.getByRole('button').click());
    await screen.findByText('Start');
    expect(seen[1]).toMatchObject({ ok: false, sessionEnded: true });
  });
});

describe('usePublicAction: a send anyone may make', () => {
  function Sender({ seen }: { seen: ActionResult<number>[] }) {
    const { run, pending } = usePublicAction(
      async (api: ApiClient, text: string) => (await api.post('inform', { json: { text } }).json<{ n: number }>()).n,
      (result) => seen.push(result),
    );
    return <TapButton run={() => run('hello')} pending={pending} labels={['Send', 'Sending']} />;
  }

  it('is sent without a token, once per burst of taps', async () => {
    const { calls, release } = stubHeldFetch(() => Response.json({ n: 7 }));
    const seen: ActionResult<number>[] = [];
    setup(<Sender seen={seen} />, { token: null });
    tapInOneTask(screen.getByRole('button'), 3);
    await screen.findByText('Sending');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    await act(async () => release());
    await screen.findByText('Send');
    expect(seen).toEqual([{ ok: true, data: 7 }]);
  });

  it("a 401 is the screen's failure: the session is not ended", async () => {
    stubFetch(() => Response.json({ message: 'nope' }, { status: 401 }));
    const seen: ActionResult<number>[] = [];
    const store = setup(<Sender seen={seen} />, { token: 'jwt-1', notice: 'Authentication required.' });
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ ok: false, sessionEnded: false, error: { status: 401, serverMessage: 'nope' } });
    expect(store.get(authTokenAtom)).toBe('jwt-1');
    expect(screen.queryByText('Start')).toBeNull();
  });
});

describe('one idiom, one place for a 401', () => {
  const root = path.join(import.meta.dirname, '../../../..');
  const sources = (app: string) =>
    readdirSync(path.join(root, app, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => ({ file: `${app}/src/${file}`, text: readFileSync(path.join(root, app, 'src', file), 'utf8') }));

  it('the owner and admin remotes reach the API only through useSessionData and useSessionAction', () => {
    const direct = [...sources('mfe-owner'), ...sources('mfe-admin')].filter(({ text }) =>
      /\buse(Api|SessionApi)\b|\bcreateApiClient\b/.test(text),
    );
    expect(direct.map(({ file }) => file)).toEqual([]);
  });

  it('no remote reads a 401 itself', () => {
    const readers = [...sources('mfe-owner'), ...sources('mfe-admin')].filter(({ text }) =>
      /status\s*[!=]==?\s*401/.test(text),
    );
    expect(readers.map(({ file }) => file)).toEqual([]);
  });
});
