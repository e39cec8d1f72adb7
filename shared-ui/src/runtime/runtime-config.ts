import { atom } from 'jotai';
import { type ConfigResult, parseRuntimeConfig, type RuntimeConfig } from './runtime-config-schema.ts';

export {
  type ConfigResult,
  parseRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
  runtimeConfigSchema,
} from './runtime-config-schema.ts';

/** Fetches and validates runtime-config.json. Never throws: every failure becomes a readable problem. */
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
  return parseRuntimeConfig(raw);
}

/** Set once at start-up by the shell (or a remote running standalone), read by every remote. */
export const runtimeConfigAtom = atom<RuntimeConfig | null>(null);
