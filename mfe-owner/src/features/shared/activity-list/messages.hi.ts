import type { Translation } from '@qr/runtime/i18n';
import type { InformTexts } from './messages';

const hindi: Translation<InformTexts> = {
  WRONG_PARKING: 'गलत पार्किंग',
  DOOR_UNLOCKED: 'दरवाज़ा खुला है',
  LIGHTS_ON: 'लाइट जल रही है',
  ACCIDENT: 'दुर्घटना',
  BABY_INSIDE: 'अंदर बच्चा है',
  callRequest: 'कॉल की रिक्वेस्ट',
  call: 'कॉल',
  message: 'संदेश',
  emergency: 'इमरजेंसी',
};

export default hindi;
