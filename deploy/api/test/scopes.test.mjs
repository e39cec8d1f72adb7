// What each token may do: a team's deploy token its own app in its environments, a release manager any
// app, a read-only token the listings; revoked and expired tokens nothing. A refusal changes nothing and
// is in the audit log.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { revokeToken } from '../tokens.mjs';
import { apiSite } from './api-site.mjs';

let site;
let owner;
beforeEach(async () => {
  site = await apiSite();
  owner = await site.token({ team: 'owner', apps: 'mfe-owner', envs: 'staging' });
});
afterEach(() => site.close());

const promote = (app, version, env = 'staging') => ({ command: 'promote', app, version, env });

describe("the owner team's deploy token", () => {
  it('promotes mfe-owner in staging', async () => {
    const answer = await site.command(owner.token, promote('mfe-owner', '1.1.0'));
    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe(0);
    expect(answer.json.lines.at(-1)).toMatch(/^promoted mfe-owner 1\.0\.0 -> 1\.1\.0 in staging \(#1 by owner:/);
  });

  it.each([
    ['mfe-public', promote('mfe-public', '1.1.0'), /may not promote mfe-public: its apps are mfe-owner/],
    ['the shell', promote('shell', '1.1.0'), /may not promote shell: its apps are mfe-owner/],
    [
      'production',
      promote('mfe-owner', '1.1.0', 'production'),
      /may not act on production: its environments are staging/,
    ],
    [
      'promote --from an environment outside its scope',
      { command: 'promote', app: 'mfe-owner', env: 'staging', options: { from: 'production' } },
      /may not act on production/,
    ],
    ['adopt (site-wide)', { command: 'adopt', env: 'staging', options: { reason: 'x' } }, /may not adopt/],
    ['guard --once (site-wide)', { command: 'guard', env: 'staging' }, /may not guard/],
    [
      'prune --apply',
      { command: 'prune', app: 'mfe-owner', env: 'staging', options: { apply: true } },
      /may not prune --apply/,
    ],
    ['a listing of every app', { command: 'list', env: 'staging' }, /may list its own apps only/],
  ])('is refused (403) for %s, and nothing changes', async (_, body, message) => {
    const before = site.snapshot();
    const answer = await site.command(owner.token, body);
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatch(message);
    expect(answer.text.trim().split('\n')).toHaveLength(1);
    expect(site.snapshot()).toEqual(before);
    expect(site.audit().at(-1)).toMatchObject({ status: 403, tokenId: owner.record.id, team: 'owner' });
  });

  it('is refused (403) for an upload of another app', async () => {
    const answer = await site.send('PUT', '/v1/releases/mfe-public/2.0.0', { token: owner.token, body: '{}' });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatch(/may not upload mfe-public/);
  });
});

describe('tokens no longer in force', () => {
  it('refuses a revoked token (401), from its next request on', async () => {
    expect((await site.command(owner.token, { command: 'list', app: 'mfe-owner', env: 'staging' })).status).toBe(200);
    await revokeToken(site.stateDir, owner.record.id);
    const before = site.snapshot();
    const answer = await site.command(owner.token, promote('mfe-owner', '1.1.0'));
    expect(answer.status).toBe(401);
    expect(answer.json.error).toMatch(new RegExp(`^token ${owner.record.id} was revoked on `));
    expect(site.snapshot()).toEqual(before);
  });

  it('refuses an expired token (401)', async () => {
    const old = await site.token({
      team: 'owner',
      apps: 'mfe-owner',
      envs: 'staging',
      expires: '1d',
      now: Date.now() - 2 * 86_400_000,
    });
    const answer = await site.command(old.token, promote('mfe-owner', '1.1.0'));
    expect(answer.status).toBe(401);
    expect(answer.json.error).toMatch(/expired on/);
  });

  it('refuses a missing, malformed or forged token (401)', async () => {
    const forged = owner.token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const bearer of [undefined, 'not-a-token', forged]) {
      const answer = await site.command(bearer, promote('mfe-owner', '1.1.0'));
      expect(answer.status).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
    }
  });
});

describe('other scopes', () => {
  it('lets a release-manager token switch any app, the shell included, in its environments', async () => {
    const manager = await site.token({ team: 'release', scope: 'release-manager', envs: 'staging,production' });
    for (const app of ['mfe-public', 'mfe-admin']) {
      const answer = await site.command(manager.token, promote(app, '1.2.0', 'production'));
      expect(answer.json.code, answer.text).toBe(0);
    }
    // The shell passes the scope (the fake site has no shell release: the CLI refuses in its own line).
    const shell = await site.command(manager.token, promote('shell', '1.0.0', 'production'));
    expect(shell.status).toBe(200);
    expect(shell.json.code).toBe(1);
    expect(shell.json.lines.at(-1)).toMatch(/shell 1\.0\.0 has not been released/);
  });

  it('lets a read-only token list and read the history, but not promote', async () => {
    const reader = await site.token({ team: 'audit', scope: 'read-only' });
    const listing = await site.command(reader.token, { command: 'list' });
    expect(listing.json.code).toBe(0);
    expect(listing.json.lines[0]).toMatch(/^mfe-public: live in /);
    expect((await site.command(reader.token, { command: 'history', env: 'staging' })).json.code).toBe(0);
    const refused = await site.command(reader.token, promote('mfe-owner', '1.1.0'));
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/\(team audit, read-only\) may not promote/);
    expect((await site.send('GET', '/v1/audit', { token: reader.token })).status).toBe(403);
  });
});
