import type { Translation } from '@qr/runtime/i18n';
import type { LanguageSwitchTexts } from './messages';

const hindi: Translation<LanguageSwitchTexts> = {
  notLoaded: 'हिन्दी लोड नहीं हो पाई। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
};

export default hindi;
