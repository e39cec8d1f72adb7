// The deploy API's tokens: one per team's CI, scoped (scopes.mjs), expiring, revocable. A token is
// `qrd_<id>_<secret>`: the id (16 hex digits) names it in listings and the audit log, the secret (256
// random bits, base64url) is shown once when it is created and stored only as its SHA-256, compared in
// constant time. tokens.json is rewritten atomically under a lock (two `token create` at once lose nothing)
// and read on every request, so a revocation takes effect at once, without a restart.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ReleaseError } from '../release/errors.mjs';
import { APPS } from '../release/releases.mjs';
import { withLock } from '../release/site-lock.mjs';
import { SCOPES } from './scopes.mjs';
import { readStateJson, stateFiles, writeStateJson } from './state.mjs';

const TOKEN_PATTERN = /^qrd_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;
const TEAM_PATTERN = /^[a-z][a-z0-9-]{0,30}$/;
const ENVIRONMENT_PATTERN = /^[a-z][a-z0-9-]{0,30}$/;
const DAY_MS = 86_400_000;
const UNITS = { h: 3_600_000, d: DAY_MS };

const hashOf = (secret) => createHash('sha256').update(secret).digest();
/** Compared when the id is unknown, so that an unknown id takes as long as a wrong secret. */
const NO_HASH = hashOf('no token has this secret');

/** --expires: 90d, 12h, or never. */
export function parseExpiry(text = '90d') {
  if (text === 'never') return null;
  const match = /^(\d{1,4})(h|d)$/.exec(text);
  if (!match || Number(match[1]) === 0)
    throw new ReleaseError(`--expires takes a duration like 90d or 12h (or never), not "${text}"`);
  return Number(match[1]) * UNITS[match[2]];
}

const listOf = (text) =>
  String(text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function checkedList(text, what, valid) {
  const items = listOf(text);
  for (const item of items) if (item !== '*' && !valid(item)) throw new ReleaseError(`"${item}" is not ${what}`);
  return items.includes('*') ? ['*'] : [...new Set(items)];
}

export function readTokens(stateDir) {
  const stored = readStateJson(stateFiles(stateDir).tokens, { format: 1, tokens: [] });
  if (!Array.isArray(stored?.tokens)) throw new ReleaseError(`${stateFiles(stateDir).tokens} holds no token list`);
  return stored.tokens;
}

async function changeTokens(stateDir, change) {
  const files = stateFiles(stateDir);
  return withLock(files.tokensLock, { actor: 'deploy-api', command: 'token', waitMs: 10_000 }, async () => {
    const tokens = readTokens(stateDir);
    const result = change(tokens);
    writeStateJson(files.tokens, { format: 1, tokens });
    return result;
  });
}

/**
 * @param {{ team: string, scope?: string, apps?: string, envs?: string, expires?: string, now?: number }} input
 *   apps and envs: comma-separated, `*` for any
 * @returns {Promise<{ token: string, record: object }>} token: shown once, never stored
 */
export async function createToken(stateDir, { team, scope = 'deploy', apps, envs, expires, now = Date.now() }) {
  if (!TEAM_PATTERN.test(team ?? ''))
    throw new ReleaseError(`--team takes a team name like owner, not "${team ?? ''}"`);
  if (!SCOPES.includes(scope)) throw new ReleaseError(`--scope is one of ${SCOPES.join(', ')}, not "${scope}"`);
  const appList = checkedList(apps ?? (scope === 'deploy' ? '' : '*'), 'an app', (app) => Object.hasOwn(APPS, app));
  const envList = checkedList(envs ?? (scope === 'deploy' ? '' : '*'), 'an environment name', (env) =>
    ENVIRONMENT_PATTERN.test(env),
  );
  if (scope === 'deploy' && (!appList.length || appList.includes('*')))
    throw new ReleaseError(
      'a deploy token names its apps: --apps mfe-owner (a release-manager token may switch any app)',
    );
  if (!envList.length) throw new ReleaseError('--envs names the environments, e.g. --envs staging,production');
  const lifetime = parseExpiry(expires);
  const id = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const record = {
    id,
    team,
    scope,
    apps: scope === 'release-manager' ? ['*'] : appList,
    envs: envList,
    created: new Date(now).toISOString(),
    expires: lifetime === null ? null : new Date(now + lifetime).toISOString(),
    revoked: null,
    hash: hashOf(secret).toString('hex'),
  };
  await changeTokens(stateDir, (tokens) => tokens.push(record));
  return { token: `qrd_${id}_${secret}`, record: publicPart(record) };
}

/** A token as listings show it: everything but its hash. */
export const publicPart = ({ hash: _hash, ...record }) => record;

export const listTokens = (stateDir) => readTokens(stateDir).map(publicPart);

export async function revokeToken(stateDir, id, now = Date.now()) {
  return changeTokens(stateDir, (tokens) => {
    const token = tokens.find((item) => item.id === id);
    if (!token) throw new ReleaseError(`no token ${id} (pnpm deploy-api token list shows them)`);
    if (!token.revoked) token.revoked = new Date(now).toISOString();
    return publicPart(token);
  });
}

/** One line describing a token (never its secret). */
export function describeToken(token) {
  const list = (items) => (items.includes('*') ? 'any' : items.join(','));
  return [
    token.id,
    `team ${token.team}`,
    token.scope,
    `apps ${list(token.apps)}`,
    `envs ${list(token.envs)}`,
    `created ${token.created.slice(0, 10)}`,
    `expires ${token.expires ? token.expires.slice(0, 16).replace('T', ' ') : 'never'}`,
    token.revoked ? `REVOKED ${token.revoked.slice(0, 16).replace('T', ' ')}` : 'active',
  ].join('  ');
}

/**
 * The token an Authorization header carries, or why not (401). The secret is compared as a SHA-256 in
 * constant time; an unknown id costs the same comparison.
 * @returns {{ token: object } | { error: string }}
 */
export function authenticate(tokens, header, at = Date.now()) {
  if (typeof header !== 'string' || !header) {
    return { error: 'no token: send Authorization: Bearer <token> (QR_DEPLOY_TOKEN)' };
  }
  const bearer = /^Bearer ([^\s]+)$/i.exec(header)?.[1] ?? '';
  const parsed = TOKEN_PATTERN.exec(bearer);
  const token = parsed ? tokens.find((item) => item.id === parsed[1]) : undefined;
  const stored = token && /^[0-9a-f]{64}$/.test(token.hash) ? Buffer.from(token.hash, 'hex') : NO_HASH;
  const matches = timingSafeEqual(hashOf(parsed?.[2] ?? ''), stored);
  if (!token || !matches) return { error: 'the token is not valid' };
  // known: the token is genuine (its secret matched) but no longer in force; the audit log names it.
  if (token.revoked) return { error: `token ${token.id} was revoked on ${token.revoked.slice(0, 10)}`, known: token };
  if (token.expires && Date.parse(token.expires) <= at)
    return { error: `token ${token.id} expired on ${token.expires.slice(0, 10)}`, known: token };
  return { token };
}
