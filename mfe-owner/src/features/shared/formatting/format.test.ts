import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber, formatPhone, maskPhone, stripCountryCode, withCountryCode } from './format';

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
