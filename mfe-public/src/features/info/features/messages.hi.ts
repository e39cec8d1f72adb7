import type { Translation } from '@qr/runtime/i18n';
import type { FeaturesTexts } from './messages';

const hindi: Translation<FeaturesTexts> = {
  title: 'फ़ीचर',
  art: 'QR स्टिकर',
  lead: 'गाड़ी के बारे में लोग आप तक पहुँच सकें, इसके लिए ज़रूरी सब कुछ। और आपका नंबर गुप्त ही रहता है।',
  stickerTitle: 'हर गाड़ी का अपना स्टिकर',
  stickerText: 'हर गाड़ी का अलग QR स्टिकर उसे उसके मालिक से जोड़ता है।',
  alertsTitle: 'WhatsApp पर तुरंत अलर्ट',
  alertsText: 'कोई परेशानी बताए, उसी पल मालिक को WhatsApp पर संदेश मिल जाता है।',
  callsTitle: 'छिपे नंबर से कॉल',
  callsText: 'स्कैन करने वाला मालिक को कॉल कर सकता है, पर कोई भी दूसरे का नंबर नहीं देख पाता।',
  emergencyTitle: 'इमरजेंसी वाली वजहें',
  emergencyText: 'दुर्घटना हो या गाड़ी में बच्चा छूट गया हो, तो अलर्ट इमरजेंसी माना जाता है।',
  verificationTitle: 'इंसान होने की जाँच',
  verificationText: 'हर रिक्वेस्ट को बॉट वाली जाँच पास करनी होती है, और हर बातचीत का रिकॉर्ड रहता है।',
  pauseTitle: 'जब चाहें रोकें',
  pauseText: 'छुट्टी पर जा रहे हैं? अपने डैशबोर्ड से 24 घंटे के लिए अलर्ट रोक दें।',
};

export default hindi;
