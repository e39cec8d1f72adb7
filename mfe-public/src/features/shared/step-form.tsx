import type { KeyboardEvent, ReactNode } from 'react';
import styles from './form.module.css';

export interface StepFormProps {
  onSubmit(): void;
  /**
   * Whether the submit button is enabled. While it is not, Enter still runs onSubmit, so that what is
   * missing (the challenge) can be explained. Leave it out where a disabled button means nothing to say.
   */
  canSubmit?: boolean;
  children: ReactNode;
}

/** One step of a public flow (login, registration): a column of fields, submitted without a page load. */
export function StepForm({ onSubmit, canSubmit, children }: StepFormProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (canSubmit === false && event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <form
      className={styles.form}
      noValidate
      onKeyDown={canSubmit === undefined ? undefined : onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A step's error, announced as it shows. */
export function FormError({ message }: { message?: string | undefined }) {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}
