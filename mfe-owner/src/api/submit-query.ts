import type { QueryCreateRequest } from '@qr/contract';
import type { ApiClient } from '@qr/runtime';

/** POST /query: the body is not read on success; on failure the error carries the server's message. */
export async function submitQuery(api: ApiClient, body: QueryCreateRequest): Promise<void> {
  await api.post('query', { json: body });
}
