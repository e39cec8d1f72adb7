import { ButtonLink, CarIcon, EmptyState } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { vehiclesMessages } from './messages';
import styles from './vehicles.module.css';

/** No vehicles yet: the three steps to get and scan a QR sticker, and the guide that shows them. */
export function EmptyVehicles() {
  const t = useMessages(vehiclesMessages);
  return (
    <EmptyState
      icon={<CarIcon />}
      title={t.emptyTitle}
      action={<ButtonLink to="/howtouse">{t.addVehicleHowTo}</ButtonLink>}
    >
      <p>{t.emptyLead}</p>
      <ol className={styles.steps}>
        <li>{t.emptyStep1}</li>
        <li>{t.emptyStep2}</li>
        <li>{t.emptyStep3}</li>
      </ol>
    </EmptyState>
  );
}
