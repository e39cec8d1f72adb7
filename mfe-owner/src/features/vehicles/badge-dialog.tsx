import type { Vehicle } from '@qr/contract';
import { Button, Dialog } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { vehicleTypeMessages } from '../shared/vehicle-type/messages';
import { type BadgeKind, badgeExplanation } from './badge-info';
import { vehiclesMessages } from './messages';

export interface BadgeDialogProps {
  open: { kind: BadgeKind; vehicle: Vehicle } | null;
  onClose(): void;
  onResume(vehicle: Vehicle): void;
  resuming: boolean;
}

/** The explanation behind a badge; the Paused one offers Resume Service. */
export function BadgeDialog({ open, onClose, onResume, resuming }: BadgeDialogProps) {
  const t = useMessages(vehiclesMessages);
  const types = useMessages(vehicleTypeMessages);
  const info = open ? badgeExplanation(open.kind, open.vehicle, t, types) : null;
  return (
    <Dialog
      open={Boolean(open)}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={info?.title ?? ''}
      description={info?.text}
      footer={
        open?.kind === 'paused' ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t.keepPaused}
            </Button>
            <Button loading={resuming} onClick={() => onResume(open.vehicle)}>
              {t.resumeService}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t.gotIt}</Button>
        )
      }
    />
  );
}
