// pnpm deploy-api token create | list | revoke, as an operator runs them: the token shown once, stored only
// as a hash in a file only its owner reads, listed without it, revoked by id.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { authenticate, readTokens } from '../tokens.mjs';

const COMMAND = path.join(import.meta.dirname, '..', 'deploy-api.mjs');
let state;
beforeEach(() => {
  state = mkdtempSync(path.join(tmpdir(), 'deploy-api-state-'));
});
afterEach(() => rmSync(state, { recursive: true, force: true }));

const run = (...args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [COMMAND, ...args, '--state', state]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

it('creates a token shown once, stores only its SHA-256 (mode 0600), lists it without a secret, and revokes it', async () => {
  const created = await run(
    'token',
    'create',
    '--team',
    'owner',
    '--apps',
    'mfe-owner',
    '--envs',
    'staging,production',
    '--expires',
    '30d',
  );
  expect(created.code, created.stderr).toBe(0);
  const [token, description] = created.stdout.trim().split('\n');
  expect(token).toMatch(/^qrd_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
  expect(description).toMatch(
    /^created token [0-9a-f]{16} {2}team owner {2}deploy {2}apps mfe-owner {2}envs staging,production {2}created \S+ {2}expires \S+ \S+ {2}active \(shown once/,
  );
  const file = path.join(state, 'tokens.json');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const stored = readFileSync(file, 'utf8');
  const secret = token.split('_').slice(2).join('_');
  expect(stored).not.toContain(secret);
  expect(stored).toContain(createHash('sha256').update(secret).digest('hex'));
  const id = token.split('_')[1];
  const [record] = readTokens(state);
  expect(Date.parse(record.expires) - Date.parse(record.created)).toBe(30 * 86_400_000);
  expect(authenticate(readTokens(state), `Bearer ${token}`).token?.id).toBe(id);

  const listed = await run('token', 'list');
  expect(listed.code).toBe(0);
  expect(listed.stdout).toContain(id);
  expect(listed.stdout).not.toContain(secret);
  expect(listed.stdout.trim().split('\n').at(-1)).toBe(`1 token(s) in ${state}`);

  const revoked = await run('token', 'revoke', id);
  expect(revoked.stdout.trim()).toBe(`revoked token ${id} of team owner: refused from its next request on`);
  expect(authenticate(readTokens(state), `Bearer ${token}`).error).toMatch(/was revoked/);
  expect((await run('token', 'list')).stdout).toMatch(/REVOKED/);
});

it.each([
  [['--team', 'owner', '--envs', 'staging'], /a deploy token names its apps/],
  [['--team', 'owner', '--apps', 'mfe-ownr', '--envs', 'staging'], /"mfe-ownr" is not an app/],
  [['--team', 'owner', '--apps', 'mfe-owner', '--envs', '../prod'], /"\.\.\/prod" is not an environment name/],
  [['--team', 'Owner!', '--apps', 'mfe-owner', '--envs', 'staging'], /--team takes a team name/],
  [
    ['--team', 'owner', '--apps', 'mfe-owner', '--envs', 'staging', '--scope', 'admin'],
    /--scope is one of deploy, release-manager, read-only/,
  ],
  [['--team', 'owner', '--apps', 'mfe-owner', '--envs', 'staging', '--expires', 'soon'], /--expires takes a duration/],
])('refuses token create %j in one line', async (args, message) => {
  const result = await run('token', 'create', ...args);
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trim()).toMatch(message);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
});

it('keeps every token when several are created at once', async () => {
  const results = await Promise.all(
    Array.from({ length: 6 }, (_, index) => run('token', 'create', '--team', `team-${index}`, '--scope', 'read-only')),
  );
  for (const result of results) expect(result.code, result.stderr).toBe(0);
  expect(
    readTokens(state)
      .map((token) => token.team)
      .sort(),
  ).toEqual(Array.from({ length: 6 }, (_, index) => `team-${index}`));
});
