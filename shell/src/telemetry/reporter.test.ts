import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshModulesPerTest } from '../test-utils';
import { SETTLE_MS } from './navigations';
import type { TelemetrySite } from './reporter';

freshModulesPerTest();

const TELEMETRY = { url: 'https://health.example.in/v1/logs', sampleRate: 0.5, environment: 'production' };
const PUBLIC = 'https://cdn.example.in/mfe-public/2.1.0/mf-manifest.json';
const OWNER = 'http://localhost:5002/mf-manifest.json';
const ADMIN = 'http://localhost:5003/mf-manifest.json';
const PERSONAL = ['QRUSED0001', '9123456780', '9876543210', 'DL01AB1234', 'utm_source', 'Cannot read'];

/** The shell's kind of route table and matcher (the real ones are routing/'s: the bootstrap passes them). */
const ROUTES = [
  { path: '/', remote: 'mfe_public' },
  { path: '/admin', remote: 'mfe_owner' },
  { path: '/vehicle-details/:vehicleId', remote: 'mfe_owner' },
  { path: '/:uid', remote: 'mfe_public' },
];
function match(pathname: string, routes: typeof ROUTES) {
  const segments = pathname.split('/').filter(Boolean);
  const route = routes.find(({ path }) => {
    const wanted = path.split('/').filter(Boolean);
    return (
      wanted.length === segments.length &&
      wanted.every((segment, index) => segment.startsWith(':') || segment === segments[index])
    );
  });
  return route ? { route } : null;
}

const SITE: TelemetrySite = {
  match,
  routes: () => ROUTES,
  remotes: { mfe_public: PUBLIC, mfe_owner: OWNER, mfe_admin: ADMIN },
  servedRelease: (container) =>
    container === 'mfe_public' ? { app: 'mfe-public', version: '2.1.0', arm: 'canary', url: PUBLIC } : undefined,
  remoteUrl: (container) => ({ mfe_public: PUBLIC, mfe_owner: OWNER, mfe_admin: ADMIN })[container],
  botCheck: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
};

interface SentRecord {
  eventName: string;
  attributes: { key: string; value: { stringValue?: string; doubleValue?: number } }[];
}

/** Starts the reporter with a stubbed send; `sent()` flushes (the page is left) and returns every record sent. */
async function start({
  at = '/QRUSED0001',
  draw = 0.2,
  telemetry = TELEMETRY,
  site = SITE,
}: {
  at?: string;
  draw?: number;
  telemetry?: typeof TELEMETRY;
  site?: TelemetrySite;
} = {}) {
  window.history.replaceState({}, '', at);
  const early = await import('./early-notes');
  const send = vi.fn();
  const vitals: ((metric: 'LCP' | 'INP' | 'CLS', value: number) => void)[] = [];
  const loadWebVitals = vi.fn(async () => ({
    watchWebVitals: (report: (typeof vitals)[number]) => vitals.push(report),
  }));
  const { startTelemetry } = await import('./reporter');
  startTelemetry(telemetry, site, { shellVersion: '3.0.0', random: () => draw, send, loadWebVitals });
  await Promise.resolve();
  const bodies = () => send.mock.calls.map(([, json]) => json as string);
  const sent = () => {
    dispatchEvent(new Event('pagehide'));
    return bodies().flatMap((json) => JSON.parse(json).resourceLogs[0].scopeLogs[0].logRecords as SentRecord[]);
  };
  return { early, send, sent, bodies, loadWebVitals, vitals };
}

/** A record as [eventName, { attribute: value }]. */
const flat = ({ eventName, attributes }: SentRecord) => [
  eventName,
  Object.fromEntries(attributes.map(({ key, value }) => [key, value.stringValue ?? value.doubleValue])),
];

// Each test's reporter patches history (navigations.ts): the next test starts from the page's own methods.
const { pushState, replaceState } = window.history;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  window.history.pushState = pushState;
  window.history.replaceState = replaceState;
  window.history.replaceState({}, '', '/');
});

