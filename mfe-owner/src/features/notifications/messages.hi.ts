import type { Translation } from '@qr/runtime/i18n';
import type { NotificationsTexts } from './messages';

const hindi: Translation<NotificationsTexts> = {
  pageTitle: 'सूचनाएँ',
  loading: 'सूचनाएँ खुल रही हैं',
  failed: 'सूचनाएँ नहीं मिल पाईं',
  serverError: 'कुछ गड़बड़ हो गई',
  badFormat: 'सर्वर से गलत जवाब आया',
  noVehicles: 'कोई गाड़ी नहीं मिली',
  noVehiclesText: 'अलर्ट पाने के लिए QR स्टिकर से अपनी गाड़ी रजिस्टर करें।',
  addVehicleHowTo: 'गाड़ी कैसे जोड़ें',
  caption: 'आपकी सभी गाड़ियों के 10 सबसे नए अलर्ट और कॉल की रिक्वेस्ट।',
  listLabel: 'सूचनाएँ',
  empty: 'अभी कोई सूचना नहीं',
  emptyText: 'आपकी गाड़ियों के अलर्ट और कॉल की रिक्वेस्ट यहाँ दिखेंगी।',
};

export default hindi;
