import type { Query } from 'shared-ui/contract';
import { formatQueryPhone, formatShortDateTime, previewMessage } from './format';
import styles from './queries.module.css';

export function QueryListItem({ query, onOpen }: { query: Query; onOpen: (query: Query) => void }) {
  return (
    <button type="button" className={styles.item} onClick={() => onOpen(query)}>
      <span className={styles.itemTop}>
        <span className={styles.phone}>{formatQueryPhone(query.phone)}</span>
        <time className={styles.date} dateTime={query.createdAt}>
          {formatShortDateTime(query.createdAt)}
        </time>
      </span>
      <span className={styles.preview}>{previewMessage(query.queryMessage)}</span>
      <span className={styles.id}>Query #{query.id}</span>
    </button>
  );
}
