import { Button, Dialog } from 'shared-ui';
import type { Query } from 'shared-ui/contract';
import { formatQueryPhone, formatShortDateTime } from './format';
import styles from './queries.module.css';

interface Props {
  query: Query | null;
  onClose: () => void;
  onMarkNoted: () => void;
}

export function QueryDetailsDialog({ query, onClose, onMarkNoted }: Props) {
  return (
    <Dialog
      open={query !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Query Details"
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onMarkNoted}>Mark as Noted</Button>
        </div>
      }
    >
      {query && (
        <dl className={styles.details}>
          <dt>Phone</dt>
          <dd>{formatQueryPhone(query.phone)}</dd>
          <dt>Date</dt>
          <dd>{formatShortDateTime(query.createdAt)}</dd>
          <dt>Message</dt>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long message scrolls in this box, so keyboard users must be able to reach it (axe scrollable-region-focusable) */}
          <dd className={styles.fullMessage} tabIndex={0}>
            {query.queryMessage}
          </dd>
        </dl>
      )}
    </Dialog>
  );
}
