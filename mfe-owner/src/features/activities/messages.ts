import { defineMessages } from '@qr/runtime/i18n';

/** The All Activities page (each row's reason and channel are in features/shared/activity-list). */
const en = {
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
