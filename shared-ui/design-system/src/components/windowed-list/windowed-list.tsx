import { type Range, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  type HTMLAttributes,
  memo,
  type ReactNode,
  type Ref,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useListTop } from './use-list-top';

/** What each row's <li> must carry: the list measures it and tells assistive technology where it stands. */
export interface WindowedRowProps {
  ref: Ref<HTMLLIElement>;
  'data-row': number;
  'aria-posinset': number;
  'aria-setsize': number;
}

export interface WindowedListProps<T> extends Omit<HTMLAttributes<HTMLUListElement>, 'children' | 'style'> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** Renders an <li> spreading `row` (its ref and ARIA position). */
  renderItem: (item: T, row: WindowedRowProps) => ReactNode;
  /** A row's height before it is drawn and measured, in px. */
  estimatedHeight: number;
  /** The set's size for assistive technology when more rows exist than are loaded (default items.length). */
  setSize?: number;
  /** Given the last item's <li> while it is drawn (infinite scroll watches it). */
  lastItemRef?: Ref<HTMLLIElement>;
}

/** Lists up to this long are drawn whole: find-in-page sees every row and there is nothing to gain. */
export const WINDOW_FROM = 40;
/**
 * Rows are drawn half a viewport beyond the screen on each side when the window moves, and the window moves
 * only once fewer than a quarter of a viewport's rows are left beyond it: Tab and a quick scroll find rows
 * there, and the window moves in steps of several rows, not a row every frame or two (each step costs a
 * render, a layout and a measurement: moved a row at a time, the 10,000 queries' scroll p95 frame went from
 * 16.8 to 100 ms; docs/decisions/0006-windowed-lists.md).
 */
const AROUND = { keep: 0.25, ahead: 0.5 };

/**
 * A list in the page's own scroll that draws only the rows near the viewport once it is longer than
 * WINDOW_FROM, over TanStack Virtual's window virtualizer: the rows before and after the drawn ones are the
 * list's padding (measured heights, a guess for rows never drawn), so the cost of a frame, an append or a
 * dialog does not grow with the rows loaded. Each row keeps aria-posinset and aria-setsize and, keyed by its
 * item, its DOM node (and focus) while the window moves; the browser's scroll anchoring keeps the view still
 * when a row above it is measured (docs/decisions/0006-windowed-lists.md).
 */
export function WindowedList<T>(props: WindowedListProps<T>) {
  const { items, itemKey, renderItem, estimatedHeight, setSize, lastItemRef, ...listProps } = props;
  const windowed = items.length > WINDOW_FROM;
  const listRef = useRef<HTMLUListElement>(null);
  const top = useListTop(listRef, windowed);
  const [gap, setGap] = useState(0);
  const guess = useRowGuess(estimatedHeight);
  const getItemKey = useCallback((index: number) => itemKey(items[index] as T), [items, itemKey]);
  const ahead = Math.ceil((window.innerHeight * AROUND.ahead) / guess.estimate());
  const steps = useWindowSteps(Math.ceil((window.innerHeight * AROUND.keep) / guess.estimate()));
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: items.length,
    enabled: windowed,
    estimateSize: guess.estimate,
    measureElement: guess.measure,
    onChange: guess.fix,
    getItemKey,
    overscan: ahead,
    rangeExtractor: steps,
    scrollMargin: top,
    gap,
    indexAttribute: 'data-row',
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // A render from a scroll event waits for React's own scheduling, not a flushSync inside the event.
    useFlushSync: false,
  });
  // The browser's scroll anchoring already keeps the view still when a row above it changes height.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = () => false;

  useLayoutEffect(() => {
    // Read in the commit: the new page is styled in this task, not in its first frame.
    if (windowed && listRef.current) setGap(Number.parseFloat(getComputedStyle(listRef.current).rowGap) || 0);
  }, [windowed]);

  const measureRow = virtualizer.measureElement;
  const lastRowRef = useCallback(
    (element: HTMLLIElement | null) => {
      if (windowed) measureRow(element);
      if (lastItemRef) assignRef(lastItemRef, element);
      return () => {
        if (windowed) measureRow(null);
        if (lastItemRef) assignRef(lastItemRef, null);
      };
    },
    [measureRow, lastItemRef, windowed],
  );

  const drawn = windowed ? virtualizer.getVirtualItems() : [];
  const first = drawn[0];
  const last = drawn.at(-1);
  const indexes = windowed ? drawn.map((row) => row.index) : items.map((_, index) => index);
  const size = setSize ?? items.length;
  return (
    <ul
      {...listProps}
      ref={listRef}
      style={
        windowed
          ? {
              paddingTop: first ? first.start - top : 0,
              paddingBottom: last ? virtualizer.getTotalSize() - (last.end - top) : 0,
            }
          : undefined
      }
    >
      {indexes.map((index) => {
        const item = items[index] as T;
        const isLast = index === items.length - 1;
        return (
          <WindowedRow
            key={itemKey(item)}
            item={item}
            index={index}
            size={size}
            rowRef={isLast ? lastRowRef : windowed ? measureRow : null}
            renderItem={renderItem}
          />
        );
      })}
    </ul>
  );
}

