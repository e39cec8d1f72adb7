import type { Translation } from '@qr/runtime/i18n';
import type { ContactOwnerTexts } from './messages';

const hindi: Translation<ContactOwnerTexts> = {
  title: 'गाड़ी के मालिक से संपर्क करें',
  subtitle: 'मालिक का नंबर देखे बिना उनसे संपर्क करें।',
  tabsLabel: 'मालिक से कैसे संपर्क करें',
  callOwner: 'मालिक को कॉल',
  sendMessage: 'संदेश भेजें',
  privacy: 'आपका नंबर गुप्त रहता है। सुरक्षा के लिए हर बातचीत का रिकॉर्ड रखा जाता है।',
  charsIntro: 'गाड़ी के नंबर के आख़िरी 4 अक्षर या अंक डालें',
  vehicleNumber: 'गाड़ी का नंबर',
  prefilled: 'गाड़ी के अस्थायी नंबर से भरा गया है।',
  phoneLabel: 'आपका मोबाइल नंबर',
  phoneHint: 'मालिक छिपे हुए नंबर से आपको कॉल करेंगे।',
  callTheOwner: 'मालिक को कॉल करें',
  sendingCall: 'कॉल की रिक्वेस्ट भेज रहे हैं',
  autoCallLabel: 'मालिक को अपने-आप कॉल लग रही है',
  autoCallValue: 'कॉल बस लगने वाली है',
  autoCallCaption: 'मालिक को कॉल लग रही है… रोकने के लिए कहीं भी दबाएँ',
  tapToCall: 'कॉल के लिए दबाएँ',
  reasonsLegend: 'क्या परेशानी है?',
  WRONG_PARKING: 'गलत पार्किंग',
  DOOR_UNLOCKED: 'दरवाज़ा खुला है',
  ACCIDENT: 'दुर्घटना',
  BABY_INSIDE: 'अंदर बच्चा है',
  incomingTitle: 'कॉल आ रही है',
  pickUp: 'हम {number} पर कॉल कर रहे हैं, कृपया उठाएँ।',
  connecting: 'कॉल लग रही है...',
  connectedTo: 'आपकी बात मालिक से {number} पर होगी।',
  ok: 'ठीक है',
  offlineTitle: 'इंटरनेट नहीं है।',
  offlineCall: 'आपका नंबर रखा है — इंटरनेट आने पर कॉल बटन फिर से दबाएँ।',
  offlineMessage: 'आपका संदेश रखा है — इंटरनेट आने पर "संदेश भेजें" फिर से दबाएँ।',
  vehicleCharsError: 'कृपया गाड़ी के नंबर के आख़िरी 4 अंक डालें',
  callerPhoneError: 'कृपया 10 अंकों का सही फ़ोन नंबर डालें',
};

export default hindi;
