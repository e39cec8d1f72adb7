// The language a web server writes a document in (its <html lang> and first screen), before any script:
// the visitor's choice (the `language` cookie), else the browser's Accept-Language. Plain code, no DOM:
// the production server (nginx, deploy/render-nginx.ts renders these maps into its configuration) and the
// dev server (tools/start.mjs) both use the rules below, so they cannot disagree.
//
// nginx has no code to run, only maps (first matching regex wins, $1-$9 its captures), so Accept-Language
// is read by maps and this module evaluates the very same maps: per language, the weight (q) of its first
// range, then the highest weight wins, q=0 is never chosen, and a tie goes to the one named first.
import { LANGUAGE_COOKIE_PATTERN, type Language } from './language-preference.ts';

/** A map entry: a case-insensitive regex (nginx `~*`) and the value, which may use its captures $1-$9. */
export interface MapEntry {
  pattern: string;
  value: string;
}

/** A map: its source (nginx variables), its entries in order and the value when none matches. */
export interface LanguageMap {
  variable: string;
  source: string;
  entries: MapEntry[];
  fallback: string;
}

const TAG_END = '\\s*(?:;|,|$)';
const subtags = '(?:-[0-9a-z]+)*';

/** The first range of a language (hi: hi, hi-IN, ...), with its q as written ("q" when it has none). */
function firstRange(language: Language): MapEntry {
  return {
    pattern: `^(?:[^,]*,)*?\\s*${language}${subtags}\\s*(?:;\\s*q\\s*=\\s*([^,;\\s]*)\\s*)?(?:,|$)`,
    value: 'q$1',
  };
}

/** A q as four digits (q=0.8 -> 0800, none -> 1000); absent '-'; zero or malformed 0000: never chosen. */
const WEIGHT_ENTRIES: MapEntry[] = [
  { pattern: '^$', value: '-' },
  { pattern: '^q$', value: '1000' },
  { pattern: '^q1(?:\\.0{0,3})?$', value: '1000' },
  { pattern: '^q0\\.(\\d)$', value: '0$100' },
  { pattern: '^q0\\.(\\d)(\\d)$', value: '0$1$20' },
  { pattern: '^q0\\.(\\d)(\\d)(\\d)$', value: '0$1$2$3' },
];

/** Whether a Hindi range comes before any English one. */
const HINDI_FIRST: MapEntry = {
  pattern: `^(?:(?!\\s*en${subtags}${TAG_END})[^,]*,)*\\s*hi${subtags}${TAG_END}`,
  value: 'hi',
};

/** "<Hindi weight> <English weight> <hi when Hindi is named first>": the larger weight, a tie by order. */
function decisionEntries(): MapEntry[] {
  const hindiHeavier: MapEntry[] = [];
  for (let position = 0; position < 4; position++)
    for (let digit = 1; digit <= 9; digit++)
      hindiHeavier.push({
        pattern: `^(\\d{${position}})${digit}\\d{${3 - position}} \\1[0-${digit - 1}]`,
        value: 'hi',
      });
  return [
    { pattern: '^(?:-|0000) ', value: 'en' },
    { pattern: '^\\d{4} (?:-|0000) ', value: 'hi' },
    { pattern: '^(\\d{4}) \\1 hi$', value: 'hi' },
    ...hindiHeavier,
  ];
}

/** The maps, in the order they read each other (http.conf.template's {{languageMaps}}). */
export const DOCUMENT_LANGUAGE_MAPS: LanguageMap[] = [
  { variable: 'qr_accept_hi_q', source: '$http_accept_language', entries: [firstRange('hi')], fallback: '' },
  { variable: 'qr_accept_en_q', source: '$http_accept_language', entries: [firstRange('en')], fallback: '' },
  { variable: 'qr_accept_hi_weight', source: '$qr_accept_hi_q', entries: WEIGHT_ENTRIES, fallback: '0000' },
  { variable: 'qr_accept_en_weight', source: '$qr_accept_en_q', entries: WEIGHT_ENTRIES, fallback: '0000' },
  { variable: 'qr_accept_hi_first', source: '$http_accept_language', entries: [HINDI_FIRST], fallback: '' },
  {
    variable: 'qr_accept_language',
    source: '$qr_accept_hi_weight $qr_accept_en_weight $qr_accept_hi_first',
    entries: decisionEntries(),
    fallback: 'en',
  },
  {
    variable: 'qr_document_language',
    source: '$cookie_language',
    entries: [
      { pattern: LANGUAGE_COOKIE_PATTERN.replace('(hi|en)', 'hi'), value: 'hi' },
      { pattern: LANGUAGE_COOKIE_PATTERN.replace('(hi|en)', 'en'), value: 'en' },
    ],
    fallback: '$qr_accept_language',
  },
];

/** One map as nginx evaluates it: the first entry whose regex matches, its $1-$9 filled, else the fallback. */
function evaluate(map: LanguageMap, variables: Record<string, string>): string {
  const source = map.source.replace(/\$(\w+)/g, (_, name: string) => variables[name] ?? '');
  for (const entry of map.entries) {
    const match = new RegExp(entry.pattern, 'i').exec(source);
    if (match) return entry.value.replace(/\$([1-9])/g, (_, index: string) => match[Number(index)] ?? '');
  }
  return map.fallback.replace(/^\$(\w+)$/, (_, name: string) => variables[name] ?? '');
}

/** The document's language for a request's `language` cookie and Accept-Language header, as nginx picks it. */
export function documentLanguage(request: { cookie?: string | null; acceptLanguage?: string | null }): Language {
  const variables: Record<string, string> = {
    cookie_language: request.cookie ?? '',
    http_accept_language: request.acceptLanguage ?? '',
  };
  for (const map of DOCUMENT_LANGUAGE_MAPS) variables[map.variable] = evaluate(map, variables);
  return variables.qr_document_language === 'hi' ? 'hi' : 'en';
}

/** The `language` cookie's value in a Cookie header (the first, as nginx's $cookie_language reads it). */
export function languageCookieOf(cookieHeader: string | null | undefined): string {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === 'language') return value.join('=');
  }
  return '';
}
