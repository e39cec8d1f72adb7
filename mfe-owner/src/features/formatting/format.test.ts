import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatLongDateTime,
  formatNumber,
  formatPhone,
  maskPhone,
  stripCountryCode,
  withCountryCode,
} from './format';

const IST = { timeZone: 'Asia/Kolkata' };

describe('the 91 prefix', () => {
  it.each<[string | null, string, string]>([
    ['919876543210', '9876543210', 'strips a leading 91 from a 12-digit phone'],
    ['9198765432', '9198765432', 'leaves a 10-digit number that happens to start with 91 alone'],
    [null, '', 'treats null as no number'],
    ['', '', 'treats empty as no number'],
  ])('%s -> %s: %s', (phone, expected) => {
    expect(stripCountryCode(phone)).toBe(expected);
  });
  it('adds 91 when storing a contact', () => {
    expect(withCountryCode('9811111111')).toBe('919811111111');
  });
});

describe('maskPhone', () => {
  it.each<[string | undefined, string, string]>([
    ['919876543210', '+91 98XXXXXX10', 'shows +91, the first two and the last two digits of the 10-digit number'],
    ['9812345678', '+91 98XXXXXX78', 'masks a number given without the country code the same way'],
    [undefined, '', 'returns an empty string when there is no phone'],
  ])('%s -> %s: %s', (phone, expected) => {
    expect(maskPhone(phone)).toBe(expected);
  });
});

describe('formatPhone', () => {
  it('groups the 10 digits after +91', () => {
    expect(formatPhone('919822222222')).toBe('+91 98222 22222');
  });
});

describe('dates (en-IN)', () => {
  it('formats a short date', () => {
    expect(formatDate('2026-10-12T09:00:00.000Z', IST)).toBe('12 Oct 2026');
  });
  it('formats a date with time in 12-hour Indian style', () => {
    expect(formatDateTime('2026-11-01T11:00:00.000Z', IST)).toMatch(/^1 Nov 2026, 4:30\s?pm$/i);
  });
  it('formats the last referral as a long date with hour and minute', () => {
    expect(formatLongDateTime('2026-11-10T14:30:00.000Z', IST)).toMatch(/^10 November 2026(,| at) 8:00\s?pm$/i);
  });
  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('dates (hi-IN)', () => {
  const HI = { ...IST, locale: 'hi-IN' };
  it('formats a short date in Hindi', () => {
    expect(formatDate('2026-10-12T09:00:00.000Z', HI)).toBe(
      new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', ...IST }).format(
        new Date('2026-10-12T09:00:00.000Z'),
      ),
    );
    expect(formatDate('2026-10-12T09:00:00.000Z', HI)).toMatch(/^12 अक्टू॰? 2026$/);
  });
  it('formats the last referral as a long Hindi date with the time of day', () => {
    const text = formatLongDateTime('2026-11-10T14:30:00.000Z', HI);
    expect(text).toContain('10 नवंबर 2026');
    expect(text).toMatch(/8:00/);
    expect(text).toMatch(/रात 8:00/);
    expect(text).not.toMatch(/pm/i);
  });
  it('formats an activity time in Hindi', () => {
    expect(formatDateTime('2026-11-01T11:00:00.000Z', HI)).toMatch(/^1 नव॰? 2026, शाम 4:30$/);
  });
});

describe('amounts and counts', () => {
  it('shows rupees as today in English', () => {
    expect(formatAmount(0)).toBe('₹0.00');
    expect(formatAmount(0, 'en-IN', 0)).toBe('₹0');
  });
  it('uses the Indian grouping in both languages', () => {
    expect(formatNumber(123456, 'en-IN')).toBe('1,23,456');
    expect(formatNumber(123456, 'hi-IN')).toBe('1,23,456');
    expect(formatAmount(0, 'hi-IN')).toBe('₹0.00');
  });
});
