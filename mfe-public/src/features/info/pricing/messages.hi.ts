import type { Translation } from '@qr/runtime/i18n';
import type { PricingTexts } from './messages';

const hindi: Translation<PricingTexts> = {
  title: 'कीमत',
  art: 'प्राइस टैग: मुफ़्त',
  badge: 'अर्ली एक्सेस',
  note: 'अर्ली एक्सेस के दौरान बिल्कुल मुफ़्त। कोई कार्ड नहीं चाहिए।',
  unlimitedAlerts: 'जितने चाहें उतने WhatsApp अलर्ट',
  maskedCalls: 'स्कैन करने वालों से छिपे नंबर पर कॉल',
  everyVehicle: 'अपनी हर गाड़ी रजिस्टर करें',
  support: '24/7 सपोर्ट',
  contactUs: 'हमसे संपर्क करें',
};

export default hindi;
