// The health collector's HTTP server: POST /v1/logs takes OTLP/HTTP JSON logs from visitors' browsers
// (docs/telemetry.md) and adds them to the aggregates (store.mjs); GET /v1/health answers the release tools
// (health.mjs); GET /healthz answers a load balancer. Every answer is one small JSON line (healthz: `ok`).
//
// A request is refused before it touches the database: a flood from one client (429), another site's
// origin (403), a content type other than JSON or text (400: navigator.sendBeacon sends text/plain, which
// needs no CORS preflight), a body past the limit (413, counted while it streams in: it is never held
// whole), malformed JSON or not an OTLP request (400). Within a request, records that break a rule are
// rejected one by one (OTLP's partial success) and the rest stored, in one transaction. Request bodies are
// never logged.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { mediaType, Refusal, readLimitedBody, send } from '../http-service.mjs';
import { addRows, BadQuery, healthReport, parseHealthQuery } from './health.mjs';
import { BadBatch, eventsOfBatch } from './otlp.mjs';
import { clientKey, DEFAULT_RATE, tokenBuckets } from './rate-limit.mjs';
import { openStore } from './store.mjs';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
const DEFAULT_MAINTENANCE_MS = 10 * 60 * 1000;
const CONTENT_TYPES = ['application/json', 'text/plain'];
/** After a 413 the connection is closed this long after the answer (time for the client to read it). */
const LINGER_MS = 1000;
/**
 * A health query reads this many minutes at a time and lets other requests in between, so that a query of
 * two weeks never holds up the reports arriving meanwhile; at most MAX_HEALTH_QUERIES run at once.
 */
const HEALTH_SLICE_MINUTES = 60;
const MAX_HEALTH_QUERIES = 4;
/** Records may be dated this many minutes ahead of the collector's clock (otlp.mjs). */
const MINUTES_AHEAD = 6;

function noContent(response, headers) {
  response.writeHead(204, { 'Cache-Control': 'no-store', ...headers });
  response.end();
}

const sha256 = (text) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token: compared in constant time (as digests of equal length). */
function bearerMatches(header, token) {
  const given = typeof header === 'string' && /^Bearer [^\s]+$/i.test(header) ? header.slice(7) : '';
  return timingSafeEqual(sha256(given), sha256(token)) && given.length > 0;
}

/**
 * The request's body, at most `limit` bytes (gzip: decompressed too), or a Refusal (413, 400). Past the
 * limit reading stops at once: the rest of the body is never read.
 */
async function readBody(request, limit) {
  const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && encoding !== 'gzip') throw new Refusal(400, 'Content-Encoding must be gzip or none');
  const body = await readLimitedBody(request, limit, () => new Refusal(413, `the body is over ${limit} bytes`));
  if (encoding === 'identity') return body;
  try {
    return gunzipSync(body, { maxOutputLength: limit });
  } catch (error) {
    throw error.code === 'ERR_BUFFER_TOO_LARGE'
      ? new Refusal(413, `the body is over ${limit} bytes once decompressed`)
      : new Refusal(400, 'the body is not gzip');
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true });
/** A request's path for a log line: its query (and anything long) left out. */
const pathOf = (request) => (request.url ?? '').split('?')[0].slice(0, 64);

/**
 * Starts the collector. `host` may be a list (each address gets its own listener on the same port);
 * `port` 0 picks a free one. Returns { url, port, store, close }. Options: dbFile (':memory:' in tests),
 * allowedOrigins (the site's origins, for CORS), maxBodyBytes, rateLimit ({ perSecond, burst }, or null
 * for none), trustProxy, readToken, retentionDays, maxDbBytes, busyTimeoutMs, maintenanceIntervalMs, now (the clock),
 * logError (one line per failure; never a request's body).
 */
