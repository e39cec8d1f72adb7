import type { Translation } from '@qr/runtime/i18n';
import type { ReferralsTexts } from './messages';

const hindi: Translation<ReferralsTexts> = {
  pageTitle: 'रेफ़रल',
  loading: 'रेफ़रल की जानकारी खुल रही है...',
  failed: 'रेफ़रल की जानकारी नहीं मिल पाई',
  noReferrals: 'अभी कोई रेफ़रल नहीं',
  totalReferrals: 'कुल रेफ़रल',
  lastReferral: 'आख़िरी रेफ़रल',
  linkTitle: 'आपका रेफ़रल लिंक',
  linkText: 'कोई दोस्त आपके लिंक से लॉग इन करे, तो रेफ़र करने वाले की जगह आपका नंबर अपने आप भर जाता है।',
  copy: 'कॉपी करें',
  share: 'शेयर करें',
  linkCopied: 'रेफ़रल लिंक कॉपी हो गया',
  linkCopyFailed: 'लिंक कॉपी नहीं हो पाया',
  shareTitle: 'QR vehicle contact',
  shareText: 'QR vehicle contact पर मेरे साथ जुड़ें',
};

export default hindi;
