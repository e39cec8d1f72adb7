import type { Translation } from '@qr/runtime/i18n';
import type { BillsTexts } from './messages';

const hindi: Translation<BillsTexts> = {
  pageTitle: 'बिल',
  earlyAccess: 'अर्ली एक्सेस',
  perMonth: '/ महीना',
  lead: 'अर्ली एक्सेस में QR से संपर्क की सुविधा हर गाड़ी के लिए मुफ़्त है।',
  featureAlerts: 'जितने चाहें अलर्ट और छिपे नंबर से कॉल',
  featureWhatsapp: 'WhatsApp पर तुरंत सूचना',
  featurePause: 'जब चाहें रोकें, जब चाहें चालू करें',
  amountDue: 'बकाया रकम',
  swipeToPay: 'भुगतान के लिए खिसकाएँ',
  swipeToCheckDues: 'बकाया देखने के लिए खिसकाएँ',
  noPaymentsDue: 'कोई भुगतान बाकी नहीं है',
};

export default hindi;
