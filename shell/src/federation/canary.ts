// Canary releases in the browser: runtime-config.json's `canaries` names, per remote, a release beside the
// stable one and the share of visitors who load it (docs/releasing.md). A visitor's side comes from a random
// id kept in this browser and the rollout (shared-ui's canary-bucket.ts), so it is the same on every load and
// in every tab, and a visitor inside 10% stays inside at 25% and 50%. The id never leaves the browser: it is
// in no request and no report (docs/telemetry.md).
// Runs in the shell's entry before the shared modules load (startup/early-start.ts): no shared imports.
import { inCanary } from '@qr/runtime/canary-bucket';
import { configUrlProblem } from '@qr/runtime/config-url';
import { type Arm, appOfContainer } from './served-releases';

/** localStorage: one id per browser, for the canary buckets only. */
export const VISITOR_KEY = 'qr-visitor';

let visitor: string | undefined;

/**
 * This browser's visitor id: 128 random bits in hex, created once and kept in localStorage. Where storage
 * cannot be used (a sandboxed frame, a private mode that throws), an id for this tab: its side stays the
 * same for as long as it is open (Try Again included).
 */
export function visitorId(): string {
  if (!visitor) {
    visitor = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => (byte + 256).toString(16).slice(1)).join(
      '',
    );
    try {
      const stored = localStorage.getItem(VISITOR_KEY);
      if (stored) visitor = stored;
      else localStorage.setItem(VISITOR_KEY, visitor);
    } catch {
      // This tab's id, above.
    }
  }
  return visitor;
}

/** Which release of a remote the canary assignment gives this tab (a preview may still replace it). */
export interface Assigned {
  arm: Exclude<Arm, 'preview'>;
  /** The canary's release version (the stable one's comes from its URL: served-releases.ts). */
  version?: string;
}

/**
 * The remotes this tab registers: each remote with a canary at the canary's URL when this visitor's bucket
 * falls inside its share, else at its stable URL; and for each remote, its arm. A canary that is malformed
 * (as runtime-config.json's schema says: the entry reads the config before it is validated), or names a
 * remote the config does not, is ignored: the remote stays stable.
 */
export function withCanaries<R extends Record<string, string>>(
  remotes: R,
  canaries: unknown,
): { remotes: R; arms: Record<string, Assigned> } {
  const served: Record<string, string> = { ...remotes };
  const arms: Record<string, Assigned> = {};
  for (const name in remotes) {
    // Object(): the config is not validated yet, and a missing or odd value reads as no canary.
    const { url, version, share } = Object(Object(canaries)[name]) as {
      url?: unknown;
      version?: unknown;
      share?: number;
    };
    const canary =
      typeof url === 'string' &&
      configUrlProblem(url) === null &&
      typeof version === 'string' &&
      /^\d+\.\d+\.\d+(-[\w.-]+)?$/.test(version) &&
      // A negative share takes nobody, as ignoring it would.
      Number.isInteger(share) &&
      (share as number) <= 100 &&
      inCanary(visitorId(), appOfContainer(name), version, share as number);
    if (canary) served[name] = url;
    arms[name] = canary ? { arm: 'canary', version } : { arm: 'stable' };
  }
  return { remotes: served as R, arms };
}
