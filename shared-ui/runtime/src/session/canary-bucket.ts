// No imports: the shell's entry assigns canaries with this before any shared module loads, and the
// release tools and the e2e suite (Node, type stripping) compute the same buckets.

/**
 * A visitor's bucket (0-99) for one rollout: FNV-1a of the visitor's random id, the app and the canary's
 * version. The same visitor gets the same bucket for a rollout on every load and in every tab, and a new
 * rollout (another version) draws anew. A visitor is in the canary when bucket < share, so one inside 10%
 * stays inside 25% and 50% as the share grows.
 */
export function canaryBucket(visitorId: string, app: string, version: string): number {
  const key = `${visitorId}|${app}|${version}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 100;
}

export const inCanary = (visitorId: string, app: string, version: string, share: number): boolean =>
  canaryBucket(visitorId, app, version) < share;
