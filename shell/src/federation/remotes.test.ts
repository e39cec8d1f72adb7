import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime: the page's code is there at once, its Hindi bundle when the test says so.
let hindiArrives: () => void = () => undefined;
const hindiBundle = new Promise<{ default: null }>((resolve) => {
  hindiArrives = () => resolve({ default: null });
});
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(async (id: string) => (id.endsWith('.hi') ? hindiBundle : { default: () => null })),
  preloadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const { loadRemotePage } = await import('./remotes');

/** A page waits about a second for its Hindi texts, then goes on in English (docs/i18n.md). */
const ABOUT_A_SECOND = 1_500;

beforeEach(() => {
  localStorage.setItem('language', 'hi');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('loadRemotePage for a Hindi visitor', () => {
  it('gives the page after a brief wait when its Hindi bundle stalls', async () => {
    let page: unknown = null;
    void loadRemotePage('mfe_public', './StickerPage').then((loaded) => (page = loaded));
    await vi.advanceTimersByTimeAsync(ABOUT_A_SECOND);
    expect(page).toMatchObject({ default: expect.any(Function) });
    hindiArrives();
  });
});
