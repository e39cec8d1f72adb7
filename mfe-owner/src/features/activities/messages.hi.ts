import type { Translation } from '@qr/runtime/i18n';
import type { ActivitiesTexts } from './messages';

const hindi: Translation<ActivitiesTexts> = {
  pageTitle: 'सारी गतिविधि',
  listLabel: 'सारी गतिविधि',
  oneActivity: '{count} गतिविधि',
  manyActivities: '{count} गतिविधियाँ',
  loading: 'गतिविधि खुल रही है',
  noActivity: 'अभी कोई गतिविधि नहीं',
  noActivityText: 'इस गाड़ी के अलर्ट और कॉल की रिक्वेस्ट यहाँ दिखेंगी।',
};

export default hindi;
