import { defineMessages } from '@qr/runtime/i18n';

/**
 * The words of the stories' own scaffolding (openers, readouts of what a component reported, the buttons that
 * drive it): not the product's, but a Hindi story shows them in Hindi too, so a designer sees one language.
 */
const en = {
  openDialog: 'Open dialog',
  openSheet: 'Open sheet',
  value: 'Value:',
  empty: '(empty)',
  token: 'Token:',
  none: 'none',
  reset: 'Reset',
  showSuccess: 'Show success',
  showError: 'Show error',
  showInfo: 'Show info',
  verificationPassed: 'Verification passed',
  verifying: 'Verifying...',
};

export type StoryHarnessTexts = typeof en;
export const storyHarnessMessages = defineMessages(en, () => import('./messages.hi'));
