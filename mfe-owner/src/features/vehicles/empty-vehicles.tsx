import { CarIcon, EmptyState } from 'shared-ui';
import styles from './vehicles.module.css';

/** No vehicles yet: the three steps to get and scan a QR sticker. */
export function EmptyVehicles() {
  return (
    <EmptyState icon={<CarIcon />} title="No vehicles yet">
      <p>Add your first vehicle in three steps:</p>
      <ol className={styles.steps}>
        <li>Get a QR sticker for your vehicle.</li>
        <li>Scan the sticker with your phone camera.</li>
        <li>Register your vehicle number and contacts, then verify with the OTP sent on WhatsApp.</li>
      </ol>
    </EmptyState>
  );
}
