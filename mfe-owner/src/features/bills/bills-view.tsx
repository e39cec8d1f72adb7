import { Badge, Card, CheckIcon, SwipeBar } from 'shared-ui';
import { useLocale, useMessages } from 'shared-ui/i18n';
import { formatAmount } from '../formatting/format';
import styles from './bills.module.css';
import { billsMessages } from './messages';

/** The early-access free offer and the swipe-to-pay bar. */
export function BillsView({ onSwipeComplete }: { onSwipeComplete(): void }) {
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
        <p className={styles.due}>{formatAmount(0, locale)}</p>
        <SwipeBar label={t.swipeToPay} onComplete={onSwipeComplete} />
      </Card>
    </div>
  );
}
