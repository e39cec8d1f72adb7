import { INFORM_REASONS, type InformReason } from '@qr/contract';
import { Baby, Button, Crash, Door, Parking } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import type { ComponentType, ReactNode } from 'react';
import styles from './contact-owner.module.css';
import { contactOwnerMessages } from './messages';
import { isEmergencyReason } from './validation';

const REASON_ICONS: Record<InformReason, ComponentType<{ className?: string }>> = {
  WRONG_PARKING: Parking,
  DOOR_UNLOCKED: Door,
  ACCIDENT: Crash,
  BABY_INSIDE: Baby,
};

export interface MessagePanelProps {
  reason: InformReason | null;
  onReasonChange(reason: InformReason): void;
  canSend: boolean;
  sending: boolean;
  onSend(): void;
  botCheck: ReactNode;
  /** Shown above Send Message, e.g. that the phone is offline. */
  notice?: ReactNode;
}

/** Message tab: the grid of the four reasons, the challenge and Send Message. */
export function MessagePanel({
  reason,
  onReasonChange,
  canSend,
  sending,
  onSend,
  botCheck,
  notice,
}: MessagePanelProps) {
  const t = useMessages(contactOwnerMessages);
  return (
    <div className={styles.panel}>
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>{t.reasonsLegend}</legend>
        <div className={styles.reasonGrid}>
          {INFORM_REASONS.map((value) => {
            const Icon = REASON_ICONS[value];
            const selected = reason === value;
            return (
              <Button
                key={value}
                type="button"
                variant={selected ? 'primary' : 'secondary'}
                aria-pressed={selected}
                className={[styles.reason, isEmergencyReason(value) ? styles.reasonEmergency : '']
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => onReasonChange(value)}
                disabled={sending}
              >
                <Icon className={styles.reasonIcon} />
                <span>{t[value]}</span>
              </Button>
            );
          })}
        </div>
      </fieldset>
      {botCheck}
      {notice}
      <Button size="lg" fullWidth disabled={!canSend} loading={sending} onClick={onSend}>
        {t.sendMessage}
      </Button>
    </div>
  );
}
