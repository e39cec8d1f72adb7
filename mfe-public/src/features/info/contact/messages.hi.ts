import type { Translation } from '@qr/runtime/i18n';
import type { ContactTexts } from './messages';

const hindi: Translation<ContactTexts> = {
  title: 'हमसे संपर्क करें',
  art: 'सपोर्ट वाला हेडसेट',
  lead: 'हम 24/7 आपकी मदद के लिए हैं।',
  phoneLabel: 'सपोर्ट फ़ोन (24/7)',
  emailLabel: 'जो सवाल जल्दी के न हों, उनके लिए ईमेल',
  officeLabel: 'ऑफ़िस',
  office: 'हरियाणा, भारत',
  responseLabel: 'जवाब कब तक',
  responseText: 'हम 3 कामकाजी दिनों में जवाब देते हैं। सपोर्ट 24/7 मिलता है।',
};

export default hindi;
