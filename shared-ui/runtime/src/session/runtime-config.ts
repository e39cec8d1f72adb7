import { atom } from 'jotai';
import { type ConfigResult, type RuntimeConfig, runtimeConfigSchema } from './runtime-config-schema.ts';

export type { ConfigResult, RemoteName, RuntimeConfig } from './runtime-config-schema.ts';

/**
 * Fetches and validates runtime-config.json (the schema: runtime-config-schema.ts). Never throws: every
 * failure becomes a readable problem.
 */
export async function loadRuntimeConfig(
  configUrl: string,
  fetchConfig: (url: string) => Promise<Response> = (url) => fetch(url, { cache: 'no-store' }),
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetchConfig(configUrl);
  } catch {
    return { ok: false, problem: `${configUrl} could not be fetched` };
  }
  if (!response.ok) return { ok: false, problem: `${configUrl} answered ${response.status}` };
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    return { ok: false, problem: `${configUrl} is not valid JSON` };
  }
  const result = runtimeConfigSchema.safeParse(raw);
  if (result.success) return { ok: true, config: result.data };
  // The words for a refused config are fetched only then.
  const { describeConfigIssue } = await import('../config-error/describe-config-issue.ts');
  return { ok: false, problem: describeConfigIssue(raw, result.error.issues[0]) };
}

/** Set once at start-up by the shell (or a remote running standalone), read by every remote. */
export const runtimeConfigAtom = atom<RuntimeConfig | null>(null);
