import { defineMessages } from '@qr/runtime/i18n';

/** One alert or call request of a list: its reason, channel and emergency flag. */
const en = {
  WRONG_PARKING: 'Wrong Parking',
  DOOR_UNLOCKED: 'Door Unlocked',
  LIGHTS_ON: 'Lights On',
  ACCIDENT: 'Accident',
  BABY_INSIDE: 'Baby Inside',
  callRequest: 'Call request',
  call: 'Call',
  message: 'Message',
  emergency: 'Emergency',
};

export type InformTexts = typeof en;
export const informMessages = defineMessages(en, () => import('./messages.hi'));
