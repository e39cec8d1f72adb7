import { VEHICLE_TYPES, type VehicleType } from '@qr/contract';
import { Button, PhoneField, TextField } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import type { ReactNode, Ref } from 'react';
import { FormError, StepForm } from '../shared/step-form';
import { registrationMessages } from './messages';
import styles from './registration.module.css';

export interface VehicleDetailsValues {
  vehicleNumber: string;
  temporaryTicked: boolean;
  vehicleType: VehicleType;
  primary: string;
  emergency: string;
}

export interface VehicleDetailsStepProps {
  values: VehicleDetailsValues;
  onVehicleNumberChange(raw: string): void;
  onTemporaryChange(ticked: boolean): void;
  onVehicleTypeChange(type: VehicleType): void;
  onPrimaryChange(digits: string): void;
  onEmergencyChange(digits: string): void;
  /** Called at 10 digits so the field can blur. */
  onPrimaryComplete?(): void;
  onEmergencyComplete?(): void;
  primaryRef?: Ref<HTMLInputElement>;
  emergencyRef?: Ref<HTMLInputElement>;
  showTemporary: boolean;
  primaryError?: string | undefined;
  emergencyError?: string | undefined;
  /** Why Continue is not available, shown once the form is filled or after a submit attempt. */
  blocker?: string | undefined;
  canContinue: boolean;
  sending: boolean;
  /** A failed send. */
  error?: string | undefined;
  onContinue(): void;
  botCheck: ReactNode;
}

/** Registration step 1: vehicle number, temporary flag, type, the two contacts and the challenge. */
export function VehicleDetailsStep(props: VehicleDetailsStepProps) {
  const { values, showTemporary, canContinue, sending, error, blocker, botCheck } = props;
  const t = useMessages(registrationMessages);
  return (
    <StepForm onSubmit={props.onContinue} canSubmit={canContinue}>
      <TextField
        label={t.vehicleNumber}
        name="registrationNumber"
        placeholder={t.vehicleNumberPlaceholder}
        hint={t.vehicleNumberHint}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={15}
        value={values.vehicleNumber}
        onChange={(event) => props.onVehicleNumberChange(event.target.value)}
      />
      {showTemporary ? (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.temporaryTicked}
            onChange={(event) => props.onTemporaryChange(event.target.checked)}
          />
          <span>{t.temporary}</span>
        </label>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.vehicleType}</legend>
        <div className={styles.segmented}>
          {VEHICLE_TYPES.map((type) => (
            <label key={type} className={styles.segment}>
              <input
                type="radio"
                name="vehicleType"
                value={type}
                checked={values.vehicleType === type}
                onChange={() => props.onVehicleTypeChange(type)}
              />
              <span>{t[type]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <PhoneField
        ref={props.primaryRef}
        label={t.primaryLabel}
        hint={t.primaryHint}
        name="contact"
        value={values.primary}
        onChange={props.onPrimaryChange}
        onComplete={props.onPrimaryComplete}
        error={props.primaryError}
      />
      <PhoneField
        ref={props.emergencyRef}
        label={t.emergencyLabel}
        hint={t.emergencyHint}
        name="emergencyContact"
        value={values.emergency}
        onChange={props.onEmergencyChange}
        onComplete={props.onEmergencyComplete}
        error={props.emergencyError}
      />
      {botCheck}
      <FormError message={error} />
      {blocker ? (
        <p className={styles.blocker} aria-live="polite">
          {blocker}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={!canContinue} loading={sending}>
        {t.continue}
      </Button>
    </StepForm>
  );
}
