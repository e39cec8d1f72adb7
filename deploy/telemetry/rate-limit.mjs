// A token bucket per client: `perSecond` requests a second on average, `burst` at once. A client is its
// address (an IPv6 one by its /64, which one household or server holds whole); behind a proxy the first
// X-Forwarded-For entry, only when the collector is told to trust it (the proxy must set that header,
// not append to one the client sent). The buckets are bounded: full ones are forgotten, and past
// `maxClients` the longest unseen go first.
import { isIP } from 'node:net';

export const DEFAULT_RATE = { perSecond: 20, burst: 40 };

/** The IPv6 address's first four groups (its /64 network), or null when it is not an IPv6 address. */
function ipv6Network(address) {
  if (isIP(address) !== 6) return null;
  const [head, tail = null] = address.split('::');
  const groups = (part) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === null ? [] : groups(tail);
  const full = tail === null ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':');
}

/** The rate limit's key for a request: its client's address (see above). */
export function clientKey(request, { trustProxy = false } = {}) {
  let address = request.socket.remoteAddress ?? 'unknown';
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first && isIP(first)) address = first;
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  return ipv6Network(address) ?? address;
}

/** take(key) → true while the key's bucket has a token (and takes it), false when the client must wait. */
export function tokenBuckets({ perSecond, burst }, { now = Date.now, maxClients = 100_000 } = {}) {
  const buckets = new Map();
  function forget() {
    const at = now();
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + ((at - bucket.at) / 1000) * perSecond >= burst) buckets.delete(key);
    }
    // Still too many (a flood from many addresses): the ones seen longest ago go (Map keeps insertion order).
    for (const key of buckets.keys()) {
      if (buckets.size < maxClients) break;
      buckets.delete(key);
    }
  }
  return {
    take(key) {
      const at = now();
      let bucket = buckets.get(key);
      if (bucket) {
        bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
        bucket.at = at;
        // Moved to the end: the Map's order is the order clients were last seen.
        buckets.delete(key);
      } else {
        if (buckets.size >= maxClients) forget();
        bucket = { tokens: burst, at };
      }
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    /** Seconds until the key has a token again (for Retry-After). */
    retryAfter(key) {
      const bucket = buckets.get(key);
      return bucket ? Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)) : 1;
    },
    forget,
    get size() {
      return buckets.size;
    },
  };
}
