/** POST /query (any logged-in user) and GET /query?page=&size= (admins only), newest first. */

import { QUERY_PAGE_SIZE, queryCreateRequest, queryPage, query as querySchema } from '@qr/contract';
import { Hono } from 'hono';
import { isAdmin, requireAuth } from '../auth.ts';
import type { Api, AppEnv } from '../context.ts';
import { ApiError, readBody, send } from '../http.ts';
import type { QueryRecord } from '../store.ts';
import { queryToWire } from '../wire.ts';

export const MAX_PAGE_SIZE = 50;
export const ADMIN_REQUIRED = 'Access denied. Admin privileges required.';

function integerParam(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new ApiError(400, `${name} must be an integer from ${min} to ${max}`);
  }
  return parsed;
}

export function queryRoutes(api: Api): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const auth = requireAuth(api);

  routes.post('/query', auth, async (c) => {
    const body = await readBody(c, queryCreateRequest);
    const record: QueryRecord = {
      id: api.db.nextQueryId++,
      phone: c.get('phone'),
      queryMessage: body.queryMessage,
      createdAt: api.now(),
    };
    api.db.queries.push(record);
    return send(c, querySchema, queryToWire(record), 201);
  });

  routes.get('/query', auth, (c) => {
    if (!isAdmin(api, c.get('phone'))) throw new ApiError(403, ADMIN_REQUIRED);
    const page = integerParam(c.req.query('page'), 'page', 0, 0, Number.MAX_SAFE_INTEGER);
    const size = integerParam(c.req.query('size'), 'size', QUERY_PAGE_SIZE, 1, MAX_PAGE_SIZE);
    // Ids grow with creation time, so descending id is newest first.
    const all = [...api.db.queries].sort((a, b) => b.id - a.id);
    const start = page * size;
    return send(c, queryPage, {
      content: all.slice(start, start + size).map(queryToWire),
      totalElements: all.length,
      last: start + size >= all.length,
    });
  });

  return routes;
}
