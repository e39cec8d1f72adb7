// Failed authentication from one address is slowed, then refused for a cool-down (a fake clock moves
// time); every call is one line of the audit log, with who, what and the answer, never the token.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { authThrottle } from '../auth-throttle.mjs';
import { apiSite } from './api-site.mjs';

let site;
afterEach(() => site?.close());

const MINUTE = 60_000;

describe('failed authentication', () => {
  it('is slowed after 5 failures, then refused (429) for a cool-down, valid token or not, then let through', async () => {
    let now = Date.parse('2026-11-29T10:00:00Z');
    const delays = [];
    site = await apiSite({
      api: {
        now: () => now,
        sleep: async (ms) => {
          delays.push(ms);
        },
      },
    });
    const reader = await site.token({ team: 'audit', scope: 'read-only', now });
    const list = (token) => site.command(token, { command: 'list', app: 'mfe-owner' });
    const forged = `qrd_${'0'.repeat(16)}_${'A'.repeat(43)}`;
    for (let attempt = 1; attempt <= 5; attempt++) expect((await list(forged)).status).toBe(401);
    expect(delays).toEqual([]); // the first five: answered at once
    expect((await list(forged)).status).toBe(401);
    expect((await list(forged)).status).toBe(401);
    expect(delays).toEqual([1000, 2000]); // then each waits longer
    // A valid token from the same address is slowed too (it is not told apart from a guess), not refused.
    expect((await list(reader.token)).status).toBe(200);
    for (let attempt = 8; attempt <= 10; attempt++) expect((await list(forged)).status).toBe(401);
    const locked = await list(reader.token);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json.error).toBe('too many failed authentications from this address: try again in 900 s');
    now += 14 * MINUTE;
    expect((await list(reader.token)).status).toBe(429);
    now += 2 * MINUTE;
    expect((await list(reader.token)).status).toBe(200);
    expect(site.audit().filter((entry) => entry.status === 429)).toHaveLength(2);
  });

  it('forgets failures older than the window', () => {
    let now = 0;
    const throttle = authThrottle({}, { now: () => now });
    for (let index = 0; index < 9; index++) throttle.fail('a');
    expect(throttle.check('a')).toEqual({ delayMs: 5000 });
    expect(throttle.check('b')).toEqual({ delayMs: 0 });
    now += 16 * MINUTE;
    expect(throttle.check('a')).toEqual({ delayMs: 0 });
    expect(throttle.size).toBe(0);
  });
});

describe('the audit log', () => {
  it('has one line per call: time, token id, team, command, app, version, environment, status, exit code, client; never a token or a body', async () => {
    site = await apiSite();
    const owner = await site.token({ team: 'owner', apps: 'mfe-owner', envs: 'staging' });
    const manager = await site.token({ team: 'release', scope: 'release-manager' });
    const calls = [
      [
        owner.token,
        {
          command: 'promote',
          app: 'mfe-owner',
          version: '1.1.0',
          env: 'staging',
          options: { reason: 'secret-reason-text' },
        },
      ],
      [owner.token, { command: 'promote', app: 'mfe-owner', version: '1.1.0', env: 'staging' }],
      [owner.token, { command: 'promote', app: 'mfe-public', version: '1.1.0', env: 'staging' }],
      [`${owner.token.slice(0, -1)}x`, { command: 'history', env: 'staging' }],
      [owner.token, '{not json'],
    ];
    for (const [token, body] of calls) await site.command(token, body);
    await site.send('GET', '/v1/audit', { token: manager.token });
    const entries = site.audit();
    expect(entries).toHaveLength(calls.length + 1);
    const ownerPromote = {
      tokenId: owner.record.id,
      team: 'owner',
      command: 'promote',
      app: 'mfe-owner',
      version: '1.1.0',
      env: 'staging',
    };
    expect(entries.map(({ time, client, ...rest }) => rest)).toEqual([
      { ...ownerPromote, status: 200, code: 0 },
      { ...ownerPromote, status: 200, code: 1 },
      { ...ownerPromote, app: 'mfe-public', status: 403, code: null },
      { tokenId: null, team: null, command: 'command', app: null, version: null, env: null, status: 401, code: null },
      {
        tokenId: owner.record.id,
        team: 'owner',
        command: 'command',
        app: null,
        version: null,
        env: null,
        status: 400,
        code: null,
      },
      {
        tokenId: manager.record.id,
        team: 'release',
        command: 'audit',
        app: null,
        version: null,
        env: null,
        status: 200,
        code: null,
      },
    ]);
    for (const entry of entries) {
      expect(Date.parse(entry.time)).not.toBeNaN();
      expect(entry.client).toBe('127.0.0.1');
    }
    const text = readFileSync(path.join(site.stateDir, 'audit.log'), 'utf8');
    // A token is qrd_<id>_<secret>, and the base64url secret may hold "_" itself: split('_').at(-1) once gave
    // a one-character fragment that the log held by chance.
    const ownerSecret = /^qrd_[0-9a-f]+_(.+)$/.exec(owner.token)?.[1];
    expect(ownerSecret).toHaveLength(43);
    for (const secret of [owner.token, manager.token, ownerSecret, 'secret-reason-text']) {
      expect(text).not.toContain(secret);
    }
  });

  it('is read through GET /v1/audit by release-manager tokens only', async () => {
    site = await apiSite();
    const manager = await site.token({ team: 'release', scope: 'release-manager' });
    const owner = await site.token({ team: 'owner', apps: 'mfe-owner', envs: 'production' });
    await site.command(owner.token, { command: 'list', app: 'mfe-owner' });
    const refused = await site.send('GET', '/v1/audit', { token: owner.token });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/may not read the audit log/);
    const answer = await site.send('GET', '/v1/audit?limit=2', { token: manager.token });
    expect(answer.status).toBe(200);
    expect(answer.json.entries.map((entry) => [entry.command, entry.status])).toEqual([
      ['list', 200],
      ['audit', 403],
    ]);
    expect((await site.send('GET', '/v1/audit?limit=0', { token: manager.token })).status).toBe(400);
  });
});
