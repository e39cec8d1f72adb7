import { defineMessages } from '@qr/runtime/i18n';

/** The owner portal home: greeting, tiles, overview, help and the account menu; the session card. */
const en = {
  loadingAccount: 'Loading your account',
  userInfoFailed: 'Failed to fetch user info',
  welcome: 'Welcome Back',
  accountPhone: 'Account phone ',
  verified: 'Verified',
  openMenu: 'Open menu',
  portalNav: 'Owner portal',
  vehiclesTitle: 'Vehicles',
  vehiclesCaption: 'Stickers, contacts and pausing',
  notificationsTitle: 'Notifications',
  notificationsCaption: 'Latest alerts and calls',
  billsTitle: 'Bills',
  billsCaption: 'Free during early access',
  queriesTitle: 'Queries',
  queriesCaption: 'Support queries from users',
  quickOverview: 'Quick Overview',
  statVehicles: 'Vehicles',
  statAlerts: 'Alerts',
  firstVehicle: 'Add your first vehicle: scan the QR sticker on it with your phone camera.',
  addVehicleHowTo: 'How to add a vehicle',
  helpSupport: 'Help & Support',
  helpCenter: 'Help Center',
  helpCaption: 'FAQs and a direct line to our team',
  menu: 'Menu',
  referrals: 'Referrals',
  logout: 'Logout',
};

export type HomeTexts = typeof en;
export const homeMessages = defineMessages(en, () => import('./messages.hi'));
