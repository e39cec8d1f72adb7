import type { Translation } from '@qr/runtime/i18n';
import type { StatusTexts } from './messages';

const hindi: Translation<StatusTexts> = {
  accessDeniedTitle: 'सिर्फ़ एडमिन के लिए',
  accessDenied: 'यह पेज आप नहीं खोल सकते। इसके लिए एडमिन होना ज़रूरी है।',
  accessDeniedHelp: 'यह पेज सेवा चलाने वालों के लिए है। आपकी गाड़ियाँ और अलर्ट आपके डैशबोर्ड पर हैं।',
  backToDashboard: 'अपने डैशबोर्ड पर जाएँ',
  userInfoFailed: 'आपके अकाउंट की जानकारी नहीं मिल पाई',
  unavailableHelp: 'अपना इंटरनेट कनेक्शन देखें, फिर से कोशिश करें।',
  updatingHelp: 'साइट का यह हिस्सा अभी अपडेट हो रहा है। कुछ मिनट बाद फिर से कोशिश करें।',
  configTitle: 'इस साइट की सेटिंग में गड़बड़ी है',
  configIntro: 'साइट की सेटिंग (runtime configuration) इस्तेमाल नहीं हो सकी, इसलिए साइट शुरू नहीं हो सकती।',
  configProblem: 'समस्या:',
  configFix:
    'अगर यह साइट आप चलाते हैं, तो index.html के पास वाली runtime-config.json ठीक करें; दोबारा build करने की ज़रूरत नहीं है।',
};

export default hindi;
