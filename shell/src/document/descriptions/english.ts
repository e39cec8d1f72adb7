/**
 * The content of <meta name="description"> for each route of the route table (keyed by its path). Kept out
 * of the route table, which the shell's entry carries on every first load, because it is needed only after
 * a navigation or in Hindi (index.html has the site's English description for the first load): see
 * after-navigation.tsx. Plain data, without imports: the web server's share tags read it too (share-texts.ts).
 */
export const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': 'Put a QR sticker on your vehicle: anyone who scans it can reach you without seeing your number.',
  '/r/:referralCode': 'You were invited to QR Vehicle Contact: stickers that let anyone reach you about your vehicle.',
  '/:uid': 'Call the owner of this vehicle through a masked number or send them an alert.',
  '/vehicle-registration/:uid': 'Register this QR sticker to your vehicle and WhatsApp number.',
  '/terms': 'The terms of using QR Vehicle Contact.',
  '/privacy': "How QR Vehicle Contact handles your number and your vehicle's data.",
  '/features': 'Masked calls, instant alerts and a pause switch: what QR Vehicle Contact does.',
  '/pricing': 'What QR Vehicle Contact stickers and plans cost.',
  '/contact': 'Reach the QR Vehicle Contact team.',
  '/howtouse': 'Stick, register and get reached: how QR Vehicle Contact works.',
  '/admin': 'Your vehicles, activity and account.',
  '/vehicle-info': 'The vehicles registered to your number.',
  '/vehicle-details/:vehicleId': 'Contacts, service status and recent activity of your vehicle.',
  '/vehicle-details/:vehicleId/all-activities': 'Every call and alert about your vehicle.',
  '/notifications': 'Your recent notifications.',
  '/bills': 'Your bills and payments.',
  '/referrals': 'Invite friends and track your referrals.',
  '/help': 'Answers to common questions, and a way to ask yours.',
  '/admin/queries': 'Help queries sent by owners.',
};
