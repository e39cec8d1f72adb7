import { Badge, Card, CheckIcon, SwipeBar } from 'shared-ui';
import styles from './bills.module.css';

export const NO_PAYMENTS_DUE = 'No payments are due';

/** The early-access free offer and the swipe-to-pay bar. */
export function BillsView({ onSwipeComplete }: { onSwipeComplete(): void }) {
  return (
    <div className={styles.stack}>
      <Card className={styles.offer}>
        <Badge tone="success">Early access</Badge>
        <p className={styles.price}>
          <span className={styles.amount}>₹0</span>
          <span className={styles.period}>/ month</span>
        </p>
        <p className={styles.lead}>QR contact is free for every vehicle during early access.</p>
        <ul className={styles.features}>
          <li>
            <CheckIcon size={18} aria-hidden="true" /> Unlimited alerts and masked calls
          </li>
          <li>
            <CheckIcon size={18} aria-hidden="true" /> Instant WhatsApp notifications
          </li>
          <li>
            <CheckIcon size={18} aria-hidden="true" /> Pause and resume any time
          </li>
        </ul>
      </Card>
      <Card>
        <h2 className={styles.dueTitle}>Amount due</h2>
        <p className={styles.due}>₹0.00</p>
        <SwipeBar label="Swipe to pay" onComplete={onSwipeComplete} />
      </Card>
    </div>
  );
}
