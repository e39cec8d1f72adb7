import { INFORM_REASON_LABELS, type Inform } from 'shared-ui/contract';

const REASON_LABELS: Readonly<Record<string, string>> = INFORM_REASON_LABELS;

/** 'WRONG_PARKING' -> 'Wrong Parking'; an unknown code is title-cased; a call has no reason. */
export function reasonLabel(inform: Pick<Inform, 'vehicleInformReason' | 'isContactOwner'>): string {
  const reason = inform.vehicleInformReason;
  if (!reason) return inform.isContactOwner ? 'Call request' : 'Message';
  return (
    REASON_LABELS[reason] ??
    reason
      .toLowerCase()
      .split(/[_\s]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** isContactOwner true means the scanner asked for a call; false means a message. */
export function channelLabel(inform: Pick<Inform, 'isContactOwner'>): 'Call' | 'Message' {
  return inform.isContactOwner ? 'Call' : 'Message';
}
