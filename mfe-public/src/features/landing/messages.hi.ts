import type { Translation } from '@qr/runtime/i18n';
import type { LandingTexts } from './messages';

const hindi: Translation<LandingTexts> = {
  login: 'लॉग इन',
  eyebrow: 'गाड़ियों के लिए स्मार्ट QR स्टिकर',
  title: 'नंबर दिए बिना, आपकी गाड़ी के बारे में कोई भी आपसे संपर्क कर सके',
  lead: 'अपनी गाड़ी पर QR स्टिकर लगाएँ। जो भी इसे स्कैन करेगा, वह छिपे हुए नंबर से आपको कॉल कर सकता है या WhatsApp पर तुरंत अलर्ट भेज सकता है — जैसे गलत पार्किंग, खुला दरवाज़ा, दुर्घटना या गाड़ी में बच्चा।',
  getStarted: 'शुरू करें',
  howToUse: 'कैसे इस्तेमाल करें',
  heroArt: 'QR स्टिकर लगी कार और अलर्ट पाता हुआ फ़ोन',
  statistics: 'आँकड़े',
  statUsers: 'ऐक्टिव यूज़र',
  statMessages: 'संदेश पहुँचाए',
  statUptime: 'अपटाइम',
  statSupport: 'मदद',
  // The figures as Intl writes them in hi-IN, a no-break space before हज़ार (landing-content.test.ts checks).
  statUsersFigure: '10\u00a0हज़ार+',
  statMessagesFigure: '50\u00a0हज़ार+',
  statUptimeFigure: '99.9%',
  statSupportFigure: '24/7',
  howTitle: 'यह कैसे काम करता है',
  step: 'कदम {number}',
  step1Title: 'अपनी गाड़ी रजिस्टर करें',
  step1Text: 'अपना स्टिकर स्कैन करें, गाड़ी का नंबर और अपना WhatsApp नंबर डालें, और अपना अलग QR कोड पाएँ।',
  step2Title: 'QR कोड लगाएँ',
  step2Text: 'इसे सामने के शीशे या खिड़की पर ऐसी जगह चिपकाएँ जहाँ से आने-जाने वाले आसानी से स्कैन कर सकें।',
  step3Title: 'सूचना पाएँ',
  step3Text: 'कोई इसे स्कैन करे तो आपको WhatsApp पर तुरंत अलर्ट या छिपे नंबर से कॉल आती है। आपका नंबर गुप्त रहता है।',
  ctaTitle: 'शुरू करने से पहले कुछ पूछना है?',
  ctaText: 'हमारी सपोर्ट टीम 24/7 मौजूद है, और शुरुआती दौर में सेवा मुफ़्त है।',
  contactUs: 'हमसे संपर्क करें',
  footer: 'नीचे के लिंक',
  home: 'होम',
  features: 'फ़ीचर',
  pricing: 'कीमत',
  contact: 'संपर्क',
  terms: 'सेवा की शर्तें',
  privacy: 'प्राइवेसी पॉलिसी',
  copyright: '© {year} QR Vehicle Contact. हरियाणा, भारत में बना।',
};

export default hindi;
