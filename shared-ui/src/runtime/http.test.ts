import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './http';

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
