import { useState } from 'react';
import type { Query, QueryPage } from 'shared-ui/contract';
import { useServerAction, useServerData } from 'shared-ui/server-data';
import { fetchQueries, type QueriesFailure, queriesFailure } from '../../api/fetch-queries';

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

/** The pages so far and one more (an item already shown is not shown twice). */
function withPage(pages: LoadedPages, page: QueryPage): LoadedPages {
  const known = new Set(pages.items.map((item) => item.id));
  return {
    items: [...pages.items, ...page.content.filter((item) => !known.has(item.id))],
    totalElements: page.totalElements,
    done: page.last,
    next: pages.next + 1,
  };
}

/** Pages of GET /query: page 0 first, then one more page per loadMore() while more remain and none is loading. */
export function useQueryPages() {
  const first = useServerData('query', async (api) => withPage(NONE, await fetchQueries(api, 0)));
  const [moreFailure, setMoreFailure] = useState<QueriesFailure | null>(null);
  const more = useServerAction(fetchQueries, (result) => {
    if (result.ok) first.update((pages) => withPage(pages, result.data));
    else if (!result.sessionEnded) setMoreFailure(queriesFailure(result.error));
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
  const loadMore = () => {
    if (!state.done && !state.failure && state.status === 'ready') fetchNext();
  };
  return { state, loadMore, retry: fetchNext };
}
