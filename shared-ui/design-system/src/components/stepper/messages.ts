import { defineMessages } from '@qr/runtime/i18n';

// The stepper's own words, apart from the design system's other texts: only registration shows it, and the
// scanner's page should not carry them.
const en = { completed: '(completed)', progress: 'Progress' };

export type StepperTexts = typeof en;
export const stepperMessages = defineMessages(en, () => import('./messages.hi'));
