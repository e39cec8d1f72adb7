import { defineMessages } from '@qr/runtime/i18n';

/** Alerts and call requests: their reasons and channels, and the All Activities page. */
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
  pageTitle: 'All Activities',
  listLabel: 'All activities',
  oneActivity: '{count} activity',
  manyActivities: '{count} activities',
  loading: 'Loading activities',
  noActivity: 'No activity yet',
  noActivityText: 'Alerts and call requests for this vehicle will appear here.',
};

export type ActivitiesTexts = typeof en;
export const activitiesMessages = defineMessages(en, () => import('./messages.hi'));
