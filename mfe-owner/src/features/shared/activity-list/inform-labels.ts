import type { Inform } from '@qr/contract';
import { type InformTexts, informMessages } from './messages';

const REASONS = ['WRONG_PARKING', 'DOOR_UNLOCKED', 'LIGHTS_ON', 'ACCIDENT', 'BABY_INSIDE'] as const;
type KnownReason = (typeof REASONS)[number];

function isKnownReason(reason: string): reason is KnownReason {
  return (REASONS as readonly string[]).includes(reason);
}

/**
 * 'WRONG_PARKING' -> 'Wrong Parking' (or its Hindi, given the texts); an unknown code is title-cased;
 * a call has no reason.
 */
export function reasonLabel(
  inform: Pick<Inform, 'vehicleInformReason' | 'isContactOwner'>,
  t: InformTexts = informMessages.en,
): string {
  const reason = inform.vehicleInformReason;
  if (!reason) return inform.isContactOwner ? t.callRequest : t.message;
  if (isKnownReason(reason)) return t[reason];
  return reason
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** isContactOwner true means the scanner asked for a call; false means a message. */
export function channelLabel(inform: Pick<Inform, 'isContactOwner'>, t: InformTexts = informMessages.en): string {
  return inform.isContactOwner ? t.call : t.message;
}
