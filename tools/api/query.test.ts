import { describe, expect, it } from 'vitest';
import { SEED } from './seed.ts';
import { setup } from './test-helpers.ts';

const ADMIN = SEED.admins.priya.phone;
const ASHA = SEED.owners.asha.phone;

describe('POST /query', () => {
  it('creates a query for the caller and answers 201 with it', async () => {
    const { call, clock, login } = setup();
    const response = await call('POST', '/query', {
      token: await login(ASHA),
      body: { queryMessage: 'Where is my bill?' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: 26,
      phone: ASHA,
      queryMessage: 'Where is my bill?',
      createdAt: new Date(clock.now()).toISOString(),
    });
  });

  it('accepts 500 characters and refuses 501, blank text and no token', async () => {
    const { call, login } = setup();
    const token = await login(ASHA);
    expect((await call('POST', '/query', { token, body: { queryMessage: 'a'.repeat(500) } })).status).toBe(201);
    for (const queryMessage of ['a'.repeat(501), '', '   ']) {
      const response = await call('POST', '/query', { token, body: { queryMessage } });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('queryMessage');
    }
    expect((await call('POST', '/query', { body: { queryMessage: 'hi' } })).status).toBe(401);
  });
});

describe('GET /query', () => {
  it('pages newest first with totalElements and last', async () => {
    const { call, login } = setup();
    const token = await login(ADMIN);
    const ids = async (page: number) => {
      const response = await call('GET', `/query?page=${page}&size=10`, { token });
      expect(response.status).toBe(200);
      expect(response.body.totalElements).toBe(25);
      return { ids: response.body.content.map((query: { id: number }) => query.id), last: response.body.last };
    };
    expect(await ids(0)).toEqual({ ids: [25, 24, 23, 22, 21, 20, 19, 18, 17, 16], last: false });
    expect(await ids(1)).toEqual({ ids: [15, 14, 13, 12, 11, 10, 9, 8, 7, 6], last: false });
    expect(await ids(2)).toEqual({ ids: [5, 4, 3, 2, 1], last: true });
    expect(await ids(3)).toEqual({ ids: [], last: true });
  });

  it('has seeded queries with increasing dates, special characters and a 500-character message', async () => {
    const { call, login } = setup();
    const response = await call('GET', '/query?page=0&size=50', { token: await login(ADMIN) });
    const content = response.body.content as { id: number; queryMessage: string; createdAt: string }[];
    expect(content).toHaveLength(25);
    const times = content.map((query) => Date.parse(query.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(content.some((query) => query.queryMessage.includes('<b>') && query.queryMessage.includes('&'))).toBe(true);
    expect(content.filter((query) => query.queryMessage.length === 500)).toHaveLength(1);
    expect(content.filter((query) => query.queryMessage.length > 50).length).toBeGreaterThan(5);
    expect(new Set(content.map((query) => (query as unknown as { phone: string }).phone)).size).toBeGreaterThan(2);
  });

  it('defaults size to 10 and page to 0, and shows a new query first', async () => {
    const { call, login } = setup();
    await call('POST', '/query', { token: await login(ASHA), body: { queryMessage: 'Newest one' } });
    const response = await call('GET', '/query', { token: await login(ADMIN) });
    expect(response.body.content).toHaveLength(10);
    expect(response.body.content[0]).toMatchObject({ id: 26, queryMessage: 'Newest one' });
    expect(response.body.totalElements).toBe(26);
  });

  it.each(['page=-1', 'page=abc', 'page=1.5', 'size=0', 'size=51', 'size=x'])('answers 400 for %s', async (query) => {
    const { call, login } = setup();
    const response = await call('GET', `/query?${query}`, { token: await login(ADMIN) });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^(page|size) /);
  });

  it('answers 403 to a non-admin and 401 without a token', async () => {
    const { call, login } = setup();
    const forbidden = await call('GET', '/query?page=0&size=10', { token: await login(ASHA) });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Access denied. Admin privileges required.' });
    expect((await call('GET', '/query?page=0&size=10')).status).toBe(401);
  });
});
