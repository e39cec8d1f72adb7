// The privacy walk of the health reports (docs/telemetry.md): with a telemetry endpoint live, a visitor and an
// owner type personal data through the flows, and no report carries any of it; the reports that arrive are the
// format's, with route patterns. Without the endpoint, nothing is fetched or sent.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { deployRuntimeConfig, SHELL_OVERLAY } from '../../tools/serve-builds.ts';
import { latestOtp } from './support/api';
import { expect, expectNotice, navigateInApp, test } from './support/fixtures';

const CONFIG = path.join(SHELL_OVERLAY, 'runtime-config.json');
/** The reporter's chunk and web-vitals' (shell/src/telemetry/). */
const TELEMETRY_CHUNK = /\/telemetry(-vitals)?\.[0-9a-f]{8}\.js$/;

const STICKER = 'QRUSED0001';
const LAST4 = '1234';
const CALLER = '9123456780';
const OWNER = '9876543210';
const VEHICLE_NUMBER = 'DL01AB1234';
const QUERY = `Please call me back on ${CALLER} about ${VEHICLE_NUMBER}`;
/** What a visitor sees or picks that is theirs: never in a report. */
const NEVER_SENT = [
  STICKER,
  CALLER,
  OWNER,
  VEHICLE_NUMBER,
  QUERY,
  'Please call me',
  'utm_source',
  'Wrong Parking',
  'WRONG_PARKING',
  'Message sent',
  'Query submitted',
];

const EVENTS = ['page_view', 'load_failure', 'gate_refusal', 'error', 'web_vital'];
/** The attributes of docs/telemetry.md: those every record has, and each event's own. */
const COMMON = ['qr.route', 'qr.app', 'qr.version', 'qr.arm'];
const OWN: Record<string, string[]> = {
  page_view: ['qr.weight'],
  load_failure: ['qr.stage'],
  gate_refusal: [],
  error: ['qr.kind', 'qr.error'],
  web_vital: ['qr.metric', 'qr.value'],
};

interface LogRecord {
  timeUnixNano: string;
  eventName: string;
  body: { stringValue: string };
  attributes: { key: string; value: { stringValue?: string; doubleValue?: number } }[];
}

