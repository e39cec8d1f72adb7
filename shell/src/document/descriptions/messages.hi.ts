import type { Translation } from '@qr/runtime/i18n';
import type { RouteDescriptionTexts } from './messages';

const hindi: Translation<RouteDescriptionTexts> = {
  '/': 'अपनी गाड़ी पर QR स्टिकर लगाएँ: जो भी इसे स्कैन करे, वह आपका नंबर देखे बिना आप तक पहुँच सकता है।',
  '/r/:referralCode': 'आपको QR Vehicle Contact पर बुलाया गया है: ऐसे स्टिकर जिनसे कोई भी आपकी गाड़ी के बारे में आप तक पहुँच सके।',
  '/:uid': 'छिपे हुए नंबर से इस गाड़ी के मालिक को कॉल करें या उन्हें अलर्ट भेजें।',
  '/vehicle-registration/:uid': 'इस QR स्टिकर को अपनी गाड़ी और WhatsApp नंबर के साथ रजिस्टर करें।',
  '/terms': 'QR Vehicle Contact इस्तेमाल करने की शर्तें।',
  '/privacy': 'QR Vehicle Contact आपके नंबर और गाड़ी की जानकारी को कैसे संभालता है।',
  '/features': 'छिपे नंबर से कॉल, तुरंत अलर्ट और सर्विस रोकने का बटन: QR Vehicle Contact क्या-क्या करता है।',
  '/pricing': 'QR Vehicle Contact के स्टिकर और प्लान की कीमत।',
  '/contact': 'QR Vehicle Contact की टीम से बात करें।',
  '/howtouse': 'स्टिकर लगाएँ, रजिस्टर करें, और लोग आप तक पहुँचें: QR Vehicle Contact ऐसे काम करता है।',
  '/admin': 'आपकी गाड़ियाँ, गतिविधि और अकाउंट।',
  '/vehicle-info': 'आपके नंबर पर रजिस्टर गाड़ियाँ।',
  '/vehicle-details/:vehicleId': 'आपकी गाड़ी के संपर्क, सर्विस की स्थिति और हाल की गतिविधि।',
  '/vehicle-details/:vehicleId/all-activities': 'आपकी गाड़ी के बारे में आई हर कॉल और हर अलर्ट।',
  '/notifications': 'आपकी हाल की सूचनाएँ।',
  '/bills': 'आपके बिल और पेमेंट।',
  '/referrals': 'दोस्तों को बुलाएँ और अपने रेफ़रल देखें।',
  '/help': 'आम सवालों के जवाब, और अपना सवाल पूछने की जगह।',
  '/admin/queries': 'गाड़ी मालिकों के भेजे हुए मदद के सवाल।',
};

export default hindi;
