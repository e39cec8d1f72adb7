import type { Translation } from 'shared-ui/i18n';
import type { ServerMessageTexts } from './messages';

const hindi: Translation<ServerMessageTexts> = {
  vehicleNumberMismatch: 'गाड़ी का नंबर मेल नहीं खाता',
  ownerPaused: 'मालिक ने इस गाड़ी के अलर्ट रोक रखे हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  stickerNotFound: 'यह स्टिकर नहीं मिला',
  stickerRegistered: 'यह स्टिकर पहले से रजिस्टर है',
  vehicleNotFound: 'गाड़ी नहीं मिली',
  noVehicles: 'कोई गाड़ी नहीं मिली',
  notFound: 'यह नहीं मिला',
  invalidOtp: 'OTP गलत है',
  otpExpired: 'OTP की समय-सीमा खत्म हो गई। कृपया नया OTP मँगाएँ।',
  tooManyAttempts: 'बहुत बार कोशिश हो गई। कृपया नया OTP मँगाएँ।',
  tooManyRequests: 'बहुत सारी रिक्वेस्ट आ गईं। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  challengeFailed: 'जाँच नहीं हो पाई। कृपया जाँच फिर से पूरी करें।',
  authRequired: 'पहले लॉग इन करना ज़रूरी है',
  invalidToken: 'आपका लॉग इन पुराना हो गया है या सही नहीं है',
  adminOnly: 'यह पेज आप नहीं खोल सकते। इसके लिए एडमिन होना ज़रूरी है।',
  contactNotVerified: 'नंबर वही होना चाहिए जिसकी जाँच OTP से हुई है',
  sameContacts: 'इमरजेंसी नंबर मुख्य नंबर से अलग होना चाहिए',
  onlyTemporary: 'सिर्फ़ अस्थायी नंबर ही बदला जा सकता है',
  internalError: 'सर्वर में कोई गड़बड़ी हुई',
  badRequestBody: 'भेजी गई जानकारी सर्वर पढ़ नहीं पाया',
  unknown: '{failed} (सर्वर का जवाब: {message})',
};

export default hindi;
