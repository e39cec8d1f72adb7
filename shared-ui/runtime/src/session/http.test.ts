import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './http';
import { acceptPrefetchedResponses, type TakePrefetched } from './prefetched';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: () => Response) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push(input);
      return response();
    }),
  );
  return calls;
}

/** A server that never answers: the request only ends when ky gives up on it (its timeout aborts it). */
function hang(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason)),
  );
}

/** Each call answered in turn by these (the last one repeats). */
function stubAnswers(...answers: ((request: Request) => Response | Promise<Response>)[]) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push(input);
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (!answer) throw new Error('no answer');
      return answer(input);
    }),
  );
  return calls;
}

describe('createApiClient', () => {
  it('prefixes the API base URL and sends the current bearer token', async () => {
    const calls = stubFetch(() => Response.json({ ok: true }));
    let token: string | null = 'jwt-1';
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => token });
    await api.get('login/user-info').json();
    token = null;
    await api.get('uid-status/ABC').json();
    expect(calls[0]?.url).toBe('http://api.test/login/user-info');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(calls[1]?.headers.get('authorization')).toBeNull();
  });

  it('turns an HTTP failure into an ApiError with the status and the server message', async () => {
    stubFetch(() => Response.json({ message: 'Vehicle not found' }, { status: 404 }));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null });
    const error = await api
      .get('vehicle/X')
      .json()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Vehicle not found' });
  });

  it('keeps serverMessage null when the body has no message', async () => {
    stubFetch(() => new Response('oops', { status: 500 }));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null });
    const error = await api
      .post('query', { json: {} })
      .json()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      serverMessage: null,
      message: 'Request failed with status 500',
    });
  });
});

describe('a slow answer', () => {
  it('is retried once, as a 502 is: one slow answer is not a failure', async () => {
    const calls = stubAnswers(hang, () => Response.json({ ok: true }));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null }).extend({ timeout: 50 });
    expect(await api.get('vehicle/X').json()).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('that lasts is an ApiError of kind timeout, with no status', async () => {
    const calls = stubAnswers(hang);
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null }).extend({ timeout: 50 });
    const error = await api
      .get('vehicle/X')
      .json()
      .catch((caught: unknown) => caught);
    expect(calls).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: null });
  });
});

/** The host's side: each started read is handed over once. */
function once(take: TakePrefetched): TakePrefetched {
  let taken = false;
  return (url, signal) => {
    if (taken) return undefined;
    taken = true;
    return take(url, signal);
  };
}

describe('prefetched responses', () => {
  afterEach(() => acceptPrefetchedResponses(() => undefined));

  it('answers a GET the host already started without sending it again, once', async () => {
    const calls = stubFetch(() => Response.json({ from: 'network' }));
    const started = new Map([['http://api.test/uid-status/ABC', Promise.resolve(Response.json({ from: 'prefetch' }))]]);
    acceptPrefetchedResponses((url) => {
      const response = started.get(url);
      started.delete(url);
      return response;
    });
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null });
    expect(await api.get('uid-status/ABC').json()).toEqual({ from: 'prefetch' });
    expect(calls).toHaveLength(0);
    expect(await api.get('uid-status/ABC').json()).toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('sends the request itself when the early one failed, and never answers a POST from it', async () => {
    const calls = stubFetch(() => Response.json({ from: 'network' }));
    acceptPrefetchedResponses(() => Promise.reject(new TypeError('Failed to fetch')));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null });
    expect(await api.get('uid-status/ABC').json()).toEqual({ from: 'network' });
    expect(await api.post('vehicle/inform', { json: {} }).json()).toEqual({ from: 'network' });
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
  });

  it('bounds a prefetched read by the client timeout, aborts it, and retries it with a real request', async () => {
    const calls = stubFetch(() => Response.json({ from: 'network' }));
    let earlySignal: AbortSignal | undefined;
    acceptPrefetchedResponses(
      once((_url, signal) => {
        earlySignal = signal;
        // The host's early fetch, aborted with the client's signal (shell's prefetched-responses).
        return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', reject));
      }),
    );
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null }).extend({ timeout: 50 });
    expect(await api.get('uid-status/ABC').json()).toEqual({ from: 'network' });
    // The timed-out attempt's own signal is aborted: the browser sends nothing for it.
    expect(calls.filter((call) => !call.signal.aborted)).toHaveLength(1);
    expect(earlySignal?.aborted).toBe(true);
  });

  it('retries a prefetched 502 once with a real request', async () => {
    const calls = stubFetch(() => Response.json({ from: 'network' }));
    acceptPrefetchedResponses(once(() => Promise.resolve(new Response('', { status: 502 }))));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null });
    expect(await api.get('uid-status/ABC').json()).toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('keeps the error handling of a prefetched error response', async () => {
    stubFetch(() => Response.json({ from: 'network' }));
    acceptPrefetchedResponses(() => Promise.resolve(Response.json({ message: 'Sticker not found' }, { status: 404 })));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null });
    const error = await api
      .get('uid-status/NOPE')
      .json()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Sticker not found' });
  });
});
