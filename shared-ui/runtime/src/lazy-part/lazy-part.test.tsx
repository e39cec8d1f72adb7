import { act, cleanup, render, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, useDeferredOpening, useOpenedOnce, usePreloadOnIntent, usePreloadWhenIdle } from './lazy-part';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

afterEach(() => {
  cleanup(); // before the globals a mounted part's effects clean up with are taken away
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Preloads the part twice, then renders it: it shows at once, with no wait for its code. */
async function preloadTwiceThenRender(load: () => Promise<{ default: typeof Hello }>, name: string) {
  const part = lazyPart(load);
  await part.preload();
  await part.preload();
  render(<part.Part name={name} />);
  expect(screen.getByText(`hello ${name}`)).toBeInTheDocument();
}

/** Renders a probe of a preload hook (fake timers running): the preload runs after `ms`, not a millisecond before. */
function expectPreloadAfter(Probe: ComponentType<{ preload: () => Promise<void> }>, ms: number) {
  const preload = vi.fn(async () => undefined);
  render(<Probe preload={preload} />);
  act(() => vi.advanceTimersByTime(ms - 1));
  expect(preload).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(preload).toHaveBeenCalledTimes(1);
}

describe('lazyPart', () => {
  it('renders nothing until the code arrives, then the part', async () => {
    const part = lazyPart(async () => ({ default: Hello }));
    render(<part.Part name="Asha" />);
    expect(screen.queryByText('hello Asha')).toBeNull();
    expect(await screen.findByText('hello Asha')).toBeInTheDocument();
  });

  it('renders synchronously once preloaded, and fetches only once', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    await preloadTwiceThenRender(load, 'Bharat');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows every mounted part when the code lands, however the fetch was started', async () => {
    let arrive: (module: { default: typeof Hello }) => void = () => undefined;
    const part = lazyPart(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)));
    const fetching = part.preload(); // e.g. started by the first tap on the page
    render(
      <>
        <part.Part name="first" />
        <part.Part name="second" />
      </>,
    );
    expect(screen.queryByText(/hello/)).toBeNull();
    await act(async () => {
      arrive({ default: Hello });
      await fetching;
    });
    expect(screen.getByText('hello first')).toBeInTheDocument();
    expect(screen.getByText('hello second')).toBeInTheDocument();
  });

  it('tries again after a failed fetch (a dropped connection)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Hello });
    await preloadTwiceThenRender(load, 'Priya');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePreloadOnIntent', () => {
  function Probe({ preload }: { preload: () => Promise<void> }) {
    usePreloadOnIntent(preload);
    return null;
  }

  it('waits for the first touch or key, then preloads once, in a task after the event', () => {
    vi.useFakeTimers();
    const preload = vi.fn(async () => undefined);
    render(<Probe preload={preload} />);
    expect(preload).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
      window.dispatchEvent(new Event('keydown'));
    });
    // Not inside the touch's handler: the touch is answered first.
    expect(preload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(0));
    expect(preload).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing once its page is gone', () => {
    vi.useFakeTimers();
    const preload = vi.fn(async () => undefined);
    const { unmount } = render(<Probe preload={preload} />);
    act(() => window.dispatchEvent(new Event('focusin')));
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(preload).not.toHaveBeenCalled();
  });

  it('preloads anyway after 10 s on a page nobody touches', () => {
    vi.useFakeTimers();
    expectPreloadAfter(Probe, 10_000);
  });
});

describe('useOpenedOnce', () => {
  function Probe({ open }: { open: boolean }) {
    return <p>{useOpenedOnce(open) ? 'mounted' : 'not yet'}</p>;
  }

  it('stays true after the first open, for the close animation', () => {
    const { rerender } = render(<Probe open={false} />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    rerender(<Probe open />);
    rerender(<Probe open={false} />);
    expect(screen.getByText('mounted')).toBeInTheDocument();
  });
});

describe('lazyPart after a dropped link', () => {
  it('fetches again by itself when the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Hello });
    const part = lazyPart(load);
    render(<part.Part name="Asha" />);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('hello Asha')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('hello Asha')).toBeInTheDocument();
    // Once loaded, going online again fetches nothing.
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('useLoaded turns true when the code arrives', async () => {
    const part = lazyPart(async () => ({ default: Hello }));
    function Probe() {
      return <p>{part.useLoaded() ? 'loaded' : 'not yet'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    await act(() => part.preload());
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});

describe('useDeferredOpening', () => {
  const seen: boolean[] = [];
  function Probe({ open }: { open: boolean }) {
    const shown = useDeferredOpening(open);
    seen.push(shown);
    return <p>{shown ? 'open' : 'closed'}</p>;
  }
  let setOpen: (open: boolean) => void = () => undefined;
  function Harness({ initial }: { initial: boolean }) {
    const [open, set] = useState(initial);
    setOpen = set;
    return <Probe open={open} />;
  }

  it('opens in a later, interruptible render, not in the tap that asked for it', () => {
    render(<Harness initial={false} />);
    seen.length = 0;
    // flushSync renders the urgent update alone, as a tap's task does.
    act(() => flushSync(() => setOpen(true)));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('closes in the same render as the key or tap that closes it', () => {
    render(<Harness initial />);
    expect(screen.getByText('open')).toBeInTheDocument();
    seen.length = 0;
    act(() => flushSync(() => setOpen(false)));
    expect(seen).not.toContain(true);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});

describe('usePreloadWhenIdle', () => {
  function Probe({ preload }: { preload: () => Promise<void> }) {
    usePreloadWhenIdle(preload);
    return null;
  }

  it('preloads when the browser is idle, not before', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => idle.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const preload = vi.fn(async () => undefined);
    render(<Probe preload={preload} />);
    expect(preload).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    act(() => idle[0]?.());
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('gives up the idle wait when the page goes first', () => {
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { unmount } = render(<Probe preload={vi.fn(async () => undefined)} />);
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('waits a second where the browser has no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    expectPreloadAfter(Probe, 1_000);
  });
});
