import { defineMessages } from '@qr/runtime/i18n';

/** The vehicle list: cards, badges and their explanations, the empty state, resuming from the badge. */
const en = {
  pageTitle: 'My Vehicles',
  loading: 'Loading your vehicles',
  listFailed: 'Failed to fetch vehicle info',
  listLabel: 'Your vehicles',
  temporaryNumberPrefix: 'Temporary number · ',
  servicePaused: 'Service paused',
  serviceActive: 'Service active',
  whatsapp: 'WhatsApp',
  uidBadge: 'UID {uid}',
  paused: 'Paused',
  typeTitle: '{type} vehicle',
  commercialText: 'This vehicle is registered for commercial use, such as a taxi, delivery or fleet vehicle.',
  personalText: 'This vehicle is registered for personal use by you and your family.',
  whatsappTitle: 'WhatsApp alerts',
  whatsappText: 'Alerts about this vehicle are sent instantly to your contact number on WhatsApp.',
  uidTitle: 'Sticker UID',
  uidText:
    '{uid} is the unique id of the QR sticker on this vehicle. Scanning the sticker lets people reach you without seeing your number.',
  pausedTitle: 'Service paused',
  pausedText:
    'Alerts and calls for this vehicle are paused for 24 hours. Resume the service to be reachable again now.',
  keepPaused: 'Keep Paused',
  resumeService: 'Resume Service',
  gotIt: 'Got it',
  emptyTitle: 'No vehicles yet',
  emptyLead: 'Add your first vehicle in three steps:',
  emptyStep1: 'Get a QR sticker for your vehicle.',
  emptyStep2: 'Scan the sticker with your phone camera.',
  emptyStep3: 'Register your vehicle number and contacts, then verify with the OTP sent on WhatsApp.',
  addVehicleHowTo: 'How to add a vehicle',
  resumed: 'Vehicle service resumed successfully',
  resumeServiceFailed: 'Failed to resume vehicle service',
};

export type VehiclesTexts = typeof en;
export const vehiclesMessages = defineMessages(en, () => import('./messages.hi'));
