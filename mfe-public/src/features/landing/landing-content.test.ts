import { LOCALES } from '@qr/runtime/i18n';
import { describe, expect, it } from 'vitest';
import { HOW_IT_WORKS, STATS, stepNumber, yearOf } from './landing-content';
import { landingMessages } from './messages';
import hindi from './messages.hi';

const catalogs = { en: landingMessages.en, hi: hindi } as const;

/** What Intl writes for each figure of docs/product.md §1 in a locale. */
function intlFigures(locale: string) {
  const thousands = (value: number) => `${new Intl.NumberFormat(locale, { notation: 'compact' }).format(value)}+`;
  const number = new Intl.NumberFormat(locale);
  return [
    thousands(10_000),
    thousands(50_000),
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(0.999),
    `${number.format(24)}/${number.format(7)}`,
  ];
}

describe('the marketing figures', () => {
  it("are the spec's figures in English", () => {
    expect(STATS.map((stat) => catalogs.en[stat.figure])).toEqual(['10K+', '50K+', '99.9%', '24/7']);
  });

  for (const [language, locale] of Object.entries(LOCALES) as [keyof typeof catalogs, string][]) {
    it(`are what Intl writes in ${locale}`, () => {
      expect(STATS.map((stat) => catalogs[language][stat.figure])).toEqual(intlFigures(locale));
    });

    it(`number the steps and write the year as Intl does in ${locale}`, () => {
      const number = new Intl.NumberFormat(locale);
      expect(HOW_IT_WORKS.map((_, index) => stepNumber(index))).toEqual(
        HOW_IT_WORKS.map((_, index) => number.format(index + 1)),
      );
      for (const date of [new Date(2026, 10, 26), new Date(2031, 0, 1), new Date()]) {
        expect(yearOf(date)).toBe(new Intl.DateTimeFormat(locale, { year: 'numeric' }).format(date));
      }
    });
  }
});
