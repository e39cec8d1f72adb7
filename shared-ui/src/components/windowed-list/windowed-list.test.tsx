import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WINDOW_FROM, WindowedList } from './windowed-list';

let observers: { callback: ResizeObserverCallback; elements: Set<Element> }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly entry: { callback: ResizeObserverCallback; elements: Set<Element> };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, elements: new Set() };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.add(element);
      }
      unobserve(element: Element) {
        this.entry.elements.delete(element);
      }
      disconnect() {
        this.entry.elements.clear();
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function renderList(items: number[], setSize?: number) {
  return render(
    <WindowedList
      aria-label="Numbers"
      items={items}
      itemKey={(item) => item}
      estimatedHeight={100}
      setSize={setSize}
      renderItem={(item, row) => <li {...row}>Row {item}</li>}
    />,
  );
}

/**
 * A list of 10,000 rows at the top of the page, past its first frame: later frames and idle callbacks wait in
 * `frames` and `idle` until the test runs them; `drawn` lists the rows drawn by their place in the set.
 */
function renderPastFirstFrame() {
  const frames: FrameRequestCallback[] = [];
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  renderList(numbers(10_000));
  const place = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0 } as DOMRect);
  act(() => frames.shift()?.(0));
  const drawn = () => screen.getAllByRole('listitem').map((row) => Number(row.getAttribute('aria-posinset')));
  return { frames, idle, place, drawn };
}

