import type { Translation } from 'shared-ui';
import type { RegistrationTexts } from './messages';

const hindi: Translation<RegistrationTexts> = {
  pageTitle: 'गाड़ी का रजिस्ट्रेशन',
  stepDetails: 'गाड़ी की जानकारी',
  stepVerification: 'नंबर की जाँच',
  progress: 'रजिस्ट्रेशन कहाँ तक हुआ',
  sticker: 'स्टिकर {uid}',
  vehicleNumber: 'गाड़ी का नंबर',
  vehicleNumberPlaceholder: 'जैसे DL01AB1234',
  vehicleNumberHint: 'नंबर प्लेट पर जैसा लिखा है, सिर्फ़ अक्षर और अंक।',
  temporary: 'यह अस्थायी रजिस्ट्रेशन नंबर है',
  vehicleType: 'गाड़ी का प्रकार',
  PERSONAL: 'निजी',
  COMMERCIAL: 'कमर्शियल',
  primaryLabel: 'मुख्य नंबर (WhatsApp)',
  primaryHint: 'अलर्ट और OTP इसी WhatsApp नंबर पर आएँगे।',
  emergencyLabel: 'इमरजेंसी नंबर',
  emergencyHint: 'आपसे बात न हो पाए तो हम इस नंबर पर संपर्क करेंगे।',
  continue: 'आगे बढ़ें',
  codeSentTo: '{number} पर WhatsApp से भेजा गया 4 अंकों का कोड डालें',
  codeLabel: 'जाँच का कोड',
  verifyRegister: 'जाँचें और रजिस्टर करें',
  noCode: 'कोड नहीं मिला?',
  resendOtp: 'OTP फिर से भेजें',
  editDetails: 'गाड़ी की जानकारी बदलें',
  codeResent: 'WhatsApp पर नया कोड भेज दिया गया है।',
  invalidMobile: 'कृपया सही भारतीय मोबाइल नंबर डालें',
  sameContacts: 'इमरजेंसी नंबर मुख्य नंबर से अलग होना चाहिए',
  invalidContact: 'कृपया सही नंबर डालें',
  challengeRequired: 'कृपया पहले जाँच पूरी करें',
  vehicleNumberRequired: 'कृपया गाड़ी का नंबर डालें',
};

export default hindi;
