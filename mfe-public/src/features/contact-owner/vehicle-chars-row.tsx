import { CharBoxes } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import styles from './contact-owner.module.css';
import { contactOwnerMessages } from './messages';

export interface VehicleCharsRowProps {
  maskedNumber: string | null | undefined;
  chars: string;
  onChange(chars: string): void;
  error?: string | undefined;
  disabled?: boolean;
  /** Focus the first box when mounted. */
  autoFocus?: boolean;
  /** The characters came from the temporary number. */
  prefilled?: boolean;
  /** Focus left the boxes. */
  onLeave?(): void;
}

/** The masked vehicle number beside four boxes for its last 4 characters. */
export function VehicleCharsRow({
  maskedNumber,
  chars,
  onChange,
  error,
  disabled,
  autoFocus,
  prefilled,
  onLeave,
}: VehicleCharsRowProps) {
  const t = useMessages(contactOwnerMessages);
  return (
    <div className={styles.charsRow}>
      <p className={styles.charsIntro}>{t.charsIntro}</p>
      <fieldset
        aria-label={t.vehicleNumber}
        className={styles.plateRow}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave?.();
        }}
      >
        {maskedNumber ? (
          <span className={styles.plate} data-testid="masked-vehicle-number">
            {maskedNumber}
          </span>
        ) : null}
        <CharBoxes
          value={chars}
          onChange={onChange}
          error={error}
          disabled={disabled}
          autoFocus={autoFocus}
          hideLabel
        />
      </fieldset>
      {prefilled ? <p className={styles.hint}>{t.prefilled}</p> : null}
    </div>
  );
}