/**
 * A row not drawn yet is as tall as the first rows measured were on average: the list's height stays close to
 * the truth, so the scrollbar and a jump to the end land near the rows. Fixed once known: a guess that moved
 * with every row measured would move every row not drawn, in every frame of a scroll. Rows are measured by the
 * virtualizer's ResizeObserver only, never by a layout read in React's commit.
 */
function useRowGuess(estimatedHeight: number) {
  const fallback = useRef(estimatedHeight);
  fallback.current = estimatedHeight;
  const [guess] = useState(() => {
    let fixed: number | null = null;
    const firstSizes: number[] = [];
    return {
      estimate: () => fixed ?? fallback.current,
      measure(
        element: HTMLLIElement,
        entry: ResizeObserverEntry | undefined,
        list: Virtualizer<Window, HTMLLIElement>,
      ) {
        const measured = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height;
        if (measured === undefined) {
          const index = list.indexFromElement(element);
          return list.itemSizeCache.get(list.options.getItemKey(index)) ?? list.options.estimateSize(index);
        }
        if (fixed === null) firstSizes.push(measured);
        return measured;
      },
      /** After the virtualizer took a batch of measurements, before the render that lays the rows out. */
      fix() {
        if (fixed === null && firstSizes.length)
          fixed = firstSizes.reduce((sum, size) => sum + size, 0) / firstSizes.length;
      },
    };
  });
  return guess;
}

/**
 * The rows to draw for TanStack's visible range: the rows drawn while they still reach `keep` rows beyond it
 * on each side, else the visible rows and `overscan` more on each side.
 */
function useWindowSteps(keep: number) {
  const drawn = useRef({ start: 0, end: -1 });
  const latestKeep = useRef(keep);
  latestKeep.current = keep;
  return useCallback(({ startIndex, endIndex, overscan, count }: Range) => {
    const current = drawn.current;
    const covers =
      current.end < count &&
      current.start <= Math.max(0, startIndex - latestKeep.current) &&
      current.end >= Math.min(count - 1, endIndex + latestKeep.current);
    if (!covers)
      drawn.current = { start: Math.max(0, startIndex - overscan), end: Math.min(count - 1, endIndex + overscan) };
    const { start, end } = drawn.current;
    return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
  }, []);
}

interface DrawnRowProps<T> {
  item: T;
  index: number;
  size: number;
  rowRef: Ref<HTMLLIElement>;
  renderItem: (item: T, row: WindowedRowProps) => ReactNode;
}

/**
 * One row, memoised: when the window moves only the rows that enter it render (a scrolled frame drew every
 * row of the window again, each formatting its date, before).
 */
const WindowedRow = memo(function WindowedRow<T>({ item, index, size, rowRef, renderItem }: DrawnRowProps<T>) {
  return renderItem(item, { ref: rowRef, 'data-row': index, 'aria-posinset': index + 1, 'aria-setsize': size });
}) as <T>(props: DrawnRowProps<T>) => ReactNode;

function assignRef<E>(ref: Ref<E>, value: E | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: E | null }).current = value;
}