export async function startCollector({
  port = 0,
  host = /** @type {string | string[]} */ ('127.0.0.1'),
  dbFile = /** @type {string | undefined} */ (undefined),
  allowedOrigins = /** @type {string[]} */ ([]),
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  rateLimit = DEFAULT_RATE,
  trustProxy = false,
  readToken = undefined,
  retentionDays,
  maxDbBytes,
  busyTimeoutMs,
  maintenanceIntervalMs = DEFAULT_MAINTENANCE_MS,
  now = Date.now,
  logError = (line) => console.error(line),
} = {}) {
  if (!dbFile) throw new Error('startCollector needs a dbFile');
  if (!(Number.isInteger(maxBodyBytes) && maxBodyBytes > 0)) {
    throw new Error(`maxBodyBytes must be a positive whole number, not ${maxBodyBytes}`);
  }
  if (rateLimit && !(rateLimit.perSecond > 0 && rateLimit.burst >= 1)) {
    throw new Error('rateLimit wants perSecond > 0 and burst ≥ 1 (or null for none)');
  }
  const origins = new Set(allowedOrigins);
  const store = openStore({ file: dbFile, now, retentionDays, maxBytes: maxDbBytes, busyTimeoutMs });
  const buckets = rateLimit ? tokenBuckets(rateLimit, { now }) : null;

  const maintain = () => {
    try {
      store.prune();
      buckets?.forget();
    } catch (error) {
      logError(`collector: pruning the database failed: ${error.message}`);
    }
  };
  maintain();
  const timer = setInterval(maintain, maintenanceIntervalMs);
  timer.unref();

  /** A Refusal (429) when the request's client has no token left. */
  function limitRate(request, headers = {}) {
    if (!buckets) return;
    const key = clientKey(request, { trustProxy });
    if (!buckets.take(key)) {
      throw new Refusal(429, 'too many requests', { ...headers, 'Retry-After': String(buckets.retryAfter(key)) });
    }
  }

  async function ingest(request, response) {
    const origin = request.headers.origin;
    const headers = { Vary: 'Origin' };
    limitRate(request, headers);
    if (origin !== undefined) {
      if (!origins.has(origin)) throw new Refusal(403, 'this origin may not send reports', headers);
      headers['Access-Control-Allow-Origin'] = origin;
    }
    const type = mediaType(request.headers['content-type']);
    if (!CONTENT_TYPES.includes(type)) {
      throw new Refusal(400, 'Content-Type must be application/json or text/plain', headers);
    }
    let body;
    try {
      body = await readBody(request, maxBodyBytes);
    } catch (error) {
      if (error instanceof Refusal) {
        error.headers = headers;
        // Closed after the answer (onRequest): what the client still sends is not read.
        if (error.status === 413) {
          response.once('finish', () => setTimeout(() => request.socket.destroy(), LINGER_MS).unref());
        }
      }
      throw error;
    }
    let parsed;
    try {
      parsed = JSON.parse(decoder.decode(body));
    } catch {
      throw new Refusal(400, 'the body is not JSON (UTF-8)', headers);
    }
    let batch;
    try {
      batch = eventsOfBatch(parsed, now());
    } catch (error) {
      if (error instanceof BadBatch) throw new Refusal(400, error.message, headers);
      throw error;
    }
    try {
      store.write(batch.events);
    } catch (error) {
      logError(`collector: a request's reports could not be stored: ${error.message}`);
      throw new Refusal(503, 'the reports could not be stored; try again later', headers);
    }
    const answer = batch.rejected
      ? { partialSuccess: { rejectedLogRecords: batch.rejected, errorMessage: batch.errorMessage } }
      : {};
    send(response, 200, answer, headers);
  }

  function preflight(request, response) {
    const origin = request.headers.origin;
    if (origin === undefined) return noContent(response, { Allow: 'POST, OPTIONS' });
    if (!origins.has(origin)) throw new Refusal(403, 'this origin may not send reports', { Vary: 'Origin' });
    noContent(response, {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '86400',
      Vary: 'Origin',
    });
  }

  let healthQueries = 0;

  async function health(request, target, response) {
    limitRate(request);
    if (readToken && !bearerMatches(request.headers.authorization, readToken)) {
      throw new Refusal(401, 'GET /v1/health wants Authorization: Bearer <read token>', {
        'WWW-Authenticate': 'Bearer',
      });
    }
    let query;
    try {
      query = parseHealthQuery(target.searchParams, now());
    } catch (error) {
      if (error instanceof BadQuery) throw new Refusal(400, error.message);
      throw error;
    }
    if (healthQueries >= MAX_HEALTH_QUERIES) {
      throw new Refusal(503, 'too many health queries at once; try again', { 'Retry-After': '1' });
    }
    healthQueries++;
    try {
      const sums = new Map();
      const end = Math.floor(now() / 60_000) + MINUTES_AHEAD;
      // From the oldest minute stored at the earliest: a since of 1970 is not 29 million empty slices.
      for (let from = Math.max(query.sinceMinute, store.oldestMinute() ?? end); ; from += HEALTH_SLICE_MINUTES) {
        const until = from + HEALTH_SLICE_MINUTES;
        addRows(sums, store.query({ ...query, sinceMinute: from, untilMinute: until >= end ? null : until }));
        if (until >= end) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      send(response, 200, healthReport(query, sums.values()));
    } finally {
      healthQueries--;
    }
  }

  const ROUTES = {
    '/v1/logs': { POST: ingest, OPTIONS: preflight },
    '/v1/health': { GET: (request, response, target) => health(request, target, response) },
    '/healthz': { GET: (_request, response) => send(response, 200, 'ok\n') },
  };

  async function handle(request, response) {
    let target;
    try {
      target = new URL(request.url ?? '/', 'http://collector.invalid');
    } catch {
      throw new Refusal(400, 'malformed request target');
    }
    const methods = ROUTES[target.pathname];
    if (!methods) throw new Refusal(404, 'not found');
    const method = request.method === 'HEAD' && methods.GET ? 'GET' : request.method;
    const handler = methods[method];
    if (!handler) {
      throw new Refusal(405, `${target.pathname} answers ${Object.keys(methods).join(', ')}`, {
        Allow: Object.keys(methods).join(', '),
      });
    }
    await handler(request, response, target);
  }

  const onRequest = (request, response) => {
    handle(request, response).catch((error) => {
      if (error instanceof Refusal) {
        // Refused before its body was read: the connection closes after the answer, rather than Node reading
        // (and dropping) whatever body the client goes on sending.
        const close = request.complete ? {} : { Connection: 'close' };
        return send(response, error.status, { error: error.message }, { ...error.headers, ...close });
      }
      // The client went away mid-body: there is no one to answer.
      if (request.destroyed || response.destroyed) return;
      logError(`collector: ${request.method} ${pathOf(request)} failed: ${error?.message}`);
      send(response, 500, { error: 'internal error' });
    });
  };

  const hosts = Array.isArray(host) ? host : [host];
  const servers = [];
  let listeningPort = port;
  try {
    for (const address of hosts) {
      const server = createServer(
        { requestTimeout: 15_000, headersTimeout: 10_000, keepAliveTimeout: 5_000, maxHeaderSize: 16 * 1024 },
        onRequest,
      );
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(listeningPort, address, () => {
          server.off('error', reject);
          resolve();
        });
      });
      listeningPort = server.address().port;
    }
  } catch (error) {
    clearInterval(timer);
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve()))));
    store.close();
    throw error;
  }
  const urlHost = hosts[0].includes(':') ? `[${hosts[0]}]` : hosts[0];
  let closed = null;
  return {
    url: `http://${urlHost}:${listeningPort}`,
    port: listeningPort,
    store,
    /** Maintenance now (retention and size), as the timer does. */
    maintain,
    close() {
      closed ??= (async () => {
        clearInterval(timer);
        await Promise.all(
          servers.map(
            (server) =>
              new Promise((resolve) => {
                server.close(() => resolve());
                server.closeAllConnections();
              }),
          ),
        );
        store.close();
      })();
      return closed;
    },
  };
}
