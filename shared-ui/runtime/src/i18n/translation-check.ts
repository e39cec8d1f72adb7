import type { MessageCatalog, Messages } from './messages';

const PLACEHOLDER = /\{\w+\}/g;
const NUMBER = /\d+/g;

function tokens(text: string, pattern: RegExp): string[] {
  return (text.match(pattern) ?? []).sort();
}

/**
 * What is wrong with a translation: keys missing, empty or unknown, and texts that drop or add a
 * {placeholder} or a number of the English. Empty when it is complete.
 */
export function translationProblems(en: Messages, hi: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) {
    const text = hi[key];
    if (typeof text !== 'string') {
      problems.push(`${key}: missing`);
      continue;
    }
    if (text.trim() === '') {
      problems.push(`${key}: empty`);
      continue;
    }
    const english = en[key] as string;
    if (english.trim() === '') problems.push(`${key}: empty in English`);
    if (tokens(english, PLACEHOLDER).join() !== tokens(text, PLACEHOLDER).join())
      problems.push(
        `${key}: placeholders ${tokens(english, PLACEHOLDER).join(' ')} became ${tokens(text, PLACEHOLDER).join(' ') || 'none'}`,
      );
    if (tokens(english, NUMBER).join() !== tokens(text, NUMBER).join())
      problems.push(
        `${key}: numbers ${tokens(english, NUMBER).join(' ')} became ${tokens(text, NUMBER).join(' ') || 'none'}`,
      );
  }
  for (const key of Object.keys(hi)) if (!(key in en)) problems.push(`${key}: not in English`);
  return problems;
}

function isCatalog(value: unknown): value is MessageCatalog<Messages> {
  return typeof value === 'object' && value !== null && 'en' in value && 'load' in value && 'hi' in value;
}

/**
 * Loads the Hindi of every catalog exported by the given modules (import.meta.glob of a package's
 * messages.ts files) and lists what is wrong, as "file#export key: problem". Empty when all are complete.
 */
export async function catalogProblems(modules: Record<string, Record<string, unknown>>): Promise<string[]> {
  const problems: string[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!isCatalog(value)) continue;
      await value.load();
      const hi = value.hi();
      if (!hi) problems.push(`${file}#${name}: the Hindi texts could not be loaded`);
      else problems.push(...translationProblems(value.en, hi).map((problem) => `${file}#${name} ${problem}`));
    }
  }
  return problems;
}
