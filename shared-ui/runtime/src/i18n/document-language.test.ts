import { describe, expect, it } from 'vitest';
import { documentLanguage, languageCookieOf } from './document-language';

const byHeader = (acceptLanguage: string) => documentLanguage({ acceptLanguage });

describe('Accept-Language, with its q-values', () => {
  it.each([
    ['hi;q=0, en', 'en'],
    ['hi;q=0', 'en'],
    ['hi-IN;q=0.000, en;q=0.1', 'en'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-US,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['en;q=0.8, hi;q=0.8', 'en'],
    ['hi;q=0.8, en;q=0.8', 'hi'],
    ['hi, en', 'hi'],
    ['en, hi', 'en'],
    ['mr-IN, hi;q=0.9, en;q=0.8', 'hi'],
    ['ta-IN, en;q=0.3, hi;q=0.25', 'en'],
    ['en;q=0.255, hi;q=0.26', 'hi'],
    ['en;q=0.3, hi;q=0.299', 'en'],
    ['en;q=1.0, hi;q=1', 'en'],
    ['HI-in;Q=0.9, EN;q=0.5', 'hi'],
    ['hi ; q = 0.7 , en;q=0.6', 'hi'],
    ['hi;q=abc, en;q=0.1', 'en'],
    ['hin, en;q=0.1', 'en'],
    ['hi', 'hi'],
    ['ta-IN', 'en'],
    ['', 'en'],
    ['*', 'en'],
  ] as const)('%j gives %s', (header, language) => {
    expect(byHeader(header)).toBe(language);
  });
});

/** The rule written plainly, to hold the maps to: per language its first range's q; highest wins; q=0 never; a tie by order. */
function plainRule(header: string): 'en' | 'hi' {
  const ranges = header.split(',').map((item, position) => {
    const [tag = '', ...parameters] = item.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const value = q === undefined ? '1' : q.replace(/^q\s*=\s*/i, '');
    const weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    return { language: tag.toLowerCase().split('-')[0], weight, position };
  });
  const first = (language: string) => ranges.find((range) => range.language === language);
  const hi = first('hi');
  const en = first('en');
  if (!hi || hi.weight === 0) return 'en';
  if (!en || en.weight === 0) return 'hi';
  if (hi.weight !== en.weight) return hi.weight > en.weight ? 'hi' : 'en';
  return hi.position < en.position ? 'hi' : 'en';
}

it('the maps agree with the plain rule on thousands of generated headers', () => {
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const tags = ['hi', 'hi-IN', 'en', 'en-IN', 'en-US', 'mr', 'ta-IN', 'fr'];
  const qs = [
    '',
    ';q=0',
    ';q=1',
    ';q=0.5',
    ';q=0.50',
    ';q=0.05',
    ';q=0.9',
    ';q=0.123',
    ';q=0.120',
    ';q=1.000',
    ';q=0.',
  ];
  for (let run = 0; run < 5000; run++) {
    const header = Array.from(
      { length: 1 + random(4) },
      () => `${tags[random(tags.length)]}${qs[random(qs.length)]}`,
    ).join(random(2) ? ',' : ', ');
    expect(byHeader(header), header).toBe(plainRule(header));
  }
});

describe('the language cookie', () => {
  it('wins over Accept-Language, with or without the time of the choice', () => {
    expect(documentLanguage({ cookie: 'hi', acceptLanguage: 'en' })).toBe('hi');
    expect(documentLanguage({ cookie: 'en.1762675200000', acceptLanguage: 'hi' })).toBe('en');
    expect(documentLanguage({ cookie: 'hi.1762675200000', acceptLanguage: 'en' })).toBe('hi');
  });

  it('is ignored when it is not one of ours', () => {
    expect(documentLanguage({ cookie: 'fr', acceptLanguage: 'hi' })).toBe('hi');
    expect(documentLanguage({ cookie: 'hi.soon', acceptLanguage: 'en' })).toBe('en');
  });

  it('is read from a Cookie header', () => {
    expect(languageCookieOf('a=1; language=hi.17; b=2')).toBe('hi.17');
    expect(languageCookieOf('xlanguage=hi')).toBe('');
    expect(languageCookieOf(undefined)).toBe('');
  });
});
