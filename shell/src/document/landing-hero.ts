// The landing page's hero as the document's first screen shows it (index.html, written by the web server):
// its eyebrow, headline and lead in both languages, the same words as mfe-public's landing page
// (features/landing/messages.ts and messages.hi.ts); the e2e spec first-screen.spec.ts checks they match.
// With them the visitor on a weak link reads what the site is about before any script has run, and the
// hero the app draws a second later is the same size in the same place, so the page's largest paint is the
// first one (Lighthouse took the lead as the largest at its 412 px viewport, the headline at 390 px). Plain data: the web server's maps read it in Node (share-texts.ts).
import type { Language } from '@qr/runtime/i18n/start-up';

export interface HeroText {
  eyebrow: string;
  headline: string;
  lead: string;
}

export const LANDING_HERO: Readonly<Record<Language, HeroText>> = {
  en: {
    eyebrow: 'Smart QR stickers for vehicles',
    headline: 'Let anyone reach you about your vehicle, without sharing your number',
    lead: 'Put a QR sticker on your vehicle. Anyone who scans it can call you through a masked number or send an instant WhatsApp alert about wrong parking, an unlocked door, an accident or a child inside.',
  },
  hi: {
    eyebrow: 'गाड़ियों के लिए स्मार्ट QR स्टिकर',
    headline: 'नंबर दिए बिना, आपकी गाड़ी के बारे में कोई भी आपसे संपर्क कर सके',
    lead: 'अपनी गाड़ी पर QR स्टिकर लगाएँ। जो भी इसे स्कैन करेगा, वह छिपे हुए नंबर से आपको कॉल कर सकता है या WhatsApp पर तुरंत अलर्ट भेज सकता है — जैसे गलत पार्किंग, खुला दरवाज़ा, दुर्घटना या गाड़ी में बच्चा।',
  },
};
