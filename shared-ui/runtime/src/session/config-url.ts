// No imports: the shell's entry checks runtime-config.json's URLs with this before any shared module loads.

/** Hosts that are this machine: plain http is accepted for them only (pnpm start, the e2e suite). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const CONFIG_URL_NOT_ABSOLUTE = 'must be an absolute URL';
export const CONFIG_URL_NOT_HTTPS = 'must be an https URL (http only for localhost)';

/**
 * Why a URL of runtime-config.json (the API, a remote's manifest, the bot check's script) cannot be
 * used, or null when it can: https anywhere, http only for localhost, 127.0.0.1 and [::1]. Anything
 * else (javascript:, data:, blob:, http to another host) would run or fetch code from a place the site
 * does not control, so the site refuses to start rather than blame the visitor's connection.
 */
export function configUrlProblem(value: string): string | null {
  if (!URL.canParse(value)) return CONFIG_URL_NOT_ABSOLUTE;
  const { protocol, hostname } = new URL(value);
  if (protocol === 'https:') return null;
  if (protocol === 'http:' && LOCAL_HOSTS.has(hostname)) return null;
  return CONFIG_URL_NOT_HTTPS;
}
