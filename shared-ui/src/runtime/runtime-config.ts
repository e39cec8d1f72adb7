import { atom } from 'jotai';
import * as z from 'zod/mini';
import { CONFIG_URL_NOT_ABSOLUTE, CONFIG_URL_NOT_HTTPS, configUrlProblem } from './config-url';

/** An absolute https URL (http only for localhost): see config-url.ts. */
const url = z.string().check(
  z.refine((value) => configUrlProblem(value) !== CONFIG_URL_NOT_ABSOLUTE, CONFIG_URL_NOT_ABSOLUTE),
  z.refine((value) => configUrlProblem(value) !== CONFIG_URL_NOT_HTTPS, CONFIG_URL_NOT_HTTPS),
);

export const runtimeConfigSchema = z.object({
  apiBaseUrl: url,
  turnstile: z.object({
    siteKey: z.string().check(z.minLength(1, 'must not be empty')),
    productionHost: z.string().check(z.minLength(1, 'must not be empty')),
    productionSiteKey: z.string().check(z.minLength(1, 'must not be empty')),
    scriptUrl: z.optional(url),
  }),
  remotes: z.object({ mfe_public: url, mfe_owner: url, mfe_admin: url }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type RemoteName = keyof RuntimeConfig['remotes'];

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

/**
 * Validates a parsed runtime-config.json; a failure names the first bad key, e.g.
 * "remotes.mfe_owner: must be an https URL (http only for localhost)".
 */
export function parseRuntimeConfig(raw: unknown): ConfigResult {
  const result = runtimeConfigSchema.safeParse(raw);
  if (result.success) return { ok: true, config: result.data };
  const issue = result.error.issues[0];
  const key = issue?.path.join('.') || '(root)';
  const reason =
    issue?.code === 'invalid_type' && issue.input === undefined ? 'is missing' : (issue?.message ?? 'is invalid');
  return { ok: false, problem: `${key}: ${reason}` };
}

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
