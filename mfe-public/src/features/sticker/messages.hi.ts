import type { Translation } from '@qr/runtime/i18n';
import type { StickerTexts } from './messages';

const hindi: Translation<StickerTexts> = {
  checkingTitle: 'स्टिकर की जाँच हो रही है',
  checkingText: 'यह स्टिकर किस गाड़ी का है, देख रहे हैं।',
  notFoundTitle: 'यह स्टिकर नहीं मिला',
  notFoundText:
    'यह QR कोड QR Vehicle Contact का रजिस्टर किया हुआ स्टिकर नहीं है। गाड़ी पर लगा स्टिकर फिर से स्कैन करें और पूरा कोड कैमरे में रखें; अगर यही पेज फिर आए, तो इस कोड से मालिक तक नहीं पहुँचा जा सकता।',
  failedTitle: 'स्टिकर की जाँच नहीं हो पाई',
  failedText: 'अपना इंटरनेट देखें और फिर से कोशिश करें।',
  goHome: 'होम पेज पर जाएँ',
};

export default hindi;
