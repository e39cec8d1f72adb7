import type { Vehicle } from '@qr/contract';
import {
  Badge,
  Card,
  CarIcon,
  ChevronDownIcon,
  PauseIcon,
  QrCodeIcon,
  VehicleNumber,
  WhatsAppIcon,
} from '@qr/design-system';
import { format, useMessages } from '@qr/runtime/i18n';
import { Link } from 'react-router-dom';
import { vehicleTypeMessages } from '../shared/vehicle-type/messages';
import { vehicleTypeLabel } from '../shared/vehicle-type/vehicle-type-label';
import type { BadgeKind } from './badge-info';
import { vehiclesMessages } from './messages';
import styles from './vehicles.module.css';

export interface VehicleCardProps {
  vehicle: Vehicle;
  onBadge(kind: BadgeKind): void;
}

/** A vehicle of the list: the number links to its details; each badge opens an explanation. */
export function VehicleCard({ vehicle, onBadge }: VehicleCardProps) {
  const t = useMessages(vehiclesMessages);
  const types = useMessages(vehicleTypeMessages);
  return (
    <Card className={vehicle.isPaused ? styles.pausedCard : undefined}>
      <Link className={styles.cardLink} to={`/vehicle-details/${encodeURIComponent(vehicle.uidString)}`}>
        <span className={styles.carIcon} aria-hidden="true">
          <CarIcon />
        </span>
        <span className={styles.cardText}>
          <span className={styles.number}>
            <VehicleNumber value={vehicle.registrationNumber} />
          </span>
          <span className={styles.caption}>
            {vehicle.isTemporaryNumber ? t.temporaryNumberPrefix : ''}
            {vehicle.isPaused ? t.servicePaused : t.serviceActive}
          </span>
        </span>
        <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
      </Link>
      <div className={styles.badges}>
        <Badge tone="info" icon={<CarIcon />} onClick={() => onBadge('type')}>
          {vehicleTypeLabel(vehicle.vehicleType, types)}
        </Badge>
        {vehicle.isContactWhatsapp ? (
          <Badge tone="success" icon={<WhatsAppIcon />} onClick={() => onBadge('whatsapp')}>
            {t.whatsapp}
          </Badge>
        ) : null}
        <Badge tone="neutral" icon={<QrCodeIcon />} onClick={() => onBadge('uid')}>
          {format(t.uidBadge, { uid: vehicle.uidString })}
        </Badge>
        {vehicle.isPaused ? (
          <Badge tone="warning" icon={<PauseIcon />} onClick={() => onBadge('paused')}>
            {t.paused}
          </Badge>
        ) : null}
      </div>
    </Card>
  );
}
