export const PREVIEW_LENGTH = 50;

/** A stored phone "91XXXXXXXXXX" is shown as "+91 XXXXXXXXXX"; anything else as it is. */
export function formatQueryPhone(phone: string): string {
  return phone.startsWith('91') && phone.length > 2 ? `+91 ${phone.slice(2)}` : phone;
}

/** The first 50 characters of a message, plus an ellipsis when it was longer. */
export function previewMessage(message: string): string {
  return message.length > PREVIEW_LENGTH ? `${message.slice(0, PREVIEW_LENGTH)}...` : message;
}

/** A count as the English screen has always shown it (1234), and with Intl's grouping in Hindi (1,234). */
export function formatCount(count: number, locale = 'en-IN'): string {
  return locale === 'en-IN' ? String(count) : new Intl.NumberFormat(locale).format(count);
}
