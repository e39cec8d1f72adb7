import type { Translation } from '@qr/runtime/i18n';
import type { DocumentTexts } from './messages';

const hindi: Translation<DocumentTexts> = {
  skipLink: 'सीधे मुख्य हिस्से पर जाएँ',
};

export default hindi;
