import { RUNTIME_CONFIG_URL } from '../config/runtime-config-url';

const PROBE_TIMEOUT_MS = 5000;

/**
 * Whether the site itself answers: runtime-config.json, fetched past every cache. Any HTTP answer means
 * the visitor is online, so a remote that failed is down on the site's side (a release, a CDN), not on
 * the visitor's connection.
 */
export async function siteReachable(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  if (navigator.onLine === false) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetch(RUNTIME_CONFIG_URL, { cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
