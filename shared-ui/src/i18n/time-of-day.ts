/**
 * How a time shows the part of the day: '8:00 pm' in English; in Hindi Intl's hi-IN would also say 'pm',
 * so Hindi names the part of the day instead ('रात 8:00', 'सुबह 10:00'). Not part of the shared runtime: the
 * pages that show times import it (shared-ui/i18n/time-of-day), the scanner's page never loads it.
 */
export function timeOfDayOptions(locale: string): Intl.DateTimeFormatOptions {
  return locale.startsWith('hi')
    ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
    : {
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      };
}
