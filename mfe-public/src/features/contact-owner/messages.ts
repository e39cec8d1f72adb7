import { defineMessages } from '@qr/runtime/i18n';

/** The scanner's Contact Vehicle Owner form: both tabs, the reasons, Incoming Call, offline, the checks. */
const en = {
  title: 'Contact Vehicle Owner',
  subtitle: 'Reach the owner of this vehicle without seeing their number.',
  tabsLabel: 'How to contact the owner',
  callOwner: 'Call Owner',
  sendMessage: 'Send Message',
  privacy: 'Your contact information stays private. All communications are logged for safety.',
  charsIntro: 'Enter the last 4 characters of the vehicle number',
  vehicleNumber: 'Vehicle number',
  prefilled: "Filled in from the vehicle's temporary number.",
  phoneLabel: 'Your mobile number',
  phoneHint: 'The owner calls you back through a masked number.',
  callTheOwner: 'Call the owner',
  sendingCall: 'Sending call request',
  autoCallLabel: 'Calling the owner automatically',
  autoCallValue: 'Calling shortly',
  autoCallCaption: 'Calling the owner… tap anywhere to cancel',
  tapToCall: 'Tap to call',
  reasonsLegend: 'What is the problem?',
  WRONG_PARKING: 'Wrong Parking',
  DOOR_UNLOCKED: 'Door Unlocked',
  ACCIDENT: 'Accident',
  BABY_INSIDE: 'Baby Inside',
  incomingTitle: 'Incoming Call',
  pickUp: 'Please pick up the call we are placing to {number}.',
  connecting: 'Call connecting...',
  connectedTo: 'You will be connected to the owner at {number}.',
  ok: 'OK',
  offlineTitle: 'You are offline.',
  offlineCall: 'Your number is kept — tap the call button again when you are back online.',
  offlineMessage: 'Your message is kept — tap Send Message again when you are back online.',
  vehicleCharsError: 'Please enter the last 4 digits of the vehicle number',
  callerPhoneError: 'Please enter a valid 10-digit phone number',
};

export type ContactOwnerTexts = typeof en;
export const contactOwnerMessages = defineMessages(en, () => import('./messages.hi'));
