import { useCallback, useEffect, useRef, useState } from 'react';
import type { Query } from 'shared-ui/contract';
import { useApi } from 'shared-ui/runtime';
import { describeQueriesFailure, fetchQueries, type QueriesFailure } from '../../api/fetch-queries';

export interface QueryPagesState {
  items: Query[];
  totalElements: number;
  /** True once the server said the last page was delivered. */
  done: boolean;
  status: 'loading-first' | 'ready' | 'loading-more';
  failure: QueriesFailure | null;
}

const INITIAL: QueryPagesState = { items: [], totalElements: 0, done: false, status: 'loading-first', failure: null };

/** Pages of GET /query: page 0 first, then one more page per loadMore() while more remain and none is loading. */
export function useQueryPages() {
  const api = useApi();
  const [state, setState] = useState(INITIAL);
  const nextPage = useRef(0);
  const inFlight = useRef(false);

  const load = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const page = nextPage.current;
    setState((current) => ({ ...current, status: page === 0 ? 'loading-first' : 'loading-more', failure: null }));
    try {
      const result = await fetchQueries(api, page);
      nextPage.current = page + 1;
      setState((current) => {
        const known = new Set(current.items.map((item) => item.id));
        return {
          items: [...current.items, ...result.content.filter((item) => !known.has(item.id))],
          totalElements: result.totalElements,
          done: result.last,
          status: 'ready',
          failure: null,
        };
      });
    } catch (error) {
      setState((current) => ({ ...current, status: 'ready', failure: describeQueriesFailure(error) }));
    } finally {
      inFlight.current = false;
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = useCallback(() => {
    if (!state.done && !state.failure && state.status === 'ready') void load();
  }, [state.done, state.failure, state.status, load]);

  /** After a failed next page: try that page again without losing the loaded ones. */
  const retry = useCallback(() => void load(), [load]);

  return { state, loadMore, retry };
}
