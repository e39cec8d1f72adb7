import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WINDOW_FROM, WindowedList } from './windowed-list';

let observers: { callback: ResizeObserverCallback; elements: Set<Element> }[] = [];

beforeEach(() => {
  // The virtualizer writes the scroll place it found when it starts; jsdom does not scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
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

/** The page scrolled to `y`, as the browser tells it: window.scrollY, then a scroll event. */
function scrollPage(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** The ResizeObserver watching `element` (the virtualizer's watches the rows, the list's own the page). */
const observing = (element: Element) => observers.find((observer) => observer.elements.has(element));

/** Reports `element` as `height` px tall to the ResizeObserver watching it. */
function resize(element: Element, height: number) {
  act(() => {
    observing(element)?.callback(
      [{ target: element, borderBoxSize: [{ blockSize: height }], contentRect: { height } } as never],
      {} as ResizeObserver,
    );
  });
}

const drawn = () => screen.getAllByRole('listitem').map((row) => Number(row.getAttribute('aria-posinset')));

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

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
    scrollPage(500_000);
    // jsdom's viewport is 768 px: 7.68 rows of 100 px, plus 384 px on each side.
    const rows = drawn();
    expect(rows[0]).toBe(Math.floor((500_000 - 384) / 100) + 1);
    expect(rows.at(-1)).toBe(Math.ceil((500_000 + 768 + 384) / 100));
  });

  it('keeps the rows drawn while a quarter of a viewport of them is left beyond the screen, then moves by several', () => {
    renderList(numbers(10_000));
    // Rows 1 to 12: the 768 px viewport's 8 and 384 px ahead.
    expect(drawn()).toEqual(numbers(12));
    // 100 px down, rows 2 to 9 are on screen and 3 rows (more than 192 px) are left below: nothing moves.
    scrollPage(100);
    expect(drawn()).toEqual(numbers(12));
    // 300 px down, 1 row is left: the window moves half a viewport ahead at once.
    scrollPage(300);
    expect(drawn().at(-1)).toBe(Math.ceil((300 + 768 + 384) / 100));
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
    // No frame and no resize observation yet: the padding below the rows drawn already counts the 12 px gaps.
    const list = screen.getByRole('list', { name: 'Numbers' });
    expect(Number.parseFloat(list.style.paddingBottom)).toBeCloseTo((10_000 - drawn().length) * 112, -2);
    expect(style).toHaveBeenCalledWith(list);
    vi.restoreAllMocks();
  });

  it("reads the list's place in the page again when the page's layout changes, without a scroll event", () => {
    renderList(numbers(10_000));
    const list = screen.getByRole('list', { name: 'Numbers' });
    // Content above the list went away: the list now starts 3,000 px above the viewport, no scroll happened.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -3000 } as DOMRect);
    resize(document.body, 5000);
    expect(drawn()[0]).toBeGreaterThan(20);
    expect(Number.parseFloat(list.style.paddingTop)).toBe((drawn()[0] ?? 0) * 100 - 100);
  });

  it('guesses the rows not drawn at the first rows measured, on average, and draws half a viewport ahead of them', () => {
    renderList(numbers(10_000));
    expect(drawn().at(-1)).toBe(12);
    // The first row measures 40 px, not 100: every row not drawn is now guessed that tall, rows 1 to 20 fill
    // the 768 px viewport and 10 more the 384 px ahead.
    resize(screen.getAllByRole('listitem')[0] as Element, 40);
    expect(drawn().at(-1)).toBe(Math.ceil(768 / 40) + Math.ceil(384 / 40));
  });

  it('moves the window with the scroll, keeping the space of the rows above', () => {
    renderList(numbers(10_000));
    scrollPage(500_000);
    const rows = screen.getAllByRole('listitem');
    const first = Number(rows[0]?.getAttribute('aria-posinset'));
    expect(first).toBeGreaterThan(4900);
    expect(first).toBeLessThan(5001);
    expect(screen.getByRole('list', { name: 'Numbers' }).style.paddingTop).toBe(`${(first - 1) * 100}px`);
  });

  it('puts measured heights in place of the estimate, and their average for the rows not drawn yet', () => {
    renderList(numbers(1000));
    const first = screen.getAllByRole('listitem')[0] as Element;
    expect(observing(first)).toBeDefined();
    resize(first, 40);
    scrollPage(5000);
    const firstDrawn = Number(screen.getAllByRole('listitem')[0]?.getAttribute('aria-posinset'));
    expect(firstDrawn).toBeGreaterThan(2);
    // Row 1 measured 40 px: the rows before the window, never drawn, are guessed at 40 too (not 100).
    expect(screen.getByRole('list', { name: 'Numbers' }).style.paddingTop).toBe(`${(firstDrawn - 1) * 40}px`);
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
    scrollPage(300);
    expect(rendered.length).toBeGreaterThan(0);
    expect(Math.min(...rendered)).toBeGreaterThan(lastBefore);
  });
});
