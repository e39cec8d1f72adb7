import type { Query } from '@qr/contract';
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  PageLayout,
  Shield,
  Spinner,
  WindowedList,
} from '@qr/design-system';
import { useLocale, useMessages } from '@qr/runtime/i18n';
import { memo } from 'react';
import { formatCount } from './format';
import { queriesMessages } from './messages';
import styles from './queries.module.css';
import { QueryListItem } from './query-list-item';
import { useOnVisible } from './use-on-visible';

export interface QueriesViewProps {
  items: Query[];
  totalElements: number;
  status: 'loading-first' | 'ready' | 'loading-more';
  done: boolean;
  errorMessage: string | null;
  onRetry: () => void;
  onLoadMore: () => void;
  onOpen: (query: Query) => void;
}

/** A row of three lines (phone and date, preview, number) on a phone, before it is measured. */
const ESTIMATED_ROW_PX = 100;
const queryId = (query: Query) => query.id;

/**
 * The User Queries screen in each of its states; it fetches nothing itself. Memoised: opening Query Details
 * changes only the page around it, and the tap that opens it does not render the list again.
 */
export const QueriesView = memo(function QueriesView(props: QueriesViewProps) {
  const { items, totalElements, status, done, errorMessage, onRetry, onLoadMore, onOpen } = props;
  const t = useMessages(queriesMessages);
  const locale = useLocale();
  const lastItemRef = useOnVisible(onLoadMore, status === 'ready' && !done && !errorMessage);

  const header = (
    <PageHeader
      title={t.title}
      backTo="/admin"
      badge={
        <Badge tone="info" icon={<Shield />}>
          {t.adminBadge}
        </Badge>
      }
    />
  );

  if (status === 'loading-first') {
    return (
      <PageLayout width="content">
        {header}
        <div className={styles.center} data-loading-screen>
          <Spinner label={t.loading} />
        </div>
      </PageLayout>
    );
  }
  if (errorMessage && items.length === 0) {
    return (
      <PageLayout width="content">
        {header}
        <ErrorState message={errorMessage} onRetry={onRetry} />
      </PageLayout>
    );
  }

  return (
    <PageLayout width="content">
      {header}
      <Card padding="md" className={styles.total}>
        <span className={styles.totalLabel}>{t.total}</span>
        <span className={styles.totalValue}>{formatCount(totalElements, locale)}</span>
      </Card>
      <h2 className={styles.sectionTitle}>{t.recent}</h2>
      {items.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <WindowedList
          className={styles.list}
          items={items}
          itemKey={queryId}
          estimatedHeight={ESTIMATED_ROW_PX}
          setSize={Math.max(totalElements, items.length)}
          lastItemRef={lastItemRef}
          renderItem={(query, row) => (
            <li {...row}>
              <QueryListItem query={query} onOpen={onOpen} />
            </li>
          )}
        />
      )}
      {status === 'loading-more' && (
        <p className={styles.footer} role="status">
          {t.loadingMore}
        </p>
      )}
      {errorMessage && items.length > 0 && <ErrorState message={errorMessage} onRetry={onRetry} />}
      {done && items.length > 0 && <p className={styles.footer}>{t.noMore}</p>}
    </PageLayout>
  );
});
