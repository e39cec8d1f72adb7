// @qr/runtime/i18n/dates: the one way the apps write a date or a time (format-date.ts), with its words
// (dateMessages; a page's Hindi bundle hands over their Hindi from @qr/runtime/i18n/dates.hi).
export { formatDate, formatDateTime, formatLongDateTime } from './format-date';
export { type DateTexts, dateMessages } from './messages';
