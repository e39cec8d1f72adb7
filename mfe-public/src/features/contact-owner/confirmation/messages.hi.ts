import type { Translation } from '@qr/runtime/i18n';
import type { ConfirmationTexts } from './messages';

const hindi: Translation<ConfirmationTexts> = {
  messageTitle: 'मालिक को सूचना दे दी गई है',
  messageText: 'हमने गाड़ी के मालिक को WhatsApp पर आपका संदेश भेज दिया है।',
  reasonLabel: 'वजह',
  sentAtLabel: 'भेजने का समय',
  emergencyTitle: 'क्या कोई खतरे में है?',
  emergencyText: 'अभी इमरजेंसी नंबर 112 पर कॉल करें। मालिक का इंतज़ार न करें।',
  call112: '112 पर कॉल करें',
  sendAnother: 'एक और संदेश भेजें',
  callTitle: 'आपकी कॉल की रिक्वेस्ट भेज दी गई है',
  callText:
    'हम मालिक का फ़ोन जोड़ रहे हैं। आपको एक छिपे हुए नंबर से कॉल आएगी: मालिक से बात करने के लिए उसे उठाएँ। आप दोनों एक-दूसरे का नंबर नहीं देख पाएँगे।',
  callNoAnswer: 'कुछ मिनट में कॉल नहीं आई? हो सकता है मालिक व्यस्त हों: उन्हें संदेश भेज दें।',
  requestedAtLabel: 'रिक्वेस्ट का समय',
  contactAgain: 'मालिक से फिर संपर्क करें',
};

export default hindi;
