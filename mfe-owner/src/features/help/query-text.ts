import { QUERY_MAX_LENGTH } from '@qr/contract';

/** What the query box keeps of the typed or pasted text: no line breaks, at most 500 characters. */
export function normaliseQueryText(raw: string): string {
  return raw.replace(/\r\n|\r|\n/g, ' ').slice(0, QUERY_MAX_LENGTH);
}

/** Empty or blank text is never sent. */
export function canSubmitQuery(text: string, sending: boolean): boolean {
  return !sending && text.trim().length > 0;
}
