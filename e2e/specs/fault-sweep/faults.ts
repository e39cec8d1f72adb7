import type { Page, Route } from '@playwright/test';
import { API_URL } from '../support/api';

/** The six ways the sweep breaks a call. */
export type FaultId = 'server-message' | 'bad-gateway' | 'malformed-json' | 'wrong-shape' | 'network' | 'unauthorized';

/** The message the injected 500 carries: a row expects it wherever the spec shows the server's message. */
export const SERVER_MESSAGE = 'Injected failure: the server says no';
/** The local API's own 401 body (tools/api/auth.ts), so a screen that reads the message shows this. */
export const UNAUTHORIZED_MESSAGE = 'Invalid or expired token';

export interface Fault {
  id: FaultId;
  title: string;
  /** Answers the intercepted request; `wrongShape` is the row's valid JSON with the wrong fields. */
  answer(route: Route, wrongShape: unknown): Promise<void>;
}

// The API is on another origin: the injected answers carry the CORS header the real one sends.
const CORS = { 'access-control-allow-origin': '*' };
const json = (status: number, body: string) => ({ status, contentType: 'application/json', headers: CORS, body });

export const FAULTS: readonly Fault[] = [
  {
    id: 'server-message',
    title: '500 with a JSON message',
    answer: (route) => route.fulfill(json(500, JSON.stringify({ message: SERVER_MESSAGE }))),
  },
  {
    id: 'bad-gateway',
    title: '502 with an HTML body',
    answer: (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', headers: CORS, body: '<html>Bad gateway</html>' }),
  },
  {
    id: 'malformed-json',
    title: '200 with malformed JSON',
    answer: (route) => route.fulfill(json(200, '{"ok":')),
  },
  {
    id: 'wrong-shape',
    title: '200 with the wrong shape',
    answer: (route, wrongShape) => route.fulfill(json(200, JSON.stringify(wrongShape))),
  },
  {
    id: 'network',
    title: 'a network failure',
    answer: (route) => route.abort('failed'),
  },
  {
    id: 'unauthorized',
    title: '401',
    answer: (route) => route.fulfill(json(401, JSON.stringify({ message: UNAUTHORIZED_MESSAGE }))),
  },
];

/** The call a row breaks: its method and its URL relative to the API (a Playwright glob). */
export interface CallTarget {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
}

export const callGlob = (target: CallTarget) => `${API_URL}/${target.path}`;

/**
 * Answers every request of one call with the fault (other methods on the same URL go through to the local
 * API) and returns how many requests it answered, so a test can prove the fault was really injected.
 */
export async function injectFault(page: Page, target: CallTarget, fault: Fault, wrongShape: unknown) {
  const hits = { count: 0 };
  await page.route(callGlob(target), (route) => {
    if (route.request().method() !== target.method) return route.fallback();
    hits.count += 1;
    return fault.answer(route, wrongShape);
  });
  return hits;
}
