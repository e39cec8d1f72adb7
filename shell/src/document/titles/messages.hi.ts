import type { Translation } from '@qr/runtime/i18n';
import type { RouteTitleTexts } from './messages';

/** The route table's titles in Hindi, keyed by route path; the brand name stays as it is. */
const hindi: Translation<RouteTitleTexts> = {
  '/': 'QR Vehicle Contact',
  '/r/:referralCode': 'रेफ़रल से जुड़ें',
  '/:uid': 'गाड़ी के मालिक से संपर्क करें',
  '/vehicle-registration/:uid': 'अपनी गाड़ी रजिस्टर करें',
  '/terms': 'सेवा की शर्तें',
  '/privacy': 'प्राइवेसी पॉलिसी',
  '/features': 'फ़ीचर',
  '/pricing': 'कीमत',
  '/contact': 'हमसे संपर्क करें',
  '/howtouse': 'कैसे इस्तेमाल करें',
  '/admin': 'होम',
  '/vehicle-info': 'मेरी गाड़ियाँ',
  '/vehicle-details/:vehicleId': 'गाड़ी की जानकारी',
  '/vehicle-details/:vehicleId/all-activities': 'सारी गतिविधि',
  '/notifications': 'सूचनाएँ',
  '/bills': 'बिल',
  '/referrals': 'रेफ़रल',
  '/help': 'मदद',
  '/admin/queries': 'मदद के सवाल',
};

export default hindi;
