import { defineMessages } from '@qr/runtime/i18n';

/** The marketing landing page (docs/product.md §1 and 2): hero, figures, the three steps, contact, footer. */
const en = {
  login: 'Login',
  eyebrow: 'Smart QR stickers for vehicles',
  title: 'Let anyone reach you about your vehicle, without sharing your number',
  lead: 'Put a QR sticker on your vehicle. Anyone who scans it can call you through a masked number or send an instant WhatsApp alert about wrong parking, an unlocked door, an accident or a child inside.',
  getStarted: 'Get Started',
  howToUse: 'How to Use',
  heroArt: 'A car with a QR sticker and a phone receiving an alert',
  statistics: 'Statistics',
  statUsers: 'Active Users',
  statMessages: 'Messages Delivered',
  statUptime: 'Uptime',
  statSupport: 'Support',
  // The figures as Intl writes them in en-IN (landing-content.test.ts checks).
  statUsersFigure: '10K+',
  statMessagesFigure: '50K+',
  statUptimeFigure: '99.9%',
  statSupportFigure: '24/7',
  howTitle: 'How it works',
  step: 'Step {number}',
  step1Title: 'Register your vehicle',
  step1Text: 'Scan your sticker, enter the vehicle number and your WhatsApp number, and get a unique QR code.',
  step2Title: 'Display the QR code',
  step2Text: 'Stick it on the windscreen or a window where passers-by can scan it easily.',
  step3Title: 'Receive notifications',
  step3Text: 'When someone scans it, you get an instant WhatsApp alert or a masked call. Your number stays private.',
  ctaTitle: 'Questions before you start?',
  ctaText: 'Our support team is available 24/7 and free during early access.',
  contactUs: 'Contact Us',
  footer: 'Footer',
  home: 'Home',
  features: 'Features',
  pricing: 'Pricing',
  contact: 'Contact',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  copyright: '© {year} QR Vehicle Contact. Made in Haryana, India.',
};

export type LandingTexts = typeof en;
export const landingMessages = defineMessages(en, () => import('./messages.hi'));
