// Building OTLP/HTTP JSON logs requests as the shell sends them (docs/telemetry.md), and sending them.
import { request as httpRequest } from 'node:http';

export const SITE = 'http://localhost:5000';
export const NOW = Date.UTC(2026, 10, 29, 10, 30, 15);

const value = (v) =>
  typeof v === 'number' ? { doubleValue: v } : typeof v === 'object' && v !== null ? v : { stringValue: v };
export const attributes = (entries) => Object.entries(entries).map(([key, v]) => ({ key, value: value(v) }));

/** The attributes every record carries: mfe-owner 1.4.0, the canary arm, a vehicle's page. */
export const ABOUT = {
  'qr.route': '/vehicle-details/:id',
  'qr.app': 'mfe-owner',
  'qr.version': '1.4.0',
  'qr.arm': 'canary',
};

/** One log record: eventName and body alike, dated `at` (ms), with ABOUT and these attributes. */
export function record(eventName, extra = {}, { at = NOW, about = ABOUT } = {}) {
  return {
    timeUnixNano: `${BigInt(at) * 1_000_000n}`,
    eventName,
    body: { stringValue: eventName },
    attributes: attributes({ ...about, ...extra }),
  };
}

export const pageView = (extra = {}, options) => record('page_view', { 'qr.weight': 10, ...extra }, options);

/** A request of these records, from one environment. */
export function batch(records, { environment = 'production' } = {}) {
  return {
    resourceLogs: [
      {
        resource: { attributes: attributes({ 'service.name': 'qr-site', 'deployment.environment': environment }) },
        scopeLogs: [{ scope: { name: 'qr-shell' }, logRecords: records }],
      },
    ],
  };
}

/** POSTs a body (an object is sent as JSON) to the collector's /v1/logs; returns { status, headers, json, text }. */
export async function post(collector, body, { contentType = 'application/json', headers = {} } = {}) {
  const response = await fetch(`${collector.url}/v1/logs`, {
    method: 'POST',
    headers: { ...(contentType === null ? {} : { 'content-type': contentType }), ...headers },
    // A string body would get fetch's own text/plain Content-Type: without one, bytes.
    body: bytesOf(body, contentType),
  });
  return answerOf(response);
}

function bytesOf(body, contentType) {
  const text = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  return contentType === null && typeof text === 'string' ? Buffer.from(text) : text;
}

export async function answerOf(response) {
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, headers: response.headers, json, text };
}

/** GET /v1/health with these parameters (and headers). */
export async function health(collector, parameters = {}, headers = {}) {
  const query = new URLSearchParams(parameters).toString();
  return answerOf(await fetch(`${collector.url}/v1/health${query ? `?${query}` : ''}`, { headers }));
}

/** Every release's figures in production since a day before NOW: what a bad request must leave alone. */
export async function figures(collector, environment = 'production') {
  const { json } = await health(collector, { env: environment, since: new Date(NOW - 86_400_000).toISOString() });
  return json.releases;
}

/**
 * A POST through node:http that writes `chunks` without ending the request: resolves with the answer's status
 * (and whether the request was still open), so a test can tell the collector answered before the body ended.
 */
export function postUnfinished(collector, chunks, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${collector.url}/v1/logs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
    });
    request.on('response', (response) => {
      const open = !request.writableEnded;
      response.resume();
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode, headers: response.headers, openWhenAnswered: open });
      });
    });
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    for (const chunk of chunks) request.write(chunk);
  });
}
