/**
 * One word per idea (docs/i18n.md "Glossary"): the Hindi chosen for each product term, with the variants a
 * catalog must not use, and the words a Hindi page keeps in Latin script. The glossary test scans every
 * Hindi file against it; the Hindi walk (e2e) allows the words kept in English.
 */
export interface GlossaryTerm {
  /** The English idea. */
  english: string;
  /** The Hindi every catalog uses for it. */
  hindi: string;
  /** Words or phrases a catalog must not use for it. */
  rejected: readonly string[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  { english: 'accident', hindi: 'दुर्घटना', rejected: ['एक्सीडेंट'] },
  { english: 'message', hindi: 'संदेश', rejected: ['मैसेज'] },
  { english: 'vehicle', hindi: 'गाड़ी', rejected: ['वाहन', 'गाडी'] },
  { english: 'owner', hindi: 'मालिक', rejected: ['ओनर'] },
  { english: 'notification', hindi: 'सूचना', rejected: ['नोटिफिकेशन', 'नोटिफ़िकेशन'] },
  { english: 'emergency', hindi: 'इमरजेंसी', rejected: ['आपातकाल', 'आपात स्थिति'] },
  {
    english: 'service (of a vehicle: pause, resume)',
    hindi: 'सर्विस',
    rejected: ['सेवा रोक', 'सेवा चालू', 'सेवा की स्थिति'],
  },
  { english: 'terms of service', hindi: 'सेवा की शर्तें', rejected: ['सर्विस की शर्तें'] },
  { english: 'step', hindi: 'कदम', rejected: ['स्टेप'] },
  { english: 'support (help)', hindi: 'मदद', rejected: ['सपोर्ट सवाल', 'सहायता'] },
  { english: 'referral', hindi: 'रेफ़रल', rejected: ['रेफरल'] },
  { english: 'phone', hindi: 'फ़ोन', rejected: ['फोन'] },
  { english: 'log in', hindi: 'लॉग इन', rejected: ['लॉगिन', 'लॉग-इन'] },
  { english: 'one-time password', hindi: 'OTP', rejected: ['ओटीपी'] },
  { english: 'sticker', hindi: 'स्टिकर', rejected: ['स्टीकर'] },
  { english: 'UID (a sticker id)', hindi: 'आईडी', rejected: ['UID'] },
  { english: 'QR contact (the service)', hindi: 'QR से संपर्क', rejected: ['QR contact'] },
];

/** Words a Hindi page keeps in Latin script: the brand and the loan words people type in Latin. */
export const KEPT_IN_ENGLISH: readonly string[] = ['QR', 'Vehicle', 'Contact', 'WhatsApp', 'OTP', 'SMS'];
