import type { LandingTexts } from './messages';

/** A figure of the marketing page, written by Intl in the page's locale ('10K+' in en-IN, '10 हज़ार+' in hi-IN). */
export type StatFigure = (locale: string) => string;

const thousands =
  (value: number): StatFigure =>
  (locale) =>
    `${new Intl.NumberFormat(locale, { notation: 'compact' }).format(value)}+`;

/** docs/product.md §1 marketing content: 10K+ active users, 50K+ messages, 99.9% uptime, 24/7 support. */
export const STATS = [
  { figure: thousands(10_000), label: 'statUsers' },
  { figure: thousands(50_000), label: 'statMessages' },
  {
    figure: (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(0.999),
    label: 'statUptime',
  },
  {
    figure: (locale) => {
      const number = new Intl.NumberFormat(locale);
      return `${number.format(24)}/${number.format(7)}`;
    },
    label: 'statSupport',
  },
] as const satisfies readonly { figure: StatFigure; label: keyof LandingTexts }[];

/** The three steps: register and get a QR code, display it, receive notifications. */
export const HOW_IT_WORKS = [
  { title: 'step1Title', text: 'step1Text' },
  { title: 'step2Title', text: 'step2Text' },
  { title: 'step3Title', text: 'step3Text' },
] as const satisfies readonly { title: keyof LandingTexts; text: keyof LandingTexts }[];

export const LANDING_SCROLL_DELAY_MS = 500;
export const LANDING_SCROLL_PX = 200;
