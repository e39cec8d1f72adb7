import { testRuntimeConfig } from '@qr/runtime/runtime-config.fixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshModulesPerTest } from '../test-utils';

const mocks = vi.hoisted(() => ({
  config: {} as unknown,
  /** Set when the reporter's chunk is imported. */
  reporterLoaded: false,
  startTelemetry: vi.fn(),
}));

vi.mock('../app', () => ({
  App: () => (
    <main>
      <h1>Contact Vehicle Owner</h1>
    </main>
  ),
}));
vi.mock('../startup/early-start', () => ({ runtimeConfigResponse: async () => Response.json(mocks.config) }));
vi.mock('../federation/remotes', () => ({
  registerConfiguredRemotes: vi.fn(),
  registeredRemoteUrl: (remote: 'mfe_public' | 'mfe_owner' | 'mfe_admin') => testRuntimeConfig.remotes[remote],
}));
vi.mock('./reporter', () => {
  mocks.reporterLoaded = true;
  return { startTelemetry: mocks.startTelemetry };
});

freshModulesPerTest();

const TELEMETRY = { url: 'https://health.example.in/v1/logs', sampleRate: 0.1, environment: 'production' };

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  mocks.reporterLoaded = false;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
});
afterEach(() => {
  document.body.innerHTML = '';
});

async function bootstrap(config: unknown) {
  mocks.config = config;
  await import('../bootstrap');
  await vi.waitFor(() => expect(document.querySelector('h1')).not.toBeNull());
}

describe('the bootstrap and the health reports', () => {
  it('loads nothing and starts nothing without a telemetry key', async () => {
    await bootstrap(testRuntimeConfig);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mocks.reporterLoaded).toBe(false);
    expect(mocks.startTelemetry).not.toHaveBeenCalled();
  });

  it("starts the reporter's chunk with the endpoint once the page is usable, telling it the routes and remotes", async () => {
    await bootstrap({ ...testRuntimeConfig, telemetry: TELEMETRY });
    await vi.waitFor(() => expect(mocks.startTelemetry).toHaveBeenCalledOnce());
    const [telemetry, site] = mocks.startTelemetry.mock.calls[0] as [unknown, import('./reporter').TelemetrySite];
    expect(telemetry).toEqual(TELEMETRY);
    // The route table's patterns (the shell's matcher and routes), never a path.
    const routeOf = (pathname: string) => site.match(pathname, site.routes())?.route;
    expect(routeOf('/vehicle-details/QRUSED0001')).toMatchObject({
      path: '/vehicle-details/:vehicleId',
      remote: 'mfe_owner',
    });
    expect(routeOf('/QRUSED0001')).toMatchObject({ path: '/:uid', remote: 'mfe_public' });
    expect(routeOf('/a/b/c/d')).toBeUndefined();
    expect(Object.keys(site.remotes)).toEqual(['mfe_public', 'mfe_owner', 'mfe_admin']);
    expect(site.remoteUrl('mfe_owner')).toBe(testRuntimeConfig.remotes.mfe_owner);
    expect(site.botCheck).toBeUndefined();
  });
});
