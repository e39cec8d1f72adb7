import type { Translation } from '@qr/runtime/i18n';
import type { StoryHarnessTexts } from './messages';

const hindi: Translation<StoryHarnessTexts> = {
  openDialog: 'डायलॉग खोलें',
  openSheet: 'शीट खोलें',
  value: 'मान:',
  empty: '(खाली)',
  token: 'टोकन:',
  none: 'कोई नहीं',
  reset: 'फिर से शुरू करें',
  showSuccess: 'सफलता की सूचना दिखाएँ',
  showError: 'गड़बड़ी की सूचना दिखाएँ',
  showInfo: 'जानकारी की सूचना दिखाएँ',
  verificationPassed: 'जाँच पूरी हुई',
  verifying: 'जाँच हो रही है...',
};

export default hindi;
