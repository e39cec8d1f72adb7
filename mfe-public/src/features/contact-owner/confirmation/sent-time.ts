import { timeOfDayOptions } from 'shared-ui/i18n/time-of-day';

/** The service's clock: times are shown in India's time whatever the phone's own zone. */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * When a message was sent or a call requested, written like the owner's activity rows: '29 Nov 2026, 4:30 pm'
 * (Hindi names the part of the day: 'शाम 4:30'), in India's time.
 */
export function formatSentTime(at: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...timeOfDayOptions(locale),
      timeZone: SITE_TIME_ZONE,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(at);
}
