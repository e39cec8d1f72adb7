import { defineMessages } from '@qr/runtime/i18n';

/**
 * The words of a date and a time (format-date.ts): month names, the part of the day and the order of the
 * parts. Ours, not the browser's locale data, so that every engine writes the same date.
 */
const en = {
  month1: 'January',
  month2: 'February',
  month3: 'March',
  month4: 'April',
  month5: 'May',
  month6: 'June',
  month7: 'July',
  month8: 'August',
  month9: 'September',
  month10: 'October',
  month11: 'November',
  month12: 'December',
  month1Short: 'Jan',
  month2Short: 'Feb',
  month3Short: 'Mar',
  month4Short: 'Apr',
  month5Short: 'May',
  month6Short: 'Jun',
  month7Short: 'Jul',
  month8Short: 'Aug',
  month9Short: 'Sep',
  month10Short: 'Oct',
  month11Short: 'Nov',
  month12Short: 'Dec',
  /** 00:00-03:59, 04:00-11:59, 12:00-15:59, 16:00-19:59, 20:00-23:59: English says am or pm, Hindi names the part of the day. */
  periodEarlyNight: 'am',
  periodMorning: 'am',
  periodAfternoon: 'pm',
  periodEvening: 'pm',
  periodLateNight: 'pm',
  date: '{day} {month} {year}',
  time: '{hour}:{minute} {period}',
  dateTime: '{date}, {time}',
};

export type DateTexts = typeof en;
export const dateMessages = defineMessages(en, () => import('./messages.hi'));
