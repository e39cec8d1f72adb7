import type { Ref } from 'react';
import {
  Badge,
  Button,
  Card,
  CarIcon,
  EditIcon,
  EmptyState,
  PauseIcon,
  PlayIcon,
  QrCodeIcon,
  WhatsAppIcon,
} from 'shared-ui';
import type { Inform, VehicleDetailsResponse } from 'shared-ui/contract';
import { ActivityList } from '../activities/activity-item';
import { formatDate, formatPhone } from '../formatting/format';
import { vehicleTypeLabel } from '../vehicles/badge-info';
import styles from './vehicle-details.module.css';

export const ACTIVITY_PREVIEW = 10;

export type EditTarget = 'registrationNumber' | 'alternateContact' | 'emergencyContact';

export interface VehicleDetailsViewProps {
  details: VehicleDetailsResponse;
  onEdit(target: EditTarget): void;
  onPause(): void;
  onResume(): void;
  resuming: boolean;
  resumeRef?: Ref<HTMLButtonElement>;
  resumeHighlighted?: boolean;
  onSeeAll(activities: Inform[]): void;
}

/** One vehicle: header, details with edit controls, pause or resume, and the recent activity. */
export function VehicleDetailsView({
  details,
  onEdit,
  onPause,
  onResume,
  resuming,
  resumeRef,
  resumeHighlighted = false,
  onSeeAll,
}: VehicleDetailsViewProps) {
  const vehicle = details.vehicleResponse;
  const activities = details.vehicleInformDataResponseList;
  const preview = activities.slice(0, ACTIVITY_PREVIEW);

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Card className={styles.header}>
          <span className={styles.headerIcon} aria-hidden="true">
            <CarIcon size={28} />
          </span>
          <div className={styles.headerText}>
            <p className={styles.plate} data-testid="vehicle-number">
              {vehicle.registrationNumber}
            </p>
            <div className={styles.badges}>
              <Badge tone="info">{vehicleTypeLabel(vehicle.vehicleType)}</Badge>
              {vehicle.isTemporaryNumber ? <Badge tone="warning">Temporary number</Badge> : null}
              {vehicle.isPaused ? (
                <Badge tone="warning" icon={<PauseIcon />}>
                  Paused
                </Badge>
              ) : (
                <Badge tone="success">Active</Badge>
              )}
            </div>
          </div>
        </Card>

        {vehicle.isTemporaryNumber ? (
          <Card className={styles.notice}>
            <p>This vehicle uses a temporary number. Update it once your permanent number plate arrives.</p>
            <Button variant="secondary" onClick={() => onEdit('registrationNumber')}>
              <EditIcon aria-hidden="true" /> Update Number
            </Button>
          </Card>
        ) : null}

        <Card>
          <h2 className={styles.cardTitle}>Details</h2>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>Sticker UID</dt>
              <dd>
                <QrCodeIcon size={16} aria-hidden="true" /> {vehicle.uidString}
              </dd>
            </div>
            <div className={styles.row}>
              <dt>Serial number</dt>
              <dd>{vehicle.uidSerialNumber}</dd>
            </div>
            <div className={styles.row}>
              <dt>Activated on</dt>
              <dd>
                <time dateTime={vehicle.createdAt}>{formatDate(vehicle.createdAt)}</time>
              </dd>
            </div>
            <div className={styles.row}>
              <dt>Contact</dt>
              <dd>
                {formatPhone(vehicle.contact)}
                {vehicle.isContactWhatsapp ? <WhatsAppIcon size={16} title="WhatsApp" /> : null}
              </dd>
            </div>
            <div className={styles.row}>
              <dt>Alternate contact</dt>
              <dd>
                <span data-testid="alternate-contact">
                  {vehicle.alternateContact ? formatPhone(vehicle.alternateContact) : 'Not added'}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label="Edit alternate contact"
                  onClick={() => onEdit('alternateContact')}
                >
                  <EditIcon size={18} aria-hidden="true" />
                </Button>
              </dd>
            </div>
            <div className={styles.row}>
              <dt>Emergency contact</dt>
              <dd>
                <span data-testid="emergency-contact">{formatPhone(vehicle.emergencyContact)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label="Edit emergency contact"
                  onClick={() => onEdit('emergencyContact')}
                >
                  <EditIcon size={18} aria-hidden="true" />
                </Button>
              </dd>
            </div>
          </dl>
        </Card>

        <Card className={vehicle.isPaused ? styles.pausedPanel : undefined}>
          <h2 className={styles.cardTitle}>Service</h2>
          {vehicle.isPaused ? (
            <>
              <p className={styles.muted}>Alerts and calls are paused. Resume to be reachable again.</p>
              <Button
                ref={resumeRef}
                id="resume-service"
                className={resumeHighlighted ? styles.highlight : undefined}
                data-highlighted={resumeHighlighted || undefined}
                loading={resuming}
                fullWidth
                onClick={onResume}
              >
                <PlayIcon size={18} aria-hidden="true" /> Resume Service
              </Button>
            </>
          ) : (
            <>
              <p className={styles.muted}>Going somewhere? Pause alerts and calls for 24 hours.</p>
              <Button variant="secondary" fullWidth onClick={onPause}>
                <PauseIcon size={18} aria-hidden="true" /> Pause Service
              </Button>
            </>
          )}
        </Card>
      </div>

      <section className={styles.activity} aria-labelledby="recent-activity">
        <div className={styles.activityHeader}>
          <h2 id="recent-activity" className={styles.cardTitle}>
            Recent Activity
          </h2>
          {activities.length > ACTIVITY_PREVIEW ? (
            <Button variant="ghost" size="sm" onClick={() => onSeeAll(activities)}>
              See All ({activities.length})
            </Button>
          ) : null}
        </div>
        {preview.length ? (
          <ActivityList informs={preview} label="Recent activity" />
        ) : (
          <EmptyState title="No activity yet">Alerts and call requests for this vehicle will appear here.</EmptyState>
        )}
      </section>
    </div>
  );
}