describe('the reporter', () => {
  it("reports the first page with its route's pattern (not its path), its remote's release and its weight", async () => {
    const reporter = await start({ at: '/QRUSED0001' });
    expect(reporter.sent().map(flat)).toEqual([
      [
        'page_view',
        { 'qr.route': '/:uid', 'qr.app': 'mfe-public', 'qr.version': '2.1.0', 'qr.arm': 'canary', 'qr.weight': 2 },
      ],
    ]);
    expect(reporter.send).toHaveBeenCalledWith(TELEMETRY.url, expect.any(String));
  });

  it('gives a remote whose release is not known version unreleased and arm stable; a route matching none, (unknown)', async () => {
    const reporter = await start({
      at: '/vehicle-details/QRUSED0001/extra/path',
      site: {
        ...SITE,
        servedRelease: (container) => (container === 'mfe_owner' ? undefined : SITE.servedRelease(container)),
      },
    });
    window.history.pushState({}, '', '/vehicle-details/QRUSED0001');
    const owner = reporter.sent().map(flat);
    expect(owner).toEqual([
      [
        'page_view',
        { 'qr.route': '(unknown)', 'qr.app': 'shell', 'qr.version': '3.0.0', 'qr.arm': 'stable', 'qr.weight': 2 },
      ],
      [
        'page_view',
        {
          'qr.route': '/vehicle-details/:vehicleId',
          'qr.app': 'mfe-owner',
          'qr.version': 'unreleased',
          'qr.arm': 'stable',
          'qr.weight': 2,
        },
      ],
    ]);
  });

  it('sends unreleased for a release whose version is null (a local build)', async () => {
    const reporter = await start({
      at: '/',
      site: { ...SITE, servedRelease: () => ({ app: 'mfe-public', version: null, arm: 'stable', url: PUBLIC }) },
    });
    expect(flat(reporter.sent()[0] as SentRecord)[1]).toMatchObject({ 'qr.version': 'unreleased' });
  });

  it('reports each page the visitor moves to, by pattern', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reporter = await start({ at: '/' });
    window.history.pushState({}, '', '/admin');
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    // Left before this one settled: counted when the page is left.
    window.history.pushState({}, '', '/vehicle-details/QRUSED0001?from=list');
    expect(reporter.sent().map((record) => flat(record)[1]?.['qr.route' as never])).toEqual([
      '/',
      '/admin',
      '/vehicle-details/:vehicleId',
    ]);
  });

  it('sends each page view at once, with what the entry noted before it, not at the next batch or when the page is left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const early = await import('./early-notes');
    early.note('gate_refusal', 'mfe_public');
    const reporter = await start({ at: '/' });
    const eventsOf = (json: string) =>
      (JSON.parse(json).resourceLogs[0].scopeLogs[0].logRecords as SentRecord[]).map((record) => record.eventName);
    expect(reporter.bodies().map(eventsOf)).toEqual([['gate_refusal', 'page_view']]);
    window.history.pushState({}, '', '/admin');
    vi.advanceTimersByTime(SETTLE_MS);
    vi.useRealTimers();
    expect(reporter.bodies().map(eventsOf)).toEqual([['gate_refusal', 'page_view'], ['page_view']]);
  });

  it("reports no page view and no web vital for a tab outside the sample (it never fetches web-vitals' code), but errors", async () => {
    const reporter = await start({ at: '/', draw: 0.7 });
    reporter.early.note('error', 'render', undefined, 'TypeError');
    window.history.pushState({}, '', '/admin');
    const sent = reporter.sent();
    expect(sent.map((record) => record.eventName)).toEqual(['error']);
    expect(reporter.loadWebVitals).not.toHaveBeenCalled();
  });

  it('reports nothing but errors, load failures and gate refusals at sampleRate 0', async () => {
    const reporter = await start({ at: '/', draw: 0, telemetry: { ...TELEMETRY, sampleRate: 0 } });
    reporter.early.note('gate_refusal', 'mfe_admin');
    expect(reporter.sent().map((record) => record.eventName)).toEqual(['gate_refusal']);
  });

  it("reports LCP, INP and CLS for the route the page opened on, by web-vitals' values", async () => {
    const reporter = await start({ at: '/QRUSED0001' });
    await vi.waitFor(() => expect(reporter.vitals).toHaveLength(1));
    window.history.pushState({}, '', '/');
    reporter.vitals[0]?.('LCP', 1834.2);
    reporter.vitals[0]?.('CLS', 0.02);
    reporter.vitals[0]?.('INP', 96);
    const vitals = reporter
      .sent()
      .map(flat)
      .filter(([event]) => event === 'web_vital');
    expect(vitals).toEqual(
      [
        ['LCP', 1834.2],
        ['CLS', 0.02],
        ['INP', 96],
      ].map(([metric, value]) => [
        'web_vital',
        {
          'qr.route': '/:uid',
          'qr.app': 'mfe-public',
          'qr.version': '2.1.0',
          'qr.arm': 'canary',
          'qr.metric': metric,
          'qr.value': value,
        },
      ]),
    );
  });
});

