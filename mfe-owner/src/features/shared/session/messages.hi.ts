import type { Translation } from '@qr/runtime/i18n';
import type { SessionTexts } from './messages';

const hindi: Translation<SessionTexts> = {
  authRequired: 'आपका लॉग इन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।',
  sessionExpired: 'सेशन ख़त्म हो गया',
  sessionEnded: 'आपका सेशन ख़त्म हो गया है। आगे बढ़ने के लिए फिर से लॉग इन करें।',
  goToLogin: 'लॉग इन पर जाएँ',
};

export default hindi;
