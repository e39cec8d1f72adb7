import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import { takePrefetchedResponse } from './prefetched';

/**
 * Every failed call becomes one ApiError: the HTTP status (null when none came back) and the server's message.
 * 'timeout': no answer within the client's timeout, even after its retries (a slow link, not a verdict).
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly serverMessage: string | null;
  readonly kind: 'http' | 'network' | 'timeout' | 'format';

  constructor(kind: ApiError['kind'], status: number | null, serverMessage: string | null, detail?: string) {
    super(serverMessage ?? detail ?? (status ? `Request failed with status ${status}` : 'Network error'));
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return null;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) return new ApiError('http', error.response.status, messageOf(error.data));
  if (error instanceof TimeoutError) return new ApiError('timeout', null, null, 'Request timed out');
  return new ApiError('network', null, null, error instanceof Error ? error.message : String(error));
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
}

export type ApiClient = KyInstance;

/**
 * ky's fetch: a GET the host already started (see prefetched.ts) is answered with that response. Adopted
 * here, inside ky's timeout and retry (a beforeRequest hook's response gets neither), a stalled or 502
 * early read times out or fails like any request and the retry sends a real one (the early one is taken once).
 */
async function fetchOrAdopt(request: Request, init?: RequestInit): Promise<Response> {
  const early = request.method === 'GET' ? await takePrefetchedResponse(request.url, request.signal) : undefined;
  return early ?? fetch(request, init);
}

/** The HTTP client every remote uses: API prefix, bearer token, JSON, ApiError on failure. */
export function createApiClient({ baseUrl, getToken }: ApiClientOptions): ApiClient {
  return ky.create({
    prefix: baseUrl,
    timeout: 20_000,
    // Retry reads and PUTs once on gateway hiccups and slow answers (weak mobile links; ky leaves its own
    // timeouts alone unless told); never POSTs, never on server logic errors.
    retry: { limit: 1, statusCodes: [408, 502, 503, 504], retryOnTimeout: true },
    fetch: fetchOrAdopt as typeof fetch,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [({ error }) => toApiError(error)],
    },
  });
}

/** Parses a response with a contract schema; a mismatch is an ApiError of kind 'format'. */
export function parseWith<T>(
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
  data: unknown,
): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError('format', null, null, 'Unexpected response format');
  return result.data;
}
