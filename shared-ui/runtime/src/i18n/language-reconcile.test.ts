// The two records of the visitor's language (localStorage for the app, the cookie for the web server) are
// reconciled on start: the latest choice wins and is written back to both.
import { afterEach, describe, expect, it } from 'vitest';
import { persistLanguage } from './language';
import {
  cookieChoice,
  LANGUAGE_CHOSEN_AT_KEY,
  LANGUAGE_STORAGE_KEY,
  preferredLanguage,
  readStoredLanguage,
  reconcileLanguageChoice,
} from './language-preference';

const EARLIER = 1_762_000_000_000;
const LATER = 1_762_675_200_000;

function setCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: sets up the cookie a browser would hold.
  document.cookie = value === null ? 'language=;path=/;max-age=0' : `language=${value};path=/`;
}

function store(language: string, at?: number) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  if (at) localStorage.setItem(LANGUAGE_CHOSEN_AT_KEY, String(at));
}

const stored = () => [localStorage.getItem(LANGUAGE_STORAGE_KEY), localStorage.getItem(LANGUAGE_CHOSEN_AT_KEY)];

afterEach(() => {
  localStorage.clear();
  setCookie(null);
});

describe('reconcileLanguageChoice', () => {
  it('takes the stored choice when it is later than the cookie, and rewrites the cookie', () => {
    store('hi', LATER);
    setCookie(`en.${EARLIER}`);
    expect(reconcileLanguageChoice()).toBe('hi');
    expect(document.cookie).toBe(`language=hi.${LATER}`);
    expect(stored()).toEqual(['hi', String(LATER)]);
  });

  it("takes the cookie's choice when it is later, and stores it", () => {
    store('hi', EARLIER);
    setCookie(`en.${LATER}`);
    expect(reconcileLanguageChoice()).toBe('en');
    expect(stored()).toEqual(['en', String(LATER)]);
    expect(document.cookie).toBe(`language=en.${LATER}`);
    expect(preferredLanguage(undefined, ['hi'])).toBe('en');
  });

  it('writes the cookie again when it is gone (cleared or expired)', () => {
    store('hi', LATER);
    expect(reconcileLanguageChoice()).toBe('hi');
    expect(document.cookie).toBe(`language=hi.${LATER}`);
  });

  it('writes the cookie for a choice stored before the cookie existed (no time)', () => {
    store('hi');
    expect(reconcileLanguageChoice()).toBe('hi');
    expect(document.cookie).toBe('language=hi');
  });

  it('prefers any timed choice to one without a time, and the stored one on a tie', () => {
    store('hi');
    setCookie(`en.${EARLIER}`);
    expect(reconcileLanguageChoice()).toBe('en');
    localStorage.clear();
    store('hi');
    setCookie('en');
    expect(reconcileLanguageChoice()).toBe('hi');
    expect(document.cookie).toBe('language=hi');
  });

  it('keeps the cookie alone when storage was cleared', () => {
    setCookie(`hi.${LATER}`);
    expect(readStoredLanguage()).toBe('hi');
    expect(reconcileLanguageChoice()).toBe('hi');
    expect(stored()).toEqual(['hi', String(LATER)]);
  });

  it('writes nothing when the visitor never chose', () => {
    expect(reconcileLanguageChoice()).toBeNull();
    expect(document.cookie).toBe('');
    expect(stored()).toEqual([null, null]);
  });
});

it('a choice made with the switch carries its time in both records', () => {
  persistLanguage('hi');
  const [language, at] = stored();
  expect(language).toBe('hi');
  expect(Math.abs(Number(at) - Date.now())).toBeLessThan(60_000);
  expect(document.cookie).toBe(`language=hi.${at}`);
});

describe('cookieChoice', () => {
  it('reads the language and its time, and nothing else', () => {
    expect(cookieChoice(`a=1; language=hi.${LATER}`)).toEqual({ language: 'hi', at: LATER });
    expect(cookieChoice('language=en')).toEqual({ language: 'en', at: 0 });
    expect(cookieChoice('language=fr')).toBeNull();
    expect(cookieChoice('xlanguage=hi')).toBeNull();
    expect(cookieChoice('')).toBeNull();
  });
});
