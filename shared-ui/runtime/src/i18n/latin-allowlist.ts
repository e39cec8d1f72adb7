/**
 * What a Hindi page may show in Latin script (docs/i18n.md "Glossary"): the glossary's words kept in English,
 * the language switch's own name (marked lang="en"), and data. One list for the Hindi walk (e2e) and the
 * Hindi stories (Storybook).
 */
import { KEPT_IN_ENGLISH } from './glossary';

/** Words kept in Latin: the glossary's, and the language switch's own name. */
export const STAYS_LATIN: ReadonlySet<string> = new Set([...KEPT_IN_ENGLISH, 'English']);

/**
 * Data, not words: masked phones, vehicle numbers (masked too), sticker ids, serial numbers, addresses, and
 * the key the notification region is reached with (F8, Radix's hotkey, as printed on the key).
 */
export const LATIN_DATA: readonly RegExp[] = [
  /\bF\d{1,2}\b/g,
  /\+91\s?\d{2}X+\d{2}/g,
  /\b[A-Z]{2}\d{1,2}[A-Z]{0,3}[\dX]{1,4}\b/g,
  /\bT\d{6,}\b/g,
  /\b[A-Z]{2,}[A-Z0-9]*\d+\b/g,
  /\bSN-\d{4}-\d+\b/g,
  /\S+@\S+/g,
  /\bhttps?:\/\/\S+/g,
  /\b[\w-]+(\.[\w-]+)*\.(in|com|org|net)\b\S*/g,
];

/** The Latin-script words of `text` outside the allowlist, each once. */
export function latinWordsOutsideAllowlist(text: string): string[] {
  let rest = text;
  for (const pattern of LATIN_DATA) rest = rest.replace(pattern, ' ');
  const words = rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  return [...new Set(words.filter((word) => !STAYS_LATIN.has(word)))];
}
