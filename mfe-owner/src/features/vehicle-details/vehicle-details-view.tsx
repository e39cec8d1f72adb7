import type { Inform, VehicleDetailsResponse } from '@qr/contract';
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
  VehicleNumber,
  WhatsAppIcon,
} from '@qr/design-system';
import { format, useLocale, useMessages } from '@qr/runtime/i18n';
import { dateMessages, formatDate } from '@qr/runtime/i18n/dates';
import type { Ref } from 'react';
import { ActivityList } from '../shared/activity-list/activity-item';
import { formatNumber, formatPhone } from '../shared/formatting/format';
import { vehicleTypeMessages } from '../shared/vehicle-type/messages';
import { vehicleTypeLabel } from '../shared/vehicle-type/vehicle-type-label';
import { vehicleDetailsMessages } from './messages';
import styles from './vehicle-details.module.css';

export const ACTIVITY_PREVIEW = 10;

export type EditTarget = 'registrationNumber' | 'alternateContact' | 'emergencyContact';

export interface VehicleDetailsViewProps {
  details: VehicleDetailsResponse;
  onEdit(target: EditTarget): void;
  onPause(): void;
  onResume(): void;
  resuming: boolean;
  /** Resume Service or Pause Service, whichever shows (one button that changes with the state). */
  serviceButtonRef?: Ref<HTMLButtonElement>;
  resumeHighlighted?: boolean;
  onSeeAll(activities: Inform[]): void;
}

interface ContactRowProps {
  label: string;
  editLabel: string;
  testId: string;
  number: string;
  onEdit(): void;
}

/** A contact number's row in the details, with the button that opens its edit dialog. */
function ContactRow({ label, editLabel, testId, number, onEdit }: ContactRowProps) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>{number}</span>
        <Button variant="ghost" size="sm" className={styles.edit} aria-label={editLabel} onClick={onEdit}>
          <EditIcon size={18} aria-hidden="true" />
        </Button>
      </dd>
    </div>
  );
}

/** One vehicle: header, details with edit controls, pause or resume, and the recent activity. */
export function VehicleDetailsView({
  details,
  onEdit,
  onPause,
  onResume,
  resuming,
  serviceButtonRef,
  resumeHighlighted = false,
  onSeeAll,
}: VehicleDetailsViewProps) {
  const t = useMessages(vehicleDetailsMessages);
  const typeTexts = useMessages(vehicleTypeMessages);
  const locale = useLocale();
  const dates = useMessages(dateMessages);
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
              <VehicleNumber value={vehicle.registrationNumber} />
            </p>
            <div className={styles.badges}>
              <Badge tone="info">{vehicleTypeLabel(vehicle.vehicleType, typeTexts)}</Badge>
              {vehicle.isTemporaryNumber ? <Badge tone="warning">{t.temporaryNumber}</Badge> : null}
              {vehicle.isPaused ? (
                <Badge tone="warning" icon={<PauseIcon />}>
                  {t.paused}
                </Badge>
              ) : (
                <Badge tone="success">{t.active}</Badge>
              )}
            </div>
          </div>
        </Card>

        {vehicle.isTemporaryNumber ? (
          <Card className={styles.notice}>
            <p>{t.temporaryNotice}</p>
            <Button variant="secondary" onClick={() => onEdit('registrationNumber')}>
              <EditIcon aria-hidden="true" /> {t.updateNumber}
            </Button>
          </Card>
        ) : null}

        <Card>
          <h2 className={styles.cardTitle}>{t.detailsTitle}</h2>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{t.stickerUid}</dt>
              <dd>
                <span className={styles.withIcon}>
                  <QrCodeIcon size={16} aria-hidden="true" /> {vehicle.uidString}
                </span>
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t.serialNumber}</dt>
              <dd>{vehicle.uidSerialNumber}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t.activatedOn}</dt>
              <dd>
                <time dateTime={vehicle.createdAt}>{formatDate(vehicle.createdAt, dates)}</time>
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t.contact}</dt>
              <dd>
                {formatPhone(vehicle.contact)}
                {vehicle.isContactWhatsapp ? <WhatsAppIcon size={16} title={t.whatsapp} /> : null}
              </dd>
            </div>
            <ContactRow
              label={t.alternateContact}
              editLabel={t.editAlternate}
              testId="alternate-contact"
              number={vehicle.alternateContact ? formatPhone(vehicle.alternateContact) : t.notAdded}
              onEdit={() => onEdit('alternateContact')}
            />
            <ContactRow
              label={t.emergencyContact}
              editLabel={t.editEmergency}
              testId="emergency-contact"
              number={formatPhone(vehicle.emergencyContact)}
              onEdit={() => onEdit('emergencyContact')}
            />
          </dl>
        </Card>

        <Card className={vehicle.isPaused ? styles.pausedPanel : undefined}>
          <h2 className={styles.cardTitle}>{t.serviceTitle}</h2>
          {vehicle.isPaused ? (
            <>
              <p className={styles.muted}>{t.pausedHint}</p>
              <Button
                ref={serviceButtonRef}
                id="resume-service"
                className={resumeHighlighted ? styles.highlight : undefined}
                data-highlighted={resumeHighlighted || undefined}
                loading={resuming}
                fullWidth
                onClick={onResume}
              >
                <PlayIcon size={18} aria-hidden="true" /> {t.resumeService}
              </Button>
            </>
          ) : (
            <>
              <p className={styles.muted}>{t.activeHint}</p>
              <Button ref={serviceButtonRef} variant="secondary" fullWidth onClick={onPause}>
                <PauseIcon size={18} aria-hidden="true" /> {t.pauseService}
              </Button>
            </>
          )}
        </Card>
      </div>

      <section className={styles.activity} aria-labelledby="recent-activity">
        <div className={styles.activityHeader}>
          <h2 id="recent-activity" className={styles.cardTitle}>
            {t.recentActivity}
          </h2>
          {activities.length > ACTIVITY_PREVIEW ? (
            <Button variant="ghost" size="sm" onClick={() => onSeeAll(activities)}>
              {format(t.seeAll, { count: formatNumber(activities.length, locale) })}
            </Button>
          ) : null}
        </div>
        {preview.length ? (
          <ActivityList informs={preview} label={t.recentActivityList} />
        ) : (
          <EmptyState title={t.noActivity}>{t.noActivityText}</EmptyState>
        )}
      </section>
    </div>
  );
}
