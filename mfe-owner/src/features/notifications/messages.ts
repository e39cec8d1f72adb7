import { defineMessages } from '@qr/runtime/i18n';

/** The 10 most recent alerts across the owner's vehicles. */
const en = {
  pageTitle: 'Notifications',
  loading: 'Loading notifications',
  failed: 'Failed to fetch notifications',
  serverError: 'Something went wrong',
  badFormat: 'Invalid response format',
  noVehicles: 'No vehicles found',
  noVehiclesText: 'Register a vehicle with a QR sticker to start receiving alerts.',
  addVehicleHowTo: 'How to add a vehicle',
  caption: 'The 10 most recent alerts and call requests across your vehicles.',
  listLabel: 'Notifications',
  empty: 'No notifications yet',
  emptyText: 'Alerts and call requests about your vehicles will appear here.',
};

export type NotificationsTexts = typeof en;
export const notificationsMessages = defineMessages(en, () => import('./messages.hi'));