/** A report as it reached the collector: its body and headers. */
interface Report {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

let original: Record<string, unknown>;
/**
 * The collector: a local port, so another origin than the site's, which the page's CSP must allow (deploy/csp.ts)
 * and the shell sends to with sendBeacon. The page's own sends are answered by the test (route); a beacon sent as
 * the page is left (pagehide) is past what Playwright can intercept, and arrives here.
 */
let collector: Server;
let telemetryUrl = '';
const arrived: Report[] = [];

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  original = JSON.parse(readFileSync(CONFIG, 'utf8'));
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrived.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers as IncomingHttpHeaders });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  telemetryUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/logs`;
});

test.afterAll(async () => {
  await deployRuntimeConfig(original);
  await new Promise((resolve) => collector.close(resolve));
});

/** Every report (answered 200 here, or by the collector), and every script the pages fetch. */
async function capture(context: BrowserContext) {
  arrived.length = 0;
  const routed: Report[] = [];
  const scripts: string[] = [];
  await context.route(telemetryUrl, async (route) => {
    routed.push({ body: route.request().postData() ?? '', headers: await route.request().allHeaders() });
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  context.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return { reports: () => [...routed, ...arrived], scripts };
}

/** When the page first showed something that is not a loading screen (the shell's "usable"), by its clock. */
function recordUsable(page: Page) {
  return page.addInitScript(() => {
    const watch = () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((_, observer) => {
        if (!root.querySelector('input') || root.querySelector('[data-loading-screen]')) return;
        (window as unknown as { usableAt: number }).usableAt = performance.now();
        observer.disconnect();
      }).observe(root, { childList: true, subtree: true });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch);
    else watch();
  });
}

const attributesOf = (record: LogRecord) =>
  Object.fromEntries(record.attributes.map(({ key, value }) => [key, value.stringValue ?? value.doubleValue]));

/** Checks one report against docs/telemetry.md's format and returns its records. */
function readReport(body: string): LogRecord[] {
  const parsed = JSON.parse(body);
  expect(Object.keys(parsed)).toEqual(['resourceLogs']);
  expect(parsed.resourceLogs).toHaveLength(1);
  const [resourceLog] = parsed.resourceLogs;
  expect(resourceLog.resource).toEqual({
    attributes: [
      { key: 'service.name', value: { stringValue: 'qr-site' } },
      { key: 'deployment.environment', value: { stringValue: 'production' } },
    ],
  });
  expect(resourceLog.scopeLogs).toHaveLength(1);
  expect(resourceLog.scopeLogs[0].scope).toEqual({ name: 'qr-shell' });
  const records: LogRecord[] = resourceLog.scopeLogs[0].logRecords;
  for (const record of records) {
    expect(Object.keys(record).sort()).toEqual(['attributes', 'body', 'eventName', 'timeUnixNano']);
    expect(EVENTS).toContain(record.eventName);
    expect(record.body).toEqual({ stringValue: record.eventName });
    expect(record.timeUnixNano).toMatch(/^\d{19}$/);
    expect(record.attributes.map(({ key }) => key)).toEqual([...COMMON, ...(OWN[record.eventName] ?? [])]);
    const attributes = attributesOf(record);
    // A route pattern (segments of literals or :params), never a path.
    expect(attributes['qr.route']).toMatch(/^(\/|(\/([a-z0-9-]+|:[A-Za-z]\w*))+|\(unknown\))$/);
    expect(['shell', 'mfe-public', 'mfe-owner', 'mfe-admin']).toContain(attributes['qr.app']);
    // Local builds are no release.
    expect(attributes['qr.version']).toBe('unreleased');
    expect(['stable', 'canary', 'preview']).toContain(attributes['qr.arm']);
    if (record.eventName === 'page_view') expect(attributes['qr.weight']).toBe(1);
    if (record.eventName === 'web_vital') {
      expect(['LCP', 'INP', 'CLS']).toContain(attributes['qr.metric']);
      expect(typeof attributes['qr.value']).toBe('number');
    }
  }
  return records;
}

/** When this document fetched the reports' code, by its clock (Infinity before). */
const telemetryFetchedAt = (page: Page) =>
  page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/telemetry(-vitals)?\.[0-9a-f]{8}\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  );

/** Leaves the page (pagehide) once its reports run: what they have not sent yet leaves in a beacon. */
async function leave(page: Page, to: string) {
  await expect.poll(() => telemetryFetchedAt(page), { timeout: 15_000 }).toBeLessThan(Number.POSITIVE_INFINITY);
  await page.goto(to);
}

test('the reports arrive in the documented format, with route patterns, and carry nothing the visitor typed', async ({
  page,
  context,
  request,
}) => {
  await deployRuntimeConfig({
    ...original,
    telemetry: { url: telemetryUrl, sampleRate: 1, environment: 'production' },
  });
  const { reports, scripts } = await capture(context);
  await recordUsable(page);

  // A passer-by on the sticker's page: the vehicle's last four and a message, then their number for a call.
  const document = await page.goto(`/${STICKER}`);
  // The page may talk to the collector's origin (connect-src, deploy/csp.ts).
  const connectSrc = /connect-src [^;]*/.exec(document?.headers()['content-security-policy'] ?? '')?.[0];
  expect(connectSrc?.split(' ')).toContain(new URL(telemetryUrl).origin);
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
  // Its code (the reporter's, and web-vitals' in a tab of the sample) only once the page was usable.
  await expect.poll(() => scripts.filter((url) => TELEMETRY_CHUNK.test(url)).length, { timeout: 15_000 }).toBe(2);
  const usableAt = await page.evaluate(() => (window as unknown as { usableAt?: number }).usableAt);
  expect(usableAt).toBeDefined();
  expect(await telemetryFetchedAt(page)).toBeGreaterThan(usableAt as number);

  await page.getByRole('tab', { name: 'Send Message' }).click();
  await page.getByLabel('Character 1 of 4', { exact: true }).click();
  await page.keyboard.type(LAST4);
  await page.getByRole('button', { name: 'Wrong Parking' }).click();
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectNotice(page, 'Message sent successfully!');
  // The confirmation in place of the form; back to the form for a call.
  await page.getByRole('button', { name: 'Send another' }).click();

  await page.getByRole('tab', { name: 'Call Owner' }).click();
  await page.getByLabel('Character 1 of 4', { exact: true }).click();
  await page.keyboard.type(LAST4);
  await page.getByLabel('Your mobile number').fill(CALLER);
  const call = page.getByRole('dialog', { name: 'Incoming Call' });
  await expect(call).toBeVisible({ timeout: 15_000 });
  await call.getByRole('button', { name: 'OK' }).click();

  // The owner logs in with their number and the code sent to it.
  await leave(page, '/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Mobile number').fill(OWNER);
  await login.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
  await page.getByLabel('Digit 1 of 4', { exact: true }).click();
  await page.keyboard.type(await latestOtp(request, `91${OWNER}`));
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();

  // The vehicle's details (its id in the URL), then Help with a query, moving within the site.
  await navigateInApp(page, `/vehicle-details/${STICKER}`);
  await expect(page.getByTestId('vehicle-number')).toHaveText(VEHICLE_NUMBER);
  await navigateInApp(page, '/help');
  await page.getByRole('textbox').fill(QUERY);
  await page.getByRole('button', { name: 'Drop your query' }).click();
  await expectNotice(page, 'Query submitted successfully!');

  // A campaign link with a query string, then the tab leaves the site.
  await leave(page, `/?utm_source=${CALLER}`);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await leave(page, 'about:blank');

  const pageViews = () =>
    reports()
      .flatMap((report) => readReport(report.body))
      .filter((record) => record.eventName === 'page_view')
      .map((record) => attributesOf(record)['qr.route']);
  await expect
    .poll(pageViews, { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['/:uid', '/', '/admin', '/vehicle-details/:vehicleId', '/help']));

  const records = reports().flatMap((report) => readReport(report.body));
  const about = (route: string) =>
    records
      .filter((record) => record.eventName === 'page_view')
      .map(attributesOf)
      .find((attributes) => attributes['qr.route'] === route);
  expect(about('/:uid')).toMatchObject({ 'qr.app': 'mfe-public', 'qr.arm': 'stable' });
  expect(about('/vehicle-details/:vehicleId')).toMatchObject({ 'qr.app': 'mfe-owner', 'qr.arm': 'stable' });
  // The first page's web vitals (LCP is settled by the first tap, CLS when the page is left).
  expect(records.filter((record) => record.eventName === 'web_vital').map(attributesOf)).toEqual(
    expect.arrayContaining([expect.objectContaining({ 'qr.route': '/:uid', 'qr.metric': 'LCP' })]),
  );

  for (const { body, headers } of reports()) {
    for (const text of [...NEVER_SENT, token as string]) expect(body, text).not.toContain(text);
    // No query string and no path: the only '/' are the route patterns'.
    expect(body).not.toContain('?');
    expect(body).not.toMatch(/https?:/);
    // The vehicle's last four, apart from the digits of a time or a measured value.
    const withoutNumbers = body.replace(/"timeUnixNano":"\d+"/g, '').replace(/"doubleValue":[\d.e+-]+/g, '');
    expect(withoutNumbers).not.toContain(LAST4);
    // The beacon carries no cookie of the site's, nor the session; a simple text/plain request.
    expect(JSON.stringify(headers)).not.toContain(token as string);
    expect(headers['content-type']).toMatch(/^text\/plain/);
  }
});

test('without a telemetry key, nothing is fetched for the reports and nothing is sent', async ({ page, context }) => {
  const { telemetry: _, ...withoutTelemetry } = original;
  await deployRuntimeConfig(withoutTelemetry);
  const { reports, scripts } = await capture(context);
  const document = await page.goto(`/${STICKER}`);
  expect(document?.headers()['content-security-policy']).not.toContain(new URL(telemetryUrl).origin);
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
  await page.getByLabel('Character 1 of 4', { exact: true }).click();
  await page.keyboard.type(LAST4);
  // Idle, then left: the moments the reports would load and leave.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await telemetryFetchedAt(page)).toBe(Number.POSITIVE_INFINITY);
  await page.goto('about:blank');
  expect(reports()).toEqual([]);
  expect(scripts.filter((url) => TELEMETRY_CHUNK.test(url))).toEqual([]);
});
