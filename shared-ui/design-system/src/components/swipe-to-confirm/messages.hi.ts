import type { Translation } from '@qr/runtime/i18n';
import type { SwipeTexts } from './messages';

const hindi: Translation<SwipeTexts> = {
  hint: 'हैंडल को दाईं ओर खिसकाएँ, या एंटर दबाएँ।',
  confirmHint: 'पक्का करने के लिए हैंडल को दाईं ओर खिसकाएँ, या एंटर दबाएँ।',
};

export default hindi;
