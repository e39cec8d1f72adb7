import { defineMessages } from '@qr/runtime/i18n';

/**
 * The design system's own texts (labels, states, messages of the components), for every app that
 * bundles the components. A page's Hindi bundle hands over their Hindi with the page's own
 * (componentMessages.provide(componentsHindi), see docs/i18n.md).
 */
const en = {
  botCheckError: 'Verification failed. Please try again.',
  botCheckExpired: 'Verification expired. Please complete the challenge again.',
  botCheckTimeout: 'Verification timed out. Please try again.',
  botCheckRenderFailed: 'Failed to load verification system. Please refresh the page.',
  botCheckScriptFailed: 'Verification system failed to load. Please check your internet connection and refresh.',
  botCheckReload: "Click here if verification doesn't load",
  close: 'Close',
  back: 'Back',
  tryAgain: 'Try Again',
  phonePlaceholder: '10-digit mobile number',
  charBoxesLabel: 'Last 4 characters of the vehicle number',
  charBoxLabel: 'Character {position} of {length}',
  otpLabel: 'One-time password',
  otpBoxLabel: 'Digit {position} of {length}',
};

export type ComponentTexts = typeof en;
export const componentMessages = defineMessages(en, () => import('./messages.hi'));
