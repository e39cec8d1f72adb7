import {
  type HTMLAttributes,
  memo,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../scheduling/when-idle';
import { type RowRange, rowTops, spacers, windowRows } from './window-range';

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
 * Rows are drawn at least `keep` and, when the window moves, `ahead` beyond the viewport, in viewport heights: Tab
 * and a quick scroll find them there. The window moves a quarter of a viewport at a time: a move of a whole
 * viewport of tall rows (vehicle cards) was too much work for the frames around it and dropped them
 * (docs/decisions/0006-windowed-lists.md).
 */
const AROUND = { keep: 0.25, ahead: 0.5 };
/**
 * While the rows on screen are drawn, the rows ahead are drawn when the browser is idle (at the latest after
 * this long; the `keep` margin lasts about 80 ms at a fast flick), rendered in a transition and laid out in the
 * task that commits them: the frame that shows them only paints. Drawn inside the scrolled frame, each move
 * styled and laid out its cards there and dropped the frame (docs/decisions/0006-windowed-lists.md).
 */
const IDLE_MOVE = { timeout: 100, fallback: 20 };
/**
 * A new page's first frame draws the rows on screen only and the rows ahead after it is painted: that frame
 * styles and lays out the whole new page, and the rows below the screen made it a long task.
 */
const ON_SCREEN = { keep: 0, ahead: 0 };
type Reach = typeof AROUND;

function range(tops: Float64Array, current: RowRange, list: HTMLElement, reach: Reach): RowRange {
  const top = list.getBoundingClientRect().top;
  const height = window.innerHeight;
  return windowRows(tops, current, -top, -top + height, { keep: height * reach.keep, ahead: height * reach.ahead });
}

/** Before the page is laid out: as many rows as a viewport holds, no more than the screen can show. */
function firstRows(estimatedHeight: number): RowRange {
  return { start: 0, end: Math.max(1, Math.floor(window.innerHeight / estimatedHeight)) };
}

/**
 * A list in the page's own scroll that draws only the rows near the viewport once it is longer than
 * WINDOW_FROM: the rows before and after the drawn ones are the list's padding (measured heights, the estimate
 * for rows never drawn), so the cost of a frame, an append or a dialog does not grow with the rows loaded.
 * Each row keeps aria-posinset and aria-setsize; the browser's scroll anchoring keeps the view still when a
 * row above it is measured. The list's CSS gap between rows is read once, not repeated here.
 */
export function WindowedList<T>(props: WindowedListProps<T>) {
  const { items, itemKey, renderItem, estimatedHeight, setSize, lastItemRef, ...listProps } = props;
  const windowed = items.length > WINDOW_FROM;
  const listRef = useRef<HTMLUListElement>(null);
  const heights = useRef(new Map<string | number, number>());
  const [gap, setGap] = useState(0);
  const [measured, setMeasured] = useState(0);
  const [rows, setRows] = useState<RowRange>(() => firstRows(estimatedHeight));
  const firstFrame = useRef(true);
  const layOutInCommit = useRef(false);
  const drawnRows = useRef(rows);
  drawnRows.current = rows;

  const guess = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `measured` counts height changes kept in a ref.
  const tops = useMemo(() => {
    // A row not drawn yet is as tall as the first rows drawn were on average: the list's height stays close
    // to the truth, so the scrollbar and a jump to the end land near the rows. Fixed once known: a guess
    // that moved with every row measured would move every row not drawn, in every frame of a scroll.
    if (guess.current === null && heights.current.size) {
      let sum = 0;
      for (const height of heights.current.values()) sum += height;
      guess.current = sum / heights.current.size;
    }
    const unmeasured = guess.current ?? estimatedHeight;
    return rowTops(
      items.map((item) => heights.current.get(itemKey(item)) ?? unmeasured),
      gap,
    );
  }, [items, itemKey, estimatedHeight, gap, measured]);

  const latestItems = useRef({ items, itemKey });
  latestItems.current = { items, itemKey };
  const resizes = useRef<ResizeObserver | null>(null);
  const rowRef = useCallback((element: HTMLLIElement | null) => {
    if (!element) return;
    resizes.current?.observe(element);
    return () => resizes.current?.unobserve(element);
  }, []);
  const lastRowRef = useCallback(
    (element: HTMLLIElement | null) => {
      const stopMeasuring = rowRef(element);
      if (lastItemRef) assignRef(lastItemRef, element);
      return () => {
        stopMeasuring?.();
        if (lastItemRef) assignRef(lastItemRef, null);
      };
    },
    [rowRef, lastItemRef],
  );

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !windowed) return;
    // Read in the commit: it styles the new page in this task (a short slice of a transition when the data
    // arrives), so the first frame lays it out and paints it but no longer styles it too: read in that frame,
    // style, layout and paint of a new page made one long task; split, two shorter ones.
    setGap(Number.parseFloat(getComputedStyle(list).rowGap) || 0);
    const observer = new ResizeObserver((entries) => {
      const { items: current, itemKey: keyOf } = latestItems.current;
      let changed = false;
      for (const entry of entries) {
        const item = current[Number((entry.target as HTMLElement).dataset.row)];
        const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
        if (item === undefined || !entry.target.isConnected) continue;
        const key = keyOf(item);
        if (heights.current.get(key) === height) continue;
        heights.current.set(key, height);
        changed = true;
      }
      if (changed) setMeasured((count) => count + 1);
    });
    resizes.current = observer;
    for (const row of list.children) observer.observe(row);
    return () => {
      observer.disconnect();
      resizes.current = null;
    };
  }, [windowed]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !windowed) return;
    const update = (reach: Reach = AROUND) => {
      const current = drawnRows.current;
      const next = range(tops, current, list, reach);
      if (next.start === current.start && next.end === current.end) return;
      drawnRows.current = next;
      setRows(next);
    };
    let cancelIdleMove: (() => void) | null = null;
    const moveWhenIdle = () => {
      cancelIdleMove = null;
      const current = drawnRows.current;
      const next = range(tops, current, list, AROUND);
      if (next.start === current.start && next.end === current.end) return;
      drawnRows.current = next;
      layOutInCommit.current = true;
      startTransition(() => setRows(next));
    };
    // The window's place is read in the next frame, where the browser lays the page out anyway: read here, in
    // the commit, it laid out a new page inside the task rendering it. The rows on screen are drawn before that
    // frame's paint, the rows ahead after it: a new page's in the next task, otherwise (the rows measured
    // shorter or taller than estimated) when the browser is idle. Drawn in the frame, the vehicle cards ahead
    // made it a long task.
    const frame = requestAnimationFrame(() => {
      flushSync(() => update(ON_SCREEN));
      if (!firstFrame.current) {
        cancelIdleMove ??= whenIdle(moveWhenIdle, IDLE_MOVE);
        return;
      }
      firstFrame.current = false;
      // Rendered in a task after this frame, laid out in the next one.
      startTransition(() => update());
    });
    const onViewportChange = () => {
      const current = drawnRows.current;
      const onScreen = range(tops, current, list, ON_SCREEN);
      // The screen shows a row not drawn (a jump, a resize, a flick faster than the rows ahead): the window
      // moves at once, rendered in a task of its own. Rendered inside the scroll event (flushSync), a jump to
      // the end of the queries made the frame a long task in 3 runs of 7 (none so), for at most one frame
      // without those rows.
      if (onScreen.start < current.start || onScreen.end > current.end) return update();
      cancelIdleMove ??= whenIdle(moveWhenIdle, IDLE_MOVE);
    };
    window.addEventListener('scroll', onViewportChange, { passive: true });
    window.addEventListener('resize', onViewportChange);
    return () => {
      cancelIdleMove?.();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onViewportChange);
      window.removeEventListener('resize', onViewportChange);
    };
  }, [tops, windowed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each commit of new rows.
  useLayoutEffect(() => {
    if (!layOutInCommit.current) return;
    layOutInCommit.current = false;
    // Styles and lays out the rows drawn ahead in this task, between frames, not in the next frame.
    listRef.current?.getBoundingClientRect();
  }, [rows]);

  const shown = windowed
    ? { start: Math.min(rows.start, items.length), end: Math.min(rows.end, items.length) }
    : { start: 0, end: items.length };
  const space = windowed ? spacers(tops, shown, gap) : { before: 0, after: 0 };
  const size = setSize ?? items.length;
  const drawn: ReactNode[] = [];
  for (let index = shown.start; index < shown.end; index++) {
    const item = items[index] as T;
    drawn.push(
      // The item's key: a row keeps its DOM node (and focus) while the window moves.
      <WindowedRow
        key={itemKey(item)}
        item={item}
        index={index}
        size={size}
        rowRef={index === items.length - 1 ? lastRowRef : rowRef}
        renderItem={renderItem}
      />,
    );
  }

  return (
    <ul
      {...listProps}
      ref={listRef}
      style={windowed ? { paddingTop: space.before, paddingBottom: space.after } : undefined}
    >
      {drawn}
    </ul>
  );
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
