// The landing page's hero as the document's first screen shows it (index.html, written by the web server):
// its eyebrow and headline in both languages, the same words as mfe-public's landing page
// (features/landing/messages.ts and messages.hi.ts); the e2e spec first-screen.spec.ts checks they match.
// With them the visitor on a weak link reads what the site is about before any script has run, and the
// headline the app draws a second later is the same size in the same place, so the page's largest paint is
// the first one. Plain data: the web server's maps read it in Node (share-texts.ts).
import type { Language } from 'shared-ui/i18n/start-up';

export interface HeroText {
  eyebrow: string;
  headline: string;
}

export const LANDING_HERO: Readonly<Record<Language, HeroText>> = {
  en: {
    eyebrow: 'Smart QR stickers for vehicles',
    headline: 'Let anyone reach you about your vehicle, without sharing your number',
  },
  hi: {
    eyebrow: 'गाड़ियों के लिए स्मार्ट QR स्टिकर',
    headline: 'नंबर दिए बिना, आपकी गाड़ी के बारे में कोई भी आपसे संपर्क कर सके',
  },
};
