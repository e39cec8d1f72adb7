// Dates and times as the site writes them, the same in every browser engine: each part computed here and
// worded from our catalog (messages.ts), not by Intl's date styles or month names, which follow each engine's
// locale data ('09-Nov-2026' in WebKit, '9 Nov 2026' in Chromium; 'अक्तू॰' against 'अक्टू॰'). Always in
// India's time (Asia/Kolkata, UTC+05:30 all year, no daylight saving), whatever the device's time zone.
import type { DateTexts } from './messages';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

interface Parts {
  day: number;
  /** 1-12 */
  month: number;
  year: number;
  hour: number;
  minute: number;
}

/** The date's parts on a clock in India; null for a text that is not a date. */
function indiaParts(iso: string): Parts | null {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const india = new Date(time + INDIA_OFFSET_MS);
  return {
    day: india.getUTCDate(),
    month: india.getUTCMonth() + 1,
    year: india.getUTCFullYear(),
    hour: india.getUTCHours(),
    minute: india.getUTCMinutes(),
  };
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

function period(hour: number, texts: DateTexts): string {
  if (hour < 4) return texts.periodEarlyNight;
  if (hour < 12) return texts.periodMorning;
  if (hour < 16) return texts.periodAfternoon;
  if (hour < 20) return texts.periodEvening;
  return texts.periodLateNight;
}

function monthName(month: number, texts: DateTexts, long: boolean): string {
  return texts[`month${month}${long ? '' : 'Short'}` as keyof DateTexts];
}

function datePart(parts: Parts, texts: DateTexts, long: boolean): string {
  return fill(texts.date, { day: parts.day, month: monthName(parts.month, texts, long), year: parts.year });
}

function timePart({ hour, minute }: Parts, texts: DateTexts): string {
  return fill(texts.time, {
    hour: hour % 12 === 0 ? 12 : hour % 12,
    minute: String(minute).padStart(2, '0'),
    period: period(hour, texts),
  });
}

/** '12 Oct 2026' (Hindi '12 अक्टू॰ 2026'); '' for a text that is not a date. */
export function formatDate(iso: string, texts: DateTexts): string {
  const parts = indiaParts(iso);
  return parts ? datePart(parts, texts, false) : '';
}

/** '1 Nov 2026, 4:30 pm' (Hindi '1 नव॰ 2026, शाम 4:30'): a short date and time; '' for a text that is not a date. */
export function formatDateTime(iso: string, texts: DateTexts): string {
  const parts = indiaParts(iso);
  return parts ? fill(texts.dateTime, { date: datePart(parts, texts, false), time: timePart(parts, texts) }) : '';
}

/** '10 November 2026, 8:00 pm' (Hindi '10 नवंबर 2026, रात 8:00'); '' for a text that is not a date. */
export function formatLongDateTime(iso: string, texts: DateTexts): string {
  const parts = indiaParts(iso);
  return parts ? fill(texts.dateTime, { date: datePart(parts, texts, true), time: timePart(parts, texts) }) : '';
}
