import { Button, Dialog } from 'shared-ui';
import type { Vehicle } from 'shared-ui/contract';
import { type BadgeKind, badgeExplanation } from './badge-info';

export interface BadgeDialogProps {
  open: { kind: BadgeKind; vehicle: Vehicle } | null;
  onClose(): void;
  onResume(vehicle: Vehicle): void;
  resuming: boolean;
}

/** The explanation behind a badge; the Paused one offers Resume Service. */
export function BadgeDialog({ open, onClose, onResume, resuming }: BadgeDialogProps) {
  const info = open ? badgeExplanation(open.kind, open.vehicle) : null;
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
              Keep Paused
            </Button>
            <Button loading={resuming} onClick={() => onResume(open.vehicle)}>
              Resume Service
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>Got it</Button>
        )
      }
    />
  );
}
