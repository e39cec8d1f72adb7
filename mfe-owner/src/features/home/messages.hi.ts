import type { Translation } from '@qr/runtime/i18n';
import type { HomeTexts } from './messages';

const hindi: Translation<HomeTexts> = {
  loadingAccount: 'आपका अकाउंट खुल रहा है',
  userInfoFailed: 'आपके अकाउंट की जानकारी नहीं मिल पाई',
  welcome: 'आपका स्वागत है',
  accountPhone: 'अकाउंट का फ़ोन ',
  verified: 'वेरिफ़ाइड',
  openMenu: 'मेन्यू खोलें',
  portalNav: 'मालिक पोर्टल',
  vehiclesTitle: 'गाड़ियाँ',
  vehiclesCaption: 'स्टिकर, नंबर और सर्विस रोकना',
  notificationsTitle: 'सूचनाएँ',
  notificationsCaption: 'नए अलर्ट और कॉल',
  billsTitle: 'बिल',
  billsCaption: 'अर्ली एक्सेस में मुफ़्त',
  queriesTitle: 'सवाल',
  queriesCaption: 'लोगों के मदद के सवाल',
  quickOverview: 'एक नज़र में',
  statVehicles: 'गाड़ियाँ',
  statAlerts: 'अलर्ट',
  firstVehicle: 'अपनी पहली गाड़ी जोड़ें: उस पर लगा QR स्टिकर फ़ोन के कैमरे से स्कैन करें।',
  addVehicleHowTo: 'गाड़ी कैसे जोड़ें',
  helpSupport: 'मदद और सपोर्ट',
  helpCenter: 'मदद केंद्र',
  helpCaption: 'आम सवाल और हमारी टीम से सीधी बात',
  menu: 'मेन्यू',
  referrals: 'रेफ़रल',
  logout: 'लॉग आउट',
};

export default hindi;
