import type { Translation } from '@qr/runtime/i18n';
import type { ServerMessageTexts } from './messages';

/** By the English message as the server sends it. */
const hindi: Translation<ServerMessageTexts> = {
  'Vehicle number does not match': 'गाड़ी का नंबर मेल नहीं खाता',
  'The owner has paused alerts for this vehicle. Please try again later.':
    'मालिक ने इस गाड़ी के अलर्ट रोक रखे हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Sticker not found': 'यह स्टिकर नहीं मिला',
  'This sticker is already registered': 'यह स्टिकर पहले से रजिस्टर है',
  'Vehicle not found': 'गाड़ी नहीं मिली',
  'Invalid OTP': 'OTP गलत है',
  'OTP expired. Please request a new OTP.': 'OTP की समय-सीमा खत्म हो गई। कृपया नया OTP मँगाएँ।',
  'Too many attempts. Please request a new OTP.': 'बहुत बार कोशिश हो गई। कृपया नया OTP मँगाएँ।',
  'Too many requests. Please try again in a few minutes.': 'बहुत सारी रिक्वेस्ट आ गईं। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  'Verification failed. Please complete the challenge again.': 'जाँच नहीं हो पाई। कृपया जाँच फिर से पूरी करें।',
  'contact must be the verified phone number': 'नंबर वही होना चाहिए जिसकी जाँच OTP से हुई है',
  'Emergency contact should be different from primary contact': 'इमरजेंसी नंबर मुख्य नंबर से अलग होना चाहिए',
  'Internal server error': 'सर्वर में कोई गड़बड़ी हुई',
  unknown: '{failed} (सर्वर का जवाब: {message})',
};

export default hindi;