describe("the reporter and the entry's notes", () => {
  it('reports what was noted before it loaded, each for its release and the route it happened on', async () => {
    window.history.replaceState({}, '', '/vehicle-details/QRUSED0001');
    const early = await import('./early-notes');
    early.note('load_failure', 'mfe_owner', 'RUNTIME-003');
    early.note('load_failure', 'mfe_owner', 'RUNTIME-008');
    early.note('load_failure', 'mfe_owner', undefined);
    early.note('gate_refusal', 'mfe_public');
    early.note('error', 'render', undefined, 'TypeError');
    const reporter = await start({ at: '/QRUSED0001', draw: 0.9 });
    const owner = {
      'qr.route': '/vehicle-details/:vehicleId',
      'qr.app': 'mfe-owner',
      'qr.version': 'unreleased',
      'qr.arm': 'stable',
    };
    expect(reporter.sent().map(flat)).toEqual([
      ['load_failure', { ...owner, 'qr.stage': 'manifest' }],
      ['load_failure', { ...owner, 'qr.stage': 'entry' }],
      ['load_failure', { ...owner, 'qr.stage': 'chunk' }],
      [
        'gate_refusal',
        {
          'qr.route': '/vehicle-details/:vehicleId',
          'qr.app': 'mfe-public',
          'qr.version': '2.1.0',
          'qr.arm': 'canary',
        },
      ],
      ['error', { ...owner, 'qr.kind': 'render', 'qr.error': 'TypeError' }],
    ]);
  });

  it("attributes an uncaught error or rejection by its script's URL; the bot check's, an extension's or an unknown one is not sent", async () => {
    const reporter = await start({ at: '/QRUSED0001', draw: 0.9 });
    const throwIn = (filename: string, error: Error) =>
      dispatchEvent(new ErrorEvent('error', { error, filename, message: error.message }));
    throwIn(
      'https://cdn.example.in/mfe-public/2.1.0/__federation_expose_StickerPage.1a2b3c4d.js',
      new TypeError('9123456780'),
    );
    throwIn('http://localhost:5002/vehicles.5e6f7a8b.js?v=1', new RangeError('DL01AB1234'));
    throwIn(`${location.origin}/startup-libraries.3ddb339a.js`, new Error('QRUSED0001'));
    throwIn('https://challenges.cloudflare.com/turnstile/v0/g/abc/api.js', new TypeError('bot'));
    throwIn('chrome-extension://abcdefghijklmnop/content.js', new TypeError('extension'));
    throwIn('https://ads.example.com/tag.js', new TypeError('unknown'));
    const rejection = new SyntaxError('9876543210');
    rejection.stack = 'SyntaxError: 9876543210\n    at load (http://localhost:5003/queries.9a8b7c6d.js:1:2)';
    dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: rejection }));
    dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'a string, no script' }));
    const route = { 'qr.route': '/:uid' };
    expect(reporter.sent().map(flat)).toEqual([
      [
        'error',
        {
          ...route,
          'qr.app': 'mfe-public',
          'qr.version': '2.1.0',
          'qr.arm': 'canary',
          'qr.kind': 'uncaught',
          'qr.error': 'TypeError',
        },
      ],
      [
        'error',
        {
          ...route,
          'qr.app': 'mfe-owner',
          'qr.version': 'unreleased',
          'qr.arm': 'stable',
          'qr.kind': 'uncaught',
          'qr.error': 'RangeError',
        },
      ],
      [
        'error',
        {
          ...route,
          'qr.app': 'shell',
          'qr.version': '3.0.0',
          'qr.arm': 'stable',
          'qr.kind': 'uncaught',
          'qr.error': 'Error',
        },
      ],
      [
        'error',
        {
          ...route,
          'qr.app': 'mfe-admin',
          'qr.version': 'unreleased',
          'qr.arm': 'stable',
          'qr.kind': 'rejection',
          'qr.error': 'SyntaxError',
        },
      ],
    ]);
  });

  it('never sends a path, a query string or a message: the route pattern and names only', async () => {
    const reporter = await start({ at: '/QRUSED0001?utm_source=9123456780', draw: 0.1 });
    dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('Cannot read 9876543210 of DL01AB1234'),
        filename: 'http://localhost:5002/x.js',
        message: 'Cannot read 9876543210 of DL01AB1234',
      }),
    );
    reporter.early.note('error', 'render', undefined, 'Cannot read QRUSED0001');
    window.history.pushState({}, '', '/vehicle-details/DL01AB1234?q=9123456780');
    const records = reporter.sent();
    expect(records.map((record) => record.eventName)).toEqual(['page_view', 'error', 'error', 'page_view']);
    // A constructor name that is not a plain identifier is not sent either.
    expect(flat(records[2] as SentRecord)[1]).toMatchObject({ 'qr.error': 'Unknown' });
    for (const body of reporter.bodies()) for (const text of PERSONAL) expect(body).not.toContain(text);
  });

  it('never throws, even when the site it was told about does', async () => {
    const broken = {
      ...SITE,
      routes: () => {
        throw new Error('broken');
      },
    };
    window.history.replaceState({}, '', '/');
    const { startTelemetry } = await import('./reporter');
    const send = vi.fn();
    expect(() => {
      startTelemetry(TELEMETRY, broken, {
        random: () => 0,
        send,
        loadWebVitals: vi.fn(async () => ({ watchWebVitals: () => {} })),
      });
    }).not.toThrow();
    dispatchEvent(new ErrorEvent('error', { error: new TypeError('x'), filename: OWNER }));
    expect(() => dispatchEvent(new Event('pagehide'))).not.toThrow();
  });

  it('maps the federation error codes of a failed load to its stage', async () => {
    const { stageOf } = await import('./reporter');
    expect(['RUNTIME-003', 'RUNTIME-004', 'RUNTIME-007', 'RUNTIME-013'].map(stageOf)).toEqual(
      Array(4).fill('manifest'),
    );
    expect(['RUNTIME-001', 'RUNTIME-002', 'RUNTIME-008', 'RUNTIME-011', 'RUNTIME-015'].map(stageOf)).toEqual(
      Array(5).fill('entry'),
    );
    expect([undefined, 'RUNTIME-014', 'RUNTIME-0031'].map(stageOf)).toEqual(Array(3).fill('chunk'));
  });
});
