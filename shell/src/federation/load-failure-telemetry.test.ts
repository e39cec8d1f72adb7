// The health reports' notes of a page's load (telemetry/, docs/telemetry.md): one load_failure once the retries
// gave up, with the stage's federation error code; one gate_refusal for a release that does not fit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '../telemetry/early-notes';
import { freshModulesPerTest } from '../test-utils';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: runtime.loadRemote,
  preloadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

freshModulesPerTest();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** loadRemote as the runtime answers it with the shell's errorLoadRemote plugin: the fallback module. */
async function failingWith(error: Error) {
  // The fallback page's module, imported by the plugin on failure: loaded before the fake clock runs.
  await import('./unavailable-page');
  const { remoteUnavailablePlugin } = await import('./remote-unavailable-plugin');
  const plugin = remoteUnavailablePlugin();
  runtime.loadRemote.mockImplementation((id: string) =>
    (plugin.errorLoadRemote as (args: unknown) => Promise<unknown>)({ id, lifecycle: 'onLoad', error }),
  );
}

/** What the reporter would be handed: the notes so far, and each one from now on. */
async function collectNotes() {
  const { takeNotes } = await import('../telemetry/early-notes');
  const taken: Note[] = [];
  takeNotes((note) => taken.push(note));
  return () => taken.map(([event, , , ...details]) => [event, ...details]);
}

describe("a page's load, for the health reports", () => {
  it('notes one load_failure after the retries gave up, with the error code of the last failure, not its message', async () => {
    await failingWith(
      new Error('Module Federation error #RUNTIME-003\nargs: {"manifestUrl":"http://x/mf-manifest.json"}'),
    );
    const { loadRemotePage } = await import('./remotes');
    const notes = await collectNotes();
    const loading = loadRemotePage('mfe_owner', 'VehicleListPage');
    await vi.advanceTimersByTimeAsync(400);
    expect(notes()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1200);
    await loading;
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(notes()).toEqual([['load_failure', 'mfe_owner', 'RUNTIME-003', undefined]]);
  });

  it("notes a gate_refusal, at once, for a release that does not expose the route's page", async () => {
    await failingWith(new Error('mfe_owner does not fit this site'));
    const { readManifests } = await import('./compatibility-plugin');
    readManifests.set('mfe_owner', { manifest: { exposes: [] } as never, provided: {}, singletons: [] });
    const { loadRemotePage } = await import('./remotes');
    await loadRemotePage('mfe_owner', 'VehicleListPage');
    expect(runtime.loadRemote).toHaveBeenCalledOnce();
    expect((await collectNotes())()).toEqual([['gate_refusal', 'mfe_owner', undefined, undefined]]);
  });

  it('notes nothing for a page that loads', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    const { loadRemotePage } = await import('./remotes');
    await loadRemotePage('mfe_public', 'StickerPage');
    expect((await collectNotes())()).toEqual([]);
  });
});
