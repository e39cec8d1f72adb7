import type { Translation } from '@qr/runtime/i18n';
import type { VehiclesTexts } from './messages';

const hindi: Translation<VehiclesTexts> = {
  pageTitle: 'मेरी गाड़ियाँ',
  loading: 'आपकी गाड़ियाँ खुल रही हैं',
  listFailed: 'गाड़ियों की जानकारी नहीं मिल पाई',
  listLabel: 'आपकी गाड़ियाँ',
  temporaryNumberPrefix: 'अस्थायी नंबर · ',
  servicePaused: 'सर्विस रुकी है',
  serviceActive: 'सर्विस चालू है',
  whatsapp: 'WhatsApp',
  uidBadge: 'आईडी {uid}',
  paused: 'रुकी है',
  typeTitle: '{type} गाड़ी',
  commercialText: 'यह गाड़ी कमर्शियल काम के लिए रजिस्टर है, जैसे टैक्सी, डिलीवरी या फ़्लीट की गाड़ी।',
  personalText: 'यह गाड़ी आपके और आपके परिवार के निजी इस्तेमाल के लिए रजिस्टर है।',
  whatsappTitle: 'WhatsApp अलर्ट',
  whatsappText: 'इस गाड़ी के अलर्ट तुरंत WhatsApp पर आपके नंबर पर भेजे जाते हैं।',
  uidTitle: 'स्टिकर आईडी',
  uidText: '{uid} इस गाड़ी पर लगे QR स्टिकर की अपनी पहचान है। स्टिकर स्कैन करके लोग आप तक पहुँच सकते हैं, आपका नंबर देखे बिना।',
  pausedTitle: 'सर्विस रुकी है',
  pausedText: 'इस गाड़ी के अलर्ट और कॉल 24 घंटे के लिए रुके हैं। लोग अभी से आप तक पहुँच सकें, इसके लिए सर्विस फिर से चालू करें।',
  keepPaused: 'रुकी रहने दें',
  resumeService: 'सर्विस चालू करें',
  gotIt: 'ठीक है',
  emptyTitle: 'अभी कोई गाड़ी नहीं',
  emptyLead: 'तीन आसान कदमों में अपनी पहली गाड़ी जोड़ें:',
  emptyStep1: 'अपनी गाड़ी के लिए QR स्टिकर लें।',
  emptyStep2: 'फ़ोन के कैमरे से स्टिकर स्कैन करें।',
  emptyStep3: 'गाड़ी का नंबर और संपर्क नंबर डालें, फिर WhatsApp पर आए OTP से पुष्टि करें।',
  addVehicleHowTo: 'गाड़ी कैसे जोड़ें',
  resumed: 'गाड़ी की सर्विस फिर से चालू हो गई',
  resumeServiceFailed: 'गाड़ी की सर्विस चालू नहीं हो पाई',
};

export default hindi;
