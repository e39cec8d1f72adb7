import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, preferredLanguage, readStoredLanguage } from './language-preference';

afterEach(() => localStorage.clear());

describe('preferredLanguage', () => {
  it('follows the first Hindi or English language the browser prefers', () => {
    expect(preferredLanguage(null, ['hi-IN', 'en-US'])).toBe('hi');
    expect(preferredLanguage(null, ['hi'])).toBe('hi');
    expect(preferredLanguage(null, ['mr-IN', 'hi', 'en'])).toBe('hi');
    expect(preferredLanguage(null, ['en-IN', 'hi-IN'])).toBe('en');
    expect(preferredLanguage(null, ['ta-IN'])).toBe('en');
    expect(preferredLanguage(null, [])).toBe('en');
  });

  it('keeps the stored choice over the browser', () => {
    expect(preferredLanguage('en', ['hi-IN'])).toBe('en');
    expect(preferredLanguage('hi', ['en-US'])).toBe('hi');
  });

  it('reads only a known stored language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(readStoredLanguage()).toBe('hi');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage()).toBeNull();
  });
});
