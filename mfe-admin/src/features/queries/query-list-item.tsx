import { memo } from 'react';
import type { Query } from 'shared-ui/contract';
import { format, useLocale, useMessages } from 'shared-ui/i18n';
import { formatQueryPhone, formatShortDateTime, previewMessage } from './format';
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
  const locale = useLocale();
  return (
    <button type="button" className={styles.item} onClick={() => onOpen(query)}>
      <span className={styles.itemTop}>
        <span className={styles.phone}>{formatQueryPhone(query.phone)}</span>
        <time className={styles.date} dateTime={query.createdAt}>
          {formatShortDateTime(query.createdAt, locale)}
        </time>
      </span>
      <span className={styles.preview}>{previewMessage(query.queryMessage)}</span>
      <span className={styles.id}>{format(t.queryNumber, { id: query.id })}</span>
    </button>
  );
});
