import type { Query } from '@qr/contract';
import { format, useMessages } from '@qr/runtime/i18n';
import { dateMessages, formatDateTime } from '@qr/runtime/i18n/dates';
import { memo } from 'react';
import { formatQueryPhone, previewMessage } from './format';
import { queriesMessages } from './messages';
import styles from './queries.module.css';

/** A query of the list; memoised: a new page or the dialog re-renders none of the rows already drawn. */
export const QueryListItem = memo(function QueryListItem({
  query,
  onOpen,
}: {
  query: Query;
  onOpen: (query: Query) => void;
}) {
  const t = useMessages(queriesMessages);
  const dates = useMessages(dateMessages);
  return (
    <button type="button" className={styles.item} onClick={() => onOpen(query)}>
      <span className={styles.itemTop}>
        <span className={styles.phone}>{formatQueryPhone(query.phone)}</span>
        <time className={styles.date} dateTime={query.createdAt}>
          {formatDateTime(query.createdAt, dates)}
        </time>
      </span>
      <span className={styles.preview}>{previewMessage(query.queryMessage)}</span>
      <span className={styles.id}>{format(t.queryNumber, { id: query.id })}</span>
    </button>
  );
});
