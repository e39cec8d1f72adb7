import type { Translation } from '@qr/runtime/i18n';
import type { ScannerTexts } from './messages';

const hindi: Translation<ScannerTexts> = {
  uidStatusFailed: 'गाड़ी की स्थिति जाँची नहीं जा सकी',
  uidStatusNotice: 'गाड़ी की स्थिति नहीं मिल पाई',
  uidInformationNotice: 'गाड़ी की जानकारी नहीं मिल पाई',
  requestFailed: 'सर्वर से जवाब नहीं मिला (कोड {status})',
  messageSent: 'संदेश भेज दिया गया!',
  callSent: 'कॉल की रिक्वेस्ट भेज दी गई!',
  messageFailed: 'संदेश नहीं भेजा जा सका',
  messageError: 'संदेश भेजते समय कोई गड़बड़ी हो गई',
  callFailed: 'कॉल नहीं लग पाई',
  callError: 'कॉल लगाते समय कोई गड़बड़ी हो गई',
};

export default hindi;