describe('WindowedList', () => {
  it(`draws a list of up to ${WINDOW_FROM} rows whole, each with its place in the set`, () => {
    renderList(numbers(WINDOW_FROM));
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(WINDOW_FROM);
    expect(rows[4]).toHaveAttribute('aria-posinset', '5');
    expect(rows[4]).toHaveAttribute('aria-setsize', String(WINDOW_FROM));
    expect(screen.getByRole('list', { name: 'Numbers' })).not.toHaveAttribute('style');
  });

  it('draws a long list a window at a time, the rest as padding, the set size told', () => {
    renderList(numbers(10_000), 12_000);
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveTextContent('Row 1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '12000');
    const list = screen.getByRole('list', { name: 'Numbers' });
    expect(Number.parseFloat(list.style.paddingBottom)).toBe((10_000 - rows.length) * 100);
  });

  it('draws half a viewport ahead on each side when it moves: small moves, each fitting in its frame', () => {
    renderList(numbers(10_000));
    act(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -500_000 } as DOMRect);
      window.dispatchEvent(new Event('scroll'));
    });
    // jsdom's viewport is 768 px: 7.68 rows of 100 px, plus 384 px on each side.
    const rows = screen.getAllByRole('listitem').map((row) => Number(row.getAttribute('aria-posinset')));
    expect(rows[0]).toBe(Math.floor((500_000 - 384) / 100) + 1);
    expect(rows.at(-1)).toBe(Math.ceil((500_000 + 768 + 384) / 100));
    vi.restoreAllMocks();
  });

  it("draws the rows on screen in a new page's first frame and the rows ahead after that frame", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    renderList(numbers(10_000));
    const drawn = () => screen.getAllByRole('listitem').length;
    // jsdom's viewport is 768 px: 7 whole rows of 100 px before anything is laid out.
    expect(drawn()).toBe(7);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0 } as DOMRect);
    act(() => {
      frames.shift()?.(0);
      // In the frame: the rows the 768 px show, the eighth in part; none of the 384 px ahead.
      expect(drawn()).toBe(8);
    });
    // After it: the rows half a viewport ahead.
    expect(drawn()).toBe(Math.ceil((768 + 384) / 100));
    vi.restoreAllMocks();
  });

  it('draws the rows ahead when the browser is idle, laid out in the task that commits them, not in a frame', () => {
    const { idle, place, drawn } = renderPastFirstFrame();
    expect(drawn().at(-1)).toBe(12);
    // 300 px down, the 768 px viewport shows rows 4 to 11: all drawn, but fewer than 192 px are left below.
    place.mockReturnValue({ top: -300 } as DOMRect);
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(drawn().at(-1)).toBe(12);
    expect(idle).toHaveLength(1);
    const reads = place.mock.calls.length;
    act(() => idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 }));
    // Half a viewport ahead: to 1068 + 384 px.
    expect(drawn().at(-1)).toBe(Math.ceil((300 + 768 + 384) / 100));
    // The move's own read of the list's place, and one after its commit that lays the new rows out there.
    expect(place.mock.calls.length).toBe(reads + 2);
    vi.restoreAllMocks();
  });

  it('reads the gap between rows in the commit that mounts it: the new page is styled there, not in its first frame', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const real = window.getComputedStyle.bind(window);
    const style = vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
      const computed = real(element);
      if (element.tagName === 'UL') Object.defineProperty(computed, 'rowGap', { value: '12px' });
      return computed;
    });
    renderList(numbers(10_000));
    // No frame and no resize observation yet: the padding below the 7 rows drawn already counts the 12 px gaps.
    const list = screen.getByRole('list', { name: 'Numbers' });
    expect(Number.parseFloat(list.style.paddingBottom)).toBeCloseTo((10_000 - 7) * 112, -2);
    expect(style).toHaveBeenCalledWith(list);
    vi.restoreAllMocks();
  });

  it('draws the rows a new measurement moves into view before the next frame paints', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    renderList(numbers(10_000));
    const place = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0 } as DOMRect);
    act(() => frames.shift()?.(0));
    // The page moved without a scroll event (content above the list changed), then a row was measured.
    place.mockReturnValue({ top: -3000 } as DOMRect);
    const [observer] = observers;
    const first = screen.getAllByRole('listitem')[0] as Element;
    frames.length = 0;
    act(() => {
      observer?.callback(
        [{ target: first, borderBoxSize: [{ blockSize: 120 }], contentRect: { height: 120 } } as never],
        {} as ResizeObserver,
      );
    });
    // Outside act(): only a render inside the frame's callback has drawn the rows when it returns.
    frames.at(-1)?.(16);
    const drawn = Number(screen.getAllByRole('listitem')[0]?.getAttribute('aria-posinset'));
    expect(drawn).toBeGreaterThan(20);
  });

  it('draws only the rows on screen in the frame after a measurement, and the rows ahead when idle', () => {
    const { frames, idle, drawn } = renderPastFirstFrame();
    expect(drawn().at(-1)).toBe(12);
    // The first row measures 40 px, not 100: every row not drawn is now guessed that tall, and rows 1 to 19
    // fill the 768 px viewport.
    const [observer] = observers;
    const first = screen.getAllByRole('listitem')[0] as Element;
    frames.length = 0;
    idle.length = 0;
    act(() => {
      observer?.callback(
        [{ target: first, borderBoxSize: [{ blockSize: 40 }], contentRect: { height: 40 } } as never],
        {} as ResizeObserver,
      );
    });
    act(() => frames.at(-1)?.(16));
    expect(drawn().at(-1)).toBe(Math.ceil(768 / 40));
    expect(idle).toHaveLength(1);
    act(() => idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 }));
    // Half a viewport ahead, once the browser is idle.
    expect(drawn().at(-1)).toBe(Math.ceil((768 + 384) / 40));
  });

  it('moves the window with the scroll, keeping the space of the rows above', () => {
    renderList(numbers(10_000));
    act(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -500_000 } as DOMRect);
      window.dispatchEvent(new Event('scroll'));
    });
    const rows = screen.getAllByRole('listitem');
    const first = Number(rows[0]?.getAttribute('aria-posinset'));
    expect(first).toBeGreaterThan(4900);
    expect(first).toBeLessThan(5001);
    expect(screen.getByRole('list', { name: 'Numbers' }).style.paddingTop).toBe(`${(first - 1) * 100}px`);
    vi.restoreAllMocks();
  });

  it('puts measured heights in place of the estimate, and their average for the rows not drawn yet', () => {
    renderList(numbers(1000));
    const [observer] = observers;
    const first = screen.getAllByRole('listitem')[0] as Element;
    expect(observer?.elements.has(first)).toBe(true);
    act(() => {
      observer?.callback(
        [{ target: first, borderBoxSize: [{ blockSize: 40 }], contentRect: { height: 40 } } as never],
        {} as ResizeObserver,
      );
    });
    act(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -5000 } as DOMRect);
      window.dispatchEvent(new Event('scroll'));
    });
    const firstDrawn = Number(screen.getAllByRole('listitem')[0]?.getAttribute('aria-posinset'));
    expect(firstDrawn).toBeGreaterThan(2);
    // Row 1 measured 40 px: the rows before the window, never drawn, are guessed at 40 too (not 100).
    expect(screen.getByRole('list', { name: 'Numbers' }).style.paddingTop).toBe(`${(firstDrawn - 1) * 40}px`);
    vi.restoreAllMocks();
  });

  it('renders only the rows that enter the window when it moves, not the rows already drawn', () => {
    const rendered: number[] = [];
    render(
      <WindowedList
        aria-label="Numbers"
        items={numbers(1000)}
        itemKey={(item) => item}
        estimatedHeight={100}
        renderItem={(item, row) => {
          rendered.push(item);
          return <li {...row}>Row {item}</li>;
        }}
      />,
    );
    const lastBefore = Number(screen.getAllByRole('listitem').at(-1)?.getAttribute('aria-posinset'));
    rendered.length = 0;
    act(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -300 } as DOMRect);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(rendered.length).toBeGreaterThan(0);
    expect(Math.min(...rendered)).toBeGreaterThan(lastBefore);
    vi.restoreAllMocks();
  });
});
