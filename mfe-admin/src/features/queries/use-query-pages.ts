import type { Query, QueryPage } from '@qr/contract';
import { useSessionAction, useSessionData } from '@qr/runtime/server-data';
import { useCallback, useRef, useState } from 'react';
import { getQueries, type QueriesFailure, queriesFailure } from '../../api/get-queries';

interface LoadedPages {
  items: Query[];
  totalElements: number;
  /** True once the server said the last page was delivered. */
  done: boolean;
  next: number;
}

export interface QueryPagesState {
  items: Query[];
  totalElements: number;
  done: boolean;
  status: 'loading-first' | 'ready' | 'loading-more';
  failure: QueriesFailure | null;
}

const NONE: LoadedPages = { items: [], totalElements: 0, done: false, next: 0 };

/**
 * The items of a page not shown yet (a query posted while the admin scrolls moves the older ones down a page),
 * now marked as shown: the check costs the page's own 10 items, not every item loaded. Called once per answer,
 * never inside a state updater (React may run one twice).
 */
function unseen(page: QueryPage, seen: Set<number>): Query[] {
  const fresh = page.content.filter((item) => !seen.has(item.id));
  for (const item of fresh) seen.add(item.id);
  return fresh;
}

/** The pages so far and one more: an append, the items loaded before untouched. */
function withPage(pages: LoadedPages, page: QueryPage, fresh: Query[]): LoadedPages {
  return {
    items: fresh.length ? pages.items.concat(fresh) : pages.items,
    totalElements: page.totalElements,
    done: page.last,
    next: pages.next + 1,
  };
}

/** Pages of GET /query: page 0 first, then one more page per loadMore() while more remain and none is loading. */
export function useQueryPages() {
  const seen = useRef(new Set<number>());
  const first = useSessionData('query', async (api) => {
    const page = await getQueries(api, 0);
    seen.current = new Set();
    return withPage(NONE, page, unseen(page, seen.current));
  });
  const [moreFailure, setMoreFailure] = useState<QueriesFailure | null>(null);
  const more = useSessionAction(getQueries, (result) => {
    if (result.ok) {
      const fresh = unseen(result.data, seen.current);
      first.update((pages) => withPage(pages, result.data, fresh));
    } else if (!result.sessionEnded) setMoreFailure(queriesFailure(result.error));
  });

  const pages = first.state.status === 'ready' ? first.state.data : NONE;
  const state: QueryPagesState = {
    ...pages,
    status: first.state.status === 'loading' ? 'loading-first' : more.pending ? 'loading-more' : 'ready',
    failure: first.state.status === 'error' ? queriesFailure(first.state.error) : moreFailure,
  };

  /** The next page; after a failed one, that page again without losing the loaded ones. */
  const fetchNext = () => {
    setMoreFailure(null);
    void more.run(pages.next);
  };
  const latest = useRef({ state, fetchNext });
  latest.current = { state, fetchNext };
  // Stable: the list (memoised) is not rendered again when only the page around it changes (the dialog opens).
  const loadMore = useCallback(() => {
    const { state: now, fetchNext: next } = latest.current;
    if (!now.done && !now.failure && now.status === 'ready') next();
  }, []);
  const retry = useCallback(() => latest.current.fetchNext(), []);
  return { state, loadMore, retry };
}
