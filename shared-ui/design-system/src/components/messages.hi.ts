import type { Translation } from '@qr/runtime/i18n';
import type { ComponentTexts } from './messages';

const hindi: Translation<ComponentTexts> = {
  botCheckError: 'जाँच नहीं हो पाई। कृपया फिर से कोशिश करें।',
  botCheckExpired: 'जाँच का समय निकल गया। कृपया फिर से जाँच पूरी करें।',
  botCheckTimeout: 'जाँच में बहुत देर लगी। कृपया फिर से कोशिश करें।',
  botCheckRenderFailed: 'जाँच शुरू नहीं हो पाई। कृपया पेज रीफ़्रेश करें।',
  botCheckScriptFailed: 'जाँच लोड नहीं हो पाई। अपना इंटरनेट देखें और पेज रीफ़्रेश करें।',
  botCheckReload: 'जाँच न दिखे तो यहाँ दबाएँ',
  close: 'बंद करें',
  back: 'वापस',
  tryAgain: 'फिर से कोशिश करें',
  phonePlaceholder: '10 अंकों का मोबाइल नंबर',
  charBoxesLabel: 'गाड़ी के नंबर के आख़िरी 4 अक्षर',
  charBoxLabel: '{length} में से अक्षर {position}',
  otpLabel: 'OTP',
  otpBoxLabel: '{length} में से अंक {position}',
};

export default hindi;
