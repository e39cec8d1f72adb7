import type { Translation } from '@qr/runtime/i18n';
import type { LoginTexts } from './messages';

const hindi: Translation<LoginTexts> = {
  loginTitle: 'लॉग इन',
  loginDescription: 'मोबाइल नंबर से लॉग इन करें।',
  otpTitle: 'OTP डालें',
  phoneLabel: 'मोबाइल नंबर',
  sendOtp: 'OTP भेजें',
  whatsappNote: 'हम इस नंबर पर WhatsApp से 4 अंकों का OTP भेजेंगे।',
  legal: 'आगे बढ़कर आप हमारी {terms} और {privacy} मानते हैं।',
  terms: 'सेवा की शर्तें',
  privacy: 'प्राइवेसी पॉलिसी',
  codeSentTo: '{number} पर WhatsApp से कोड भेजा गया है',
  verifyOtp: 'OTP जाँचें',
  backToLogin: 'लॉग इन पर वापस जाएँ',
  challengeRequired: 'कृपया पहले जाँच पूरी करें',
  sendFailed: 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  invalidOtp: 'OTP गलत है। कृपया फिर से कोशिश करें।',
  verifyFailed: 'OTP की जाँच नहीं हो पाई। कृपया फिर से कोशिश करें।',
};

export default hindi;
