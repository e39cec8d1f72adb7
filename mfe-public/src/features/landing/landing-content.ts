import type { LandingTexts } from './messages';

/**
 * docs/product.md §1 marketing content: 10K+ active users, 50K+ messages, 99.9% uptime, 24/7 support.
 * Each figure is a catalog text, written as Intl writes it in that language (landing-content.test.ts checks):
 * the first Intl formatter a page builds loads the browser's locale data on the main thread, a long task in the
 * landing page's first render, so the page builds none (docs/decisions/0004-the-start-ups-main-thread.md).
 */
export const STATS = [
  { figure: 'statUsersFigure', label: 'statUsers' },
  { figure: 'statMessagesFigure', label: 'statMessages' },
  { figure: 'statUptimeFigure', label: 'statUptime' },
  { figure: 'statSupportFigure', label: 'statSupport' },
] as const satisfies readonly { figure: keyof LandingTexts; label: keyof LandingTexts }[];

/**
 * A step's number and the footer's year as both of the site's locales write them: Latin digits, no grouping
 * below 10,000 (what Intl writes in en-IN and hi-IN, landing-content.test.ts checks), without building a formatter.
 */
export const stepNumber = (index: number) => String(index + 1);
export const yearOf = (date: Date) => String(date.getFullYear());

/** The three steps: register and get a QR code, display it, receive notifications. */
export const HOW_IT_WORKS = [
  { title: 'step1Title', text: 'step1Text' },
  { title: 'step2Title', text: 'step2Text' },
  { title: 'step3Title', text: 'step3Text' },
] as const satisfies readonly { title: keyof LandingTexts; text: keyof LandingTexts }[];

export const LANDING_SCROLL_DELAY_MS = 500;
export const LANDING_SCROLL_PX = 200;
