import { defineMessages } from '@qr/runtime/i18n';

/** /features: the title, the lead and the six feature tiles. */
const en = {
  title: 'Features',
  art: 'QR sticker',
  lead: 'Everything you need to be reachable about your vehicle, while your number stays private.',
  stickerTitle: 'One sticker per vehicle',
  stickerText: 'A unique QR sticker links each vehicle to its owner.',
  alertsTitle: 'Instant WhatsApp alerts',
  alertsText: 'Owners get a WhatsApp message the moment someone reports a problem.',
  callsTitle: 'Masked calls',
  callsText: 'Scanners can call the owner without either side seeing the other number.',
  emergencyTitle: 'Emergency reasons',
  emergencyText: 'Accidents and a child left inside are flagged as emergencies.',
  verificationTitle: 'Human verification',
  verificationText: 'Every request passes a bot check, and all communications are logged.',
  pauseTitle: 'Pause anytime',
  pauseText: 'Going on holiday? Pause alerts for 24 hours from your dashboard.',
};

export type FeaturesTexts = typeof en;
export const featuresMessages = defineMessages(en, () => import('./messages.hi'));
