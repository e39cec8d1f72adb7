import { timeOfDayOptions } from 'shared-ui/i18n/time-of-day';

export const PREVIEW_LENGTH = 50;

/** A stored phone "91XXXXXXXXXX" is shown as "+91 XXXXXXXXXX"; anything else as it is. */
export function formatQueryPhone(phone: string): string {
  return phone.startsWith('91') && phone.length > 2 ? `+91 ${phone.slice(2)}` : phone;
}

/** The first 50 characters of a message, plus an ellipsis when it was longer. */
export function previewMessage(message: string): string {
  return message.length > PREVIEW_LENGTH ? `${message.slice(0, PREVIEW_LENGTH)}...` : message;
}

const shortDateTimes = new Map<string, Intl.DateTimeFormat>();

/** A query's date and time in the page's locale (useLocale(): 'en-IN' or 'hi-IN'). */
export function formatShortDateTime(iso: string, locale = 'en-IN'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = shortDateTimes.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      locale,
      locale === 'en-IN'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : { day: 'numeric', month: 'short', year: 'numeric', ...timeOfDayOptions(locale) },
    );
    shortDateTimes.set(locale, formatter);
  }
  return formatter.format(date);
}

/** A count as the English screen has always shown it (1234), and with Intl's grouping in Hindi (1,234). */
export function formatCount(count: number, locale = 'en-IN'): string {
  return locale === 'en-IN' ? String(count) : new Intl.NumberFormat(locale).format(count);
}
