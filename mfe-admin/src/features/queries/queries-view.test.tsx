import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueriesView, type QueriesViewProps } from './queries-view';
import { sampleQueries } from './sample-queries';

let observed: { callback: IntersectionObserverCallback; element: Element }[] = [];

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderView(overrides: Partial<QueriesViewProps> = {}) {
  const props: QueriesViewProps = {
    items: sampleQueries.slice(0, 10),
    totalElements: 25,
    status: 'ready',
    done: false,
    errorMessage: null,
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    onOpen: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <QueriesView {...props} />
    </MemoryRouter>,
  );
  return props;
}

const scrollIntoView = (element: Element) =>
  act(() => {
    for (const entry of observed.filter((item) => item.element === element)) {
      entry.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });

describe('QueriesView', () => {
  it('asks for the next page when the last item scrolls into view', () => {
    const props = renderView();
    const items = screen.getAllByRole('listitem');
    scrollIntoView(items.at(-1) as Element);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not watch the last item while a page is loading or after the last page', () => {
    renderView({ status: 'loading-more' });
    expect(observed).toEqual([]);
    expect(screen.getByText('Loading more queries...')).toBeInTheDocument();
  });

  it('says when there is nothing more to load', () => {
    renderView({ done: true });
    expect(observed).toEqual([]);
    expect(screen.getByText('No more queries to load')).toBeInTheDocument();
  });

  it('shows the empty text and the total', () => {
    renderView({ items: [], totalElements: 0, done: true });
    expect(screen.getByText('No queries submitted yet')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('shows an error with Try Again', () => {
    const props = renderView({ items: [], errorMessage: 'Failed to fetch queries' });
    expect(screen.getByText('Failed to fetch queries')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Try Again' }).click());
    expect(props.onRetry).toHaveBeenCalled();
  });
});
