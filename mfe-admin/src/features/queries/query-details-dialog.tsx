import type { Query } from '@qr/contract';
import { Button, Dialog } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { dateMessages, formatDateTime } from '@qr/runtime/i18n/dates';
import { formatQueryPhone } from './format';
import { queriesMessages } from './messages';
import styles from './queries.module.css';

interface Props {
  query: Query | null;
  onClose: () => void;
  onMarkNoted: () => void;
}

export function QueryDetailsDialog({ query, onClose, onMarkNoted }: Props) {
  const t = useMessages(queriesMessages);
  const dates = useMessages(dateMessages);
  return (
    <Dialog
      open={query !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.detailsTitle}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
          <Button onClick={onMarkNoted}>{t.markNoted}</Button>
        </div>
      }
    >
      {query && (
        <dl className={styles.details}>
          <dt>{t.phone}</dt>
          <dd>{formatQueryPhone(query.phone)}</dd>
          <dt>{t.date}</dt>
          <dd>{formatDateTime(query.createdAt, dates)}</dd>
          <dt>{t.message}</dt>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long message scrolls in this box, so keyboard users must be able to reach it (axe scrollable-region-focusable) */}
          <dd className={styles.fullMessage} tabIndex={0}>
            {query.queryMessage}
          </dd>
        </dl>
      )}
    </Dialog>
  );
}
