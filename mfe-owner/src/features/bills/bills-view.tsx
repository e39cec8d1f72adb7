import { Badge, Card, CheckIcon, SwipeBar } from '@qr/design-system';
import { useLocale, useMessages } from '@qr/runtime/i18n';
import { formatAmount } from '../shared/formatting/format';
import styles from './bills.module.css';
import { billsMessages } from './messages';

export interface BillsViewProps {
  /** In rupees: 0 during early access (the spec's price). */
  amountDue?: number;
  onSwipeComplete(): void;
}

/**
 * The early-access free offer and the swipe-to-pay bar. With nothing due the bar is disabled and says so:
 * nothing invites a payment of ₹0.
 */
export function BillsView({ amountDue = 0, onSwipeComplete }: BillsViewProps) {
  const t = useMessages(billsMessages);
  const locale = useLocale();
  return (
    <div className={styles.stack}>
      <Card className={styles.offer}>
        <Badge tone="success">{t.earlyAccess}</Badge>
        <p className={styles.price}>
          <span className={styles.amount}>{formatAmount(0, locale, 0)}</span>
          <span className={styles.period}>{t.perMonth}</span>
        </p>
        <p className={styles.lead}>{t.lead}</p>
        <ul className={styles.features}>
          <li>
            <CheckIcon size={18} aria-hidden="true" /> {t.featureAlerts}
          </li>
          <li>
            <CheckIcon size={18} aria-hidden="true" /> {t.featureWhatsapp}
          </li>
          <li>
            <CheckIcon size={18} aria-hidden="true" /> {t.featurePause}
          </li>
        </ul>
      </Card>
      <Card>
        <h2 className={styles.dueTitle}>{t.amountDue}</h2>
        <p className={styles.due}>{formatAmount(amountDue, locale)}</p>
        {/* With nothing due the bar does not invite a payment: it checks, and its notice says nothing is due. */}
        <SwipeBar label={amountDue === 0 ? t.swipeToCheckDues : t.swipeToPay} onComplete={onSwipeComplete} />
      </Card>
    </div>
  );
}
