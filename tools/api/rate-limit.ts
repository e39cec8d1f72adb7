/** Sliding-window counters kept in the store (so POST /__dev/reset clears them). */
import type { RateLimit } from './config.ts';
import type { Api } from './context.ts';

function recent(api: Api, key: string, limit: RateLimit): number[] {
  const since = api.now() - limit.windowMs;
  const hits = (api.db.hits.get(key) ?? []).filter((at) => at > since);
  api.db.hits.set(key, hits);
  return hits;
}

/** True when one more request under this key still fits in the window. */
export function hasRoom(api: Api, key: string, limit: RateLimit): boolean {
  return recent(api, key, limit).length < limit.max;
}

export function countHit(api: Api, key: string, limit: RateLimit): void {
  recent(api, key, limit).push(api.now());
}
