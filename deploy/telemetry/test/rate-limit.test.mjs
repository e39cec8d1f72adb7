// The token bucket per client, and who a client is.
import { describe, expect, it } from 'vitest';
import { clientKey, tokenBuckets } from '../rate-limit.mjs';

const requestFrom = (remoteAddress, forwardedFor) => ({
  socket: { remoteAddress },
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
});

describe('tokenBuckets', () => {
  it('lets a burst through, then perSecond a second', () => {
    let clock = 0;
    const buckets = tokenBuckets({ perSecond: 2, burst: 4 }, { now: () => clock });
    expect(Array.from({ length: 5 }, () => buckets.take('a'))).toEqual([true, true, true, true, false]);
    expect(buckets.take('b')).toBe(true);
    expect(buckets.retryAfter('a')).toBe(1);
    clock += 500;
    expect([buckets.take('a'), buckets.take('a')]).toEqual([true, false]);
    clock += 10_000;
    expect(Array.from({ length: 5 }, () => buckets.take('a')).filter(Boolean)).toHaveLength(4);
  });

  it('forgets full buckets, and past maxClients the clients seen longest ago', () => {
    let clock = 0;
    const buckets = tokenBuckets({ perSecond: 1, burst: 2 }, { now: () => clock, maxClients: 3 });
    for (const key of ['a', 'b', 'c']) buckets.take(key);
    buckets.take('a');
    expect(buckets.size).toBe(3);
    buckets.take('d');
    // None is full again (no time has passed): b, seen longest ago, went; a, emptied, is still known.
    expect(buckets.size).toBe(3);
    expect(buckets.take('a')).toBe(false);
    clock += 5_000;
    buckets.forget();
    expect(buckets.size).toBe(0);
  });
});

describe('clientKey', () => {
  it('is the socket address, an IPv4-mapped one as IPv4, an IPv6 one by its /64', () => {
    expect(clientKey(requestFrom('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientKey(requestFrom('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientKey(requestFrom('2001:db8:1:2:aaaa::1'))).toBe('2001:db8:1:2');
    expect(clientKey(requestFrom('2001:db8:1:2:bbbb:cccc:dddd:eeee'))).toBe('2001:db8:1:2');
    expect(clientKey(requestFrom('2001:db8::1'))).toBe('2001:db8:0:0');
    expect(clientKey(requestFrom('::1'))).toBe('0:0:0:0');
  });

  it('reads the first X-Forwarded-For entry only when told to trust the proxy', () => {
    const request = requestFrom('127.0.0.1', '198.51.100.9, 10.0.0.1');
    expect(clientKey(request)).toBe('127.0.0.1');
    expect(clientKey(request, { trustProxy: true })).toBe('198.51.100.9');
    expect(clientKey(requestFrom('127.0.0.1', 'not an address'), { trustProxy: true })).toBe('127.0.0.1');
  });
});
