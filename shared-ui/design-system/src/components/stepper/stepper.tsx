import { useMessages } from '@qr/runtime/i18n';
import { CheckIcon } from '../icons/icons';
import { visuallyHiddenClass } from '../visually-hidden/visually-hidden';
import { stepperMessages } from './messages';
import styles from './stepper.module.css';

export interface StepperProps {
  /** Step names, e.g. ['Vehicle Details', 'Verification']. */
  steps: string[];
  /** 0-based index of the current step. */
  current: number;
  /** Accessible name of the list (default 'Progress', in the page's language). */
  ariaLabel?: string;
}

export function Stepper({ steps, current, ariaLabel }: StepperProps) {
  const t = useMessages(stepperMessages);
  return (
    <ol className={styles.stepper} aria-label={ariaLabel ?? t.progress}>
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
              {state === 'done' ? <span className={visuallyHiddenClass}> {t.completed}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
