import type { Translation } from '@qr/runtime/i18n';
import type { HelpTexts } from './messages';

const hindi: Translation<HelpTexts> = {
  pageTitle: 'मदद केंद्र',
  faqTitle: 'अक्सर पूछे जाने वाले सवाल',
  faqRegisterTitle: 'गाड़ी रजिस्टर कैसे करें?',
  faqRegisterText:
    'फ़ोन के कैमरे से QR स्टिकर स्कैन करें। गाड़ी का नंबर डालें, निजी या कमर्शियल चुनें, अपना WhatsApp नंबर और एक इमरजेंसी नंबर जोड़ें, फिर WhatsApp पर आए OTP से अपना नंबर पक्का करें। हर गाड़ी का अपना अलग स्टिकर होता है।',
  faqNotificationsTitle: 'सूचनाएँ कैसे आती हैं?',
  faqNotificationsText:
    'कोई आपका स्टिकर स्कैन करके आपको अलर्ट भेज सकता है, जैसे गलत पार्किंग या लाइट जल रही है। यह तुरंत WhatsApp पर आपके पास पहुँचता है। वह आपको कॉल भी कर सकता है: कॉल छिपे नंबर से जाती है, इसलिए उसे आपका नंबर कभी नहीं दिखता।',
  faqSecurityTitle: 'क्या मेरा नंबर सुरक्षित है?',
  faqSecurityText:
    'हाँ। आपका फ़ोन नंबर गुप्त रहता है: स्कैन करने वाले को सिर्फ़ छिपा हुआ नंबर दिखता है, और हर बातचीत का रिकॉर्ड रहता है। हम आपका डेटा कैसे सुरक्षित रखते हैं, यह जानने के लिए हमारी',
  faqSecurityLink: 'प्राइवेसी पॉलिसी',
  faqSecurityAfter: 'पढ़ें।',
  faqUpdateTitle: 'अपना संपर्क नंबर कैसे बदलें?',
  faqUpdateText:
    'गाड़ी की जानकारी खोलें, अपनी गाड़ी चुनें और नंबर बदलें पर दबाएँ। नया नंबर डालें, फिर हमारे भेजे 4 अंकों के OTP से उसे पक्का करें।',
  otherQueries: 'कोई और सवाल',
  queryLabel: 'जवाब नहीं मिला? हमें बताइए आपको क्या चाहिए, हमारी टीम आपसे संपर्क करेगी।',
  queryPlaceholder: 'अपना सवाल यहाँ लिखें',
  sending: 'भेज रहे हैं...',
  dropQuery: 'सवाल भेजें',
  queryFailed: 'सवाल नहीं भेजा जा सका',
  queryFailedTryAgain: 'सवाल नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  querySubmitted: 'आपका सवाल भेज दिया गया!',
};

export default hindi;
