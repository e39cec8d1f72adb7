// Failed authentication, per client address: after `slowAfter` failures within `windowMs` every request
// from that address waits before it is answered (longer with each failure, up to `maxDelayMs`); at
// `lockAfter` failures the address is refused (429) for `lockMs`, valid token or not. A success does not
// clear the count (one stolen token must not reset a guessing run). Bounded: past `maxClients` the
// addresses seen longest ago are forgotten.

export const DEFAULT_THROTTLE = {
  slowAfter: 5,
  lockAfter: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  delayMs: 1000,
  maxDelayMs: 5000,
  maxClients: 10_000,
};

export function authThrottle(policy = {}, { now = Date.now } = {}) {
  const { slowAfter, lockAfter, windowMs, lockMs, delayMs, maxDelayMs, maxClients } = {
    ...DEFAULT_THROTTLE,
    ...policy,
  };
  const clients = new Map();
  const current = (key) => {
    const client = clients.get(key);
    if (!client) return null;
    const at = now();
    client.failures = client.failures.filter((time) => at - time < windowMs);
    if (client.lockedUntil <= at && !client.failures.length) {
      clients.delete(key);
      return null;
    }
    return client;
  };
  return {
    /** { retryAfterS } while the address is refused, else { delayMs } (0: answer at once). */
    check(key) {
      const client = current(key);
      if (!client) return { delayMs: 0 };
      const at = now();
      if (client.lockedUntil > at) return { retryAfterS: Math.max(1, Math.ceil((client.lockedUntil - at) / 1000)) };
      const over = client.failures.length - slowAfter + 1;
      return { delayMs: over > 0 ? Math.min(maxDelayMs, delayMs * over) : 0 };
    },
    fail(key) {
      const client = current(key) ?? { failures: [], lockedUntil: 0 };
      clients.delete(key); // re-inserted last: the Map's order is the order addresses were last seen
      client.failures.push(now());
      if (client.failures.length >= lockAfter) {
        client.lockedUntil = now() + lockMs;
        client.failures = [];
      }
      clients.set(key, client);
      for (const oldest of clients.keys()) {
        if (clients.size <= maxClients) break;
        clients.delete(oldest);
      }
    },
    get size() {
      return clients.size;
    },
  };
}
