import { CheckIcon } from '../icons/icons';
import { visuallyHiddenClass } from '../visually-hidden/visually-hidden';
import styles from './stepper.module.css';

export interface StepperProps {
  /** Step names, e.g. ['Vehicle Details', 'Verification']. */
  steps: string[];
  /** 0-based index of the current step. */
  current: number;
  /** Accessible name of the list (default 'Progress'). */
  ariaLabel?: string;
}

export function Stepper({ steps, current, ariaLabel = 'Progress' }: StepperProps) {
  return (
    <ol className={styles.stepper} aria-label={ariaLabel}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className={[styles.step, state === 'upcoming' ? '' : styles[state]].filter(Boolean).join(' ')}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? <CheckIcon size={18} /> : index + 1}
            </span>
            <span>
              {step}
              {state === 'done' ? <span className={visuallyHiddenClass}> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
