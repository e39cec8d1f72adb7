import type { Inform } from '@qr/contract';
import { AlertIcon, Badge, MessageIcon, PhoneIcon, type WindowedRowProps } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { dateMessages, formatDateTime } from '@qr/runtime/i18n/dates';
import styles from './activities.module.css';
import { channelLabel, reasonLabel } from './inform-labels';
import { informMessages } from './messages';

export interface ActivityItemProps {
  inform: Inform;
  /** Show the vehicle number (notifications span all vehicles). */
  showVehicle?: boolean;
  /** In a windowed list: its measuring ref and ARIA position. */
  row?: WindowedRowProps;
}

/** One alert or call request: reason, channel, emergency flag, (vehicle) and time. */
export function ActivityItem({ inform, showVehicle = false, row }: ActivityItemProps) {
  const t = useMessages(informMessages);
  const dates = useMessages(dateMessages);
  const channel = channelLabel(inform, t);
  return (
    <li {...row} className={[styles.item, inform.isEmergency ? styles.emergency : ''].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden="true">
        {inform.isContactOwner ? <PhoneIcon size={20} /> : <MessageIcon size={20} />}
      </span>
      <div className={styles.body}>
        <div className={styles.topLine}>
          <span className={styles.reason}>{reasonLabel(inform, t)}</span>
          <span className={styles.metaClip}>
            <span className={styles.meta}>
              <time className={styles.time} dateTime={inform.createdAt}>
                {formatDateTime(inform.createdAt, dates)}
              </time>
              {showVehicle ? <span className={styles.vehicle}>{inform.vehicleRegistrationNumber}</span> : null}
            </span>
          </span>
        </div>
        <div className={styles.badges}>
          <Badge tone={inform.isContactOwner ? 'info' : 'neutral'}>{channel}</Badge>
          {inform.isEmergency ? (
            <Badge tone="danger" icon={<AlertIcon />}>
              {t.emergency}
            </Badge>
          ) : null}
        </div>
      </div>
    </li>
  );
}

export function ActivityList({
  informs,
  showVehicle = false,
  label,
}: {
  informs: Inform[];
  showVehicle?: boolean;
  label: string;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {informs.map((inform) => (
        <ActivityItem key={inform.id} inform={inform} showVehicle={showVehicle} />
      ))}
    </ul>
  );
}
