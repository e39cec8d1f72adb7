import type { Translation } from '@qr/runtime/i18n';
import type { ActivitiesTexts } from './messages';

const hindi: Translation<ActivitiesTexts> = {
  WRONG_PARKING: 'गलत पार्किंग',
  DOOR_UNLOCKED: 'दरवाज़ा खुला है',
  LIGHTS_ON: 'लाइट जल रही है',
  ACCIDENT: 'दुर्घटना',
  BABY_INSIDE: 'अंदर बच्चा है',
  callRequest: 'कॉल की रिक्वेस्ट',
  call: 'कॉल',
  message: 'संदेश',
  emergency: 'इमरजेंसी',
  pageTitle: 'सारी गतिविधि',
  listLabel: 'सारी गतिविधि',
  oneActivity: '{count} गतिविधि',
  manyActivities: '{count} गतिविधियाँ',
  loading: 'गतिविधि खुल रही है',
  noActivity: 'अभी कोई गतिविधि नहीं',
  noActivityText: 'इस गाड़ी के अलर्ट और कॉल की रिक्वेस्ट यहाँ दिखेंगी।',
};

export default hindi;
