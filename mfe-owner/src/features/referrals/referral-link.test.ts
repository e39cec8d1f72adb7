import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link';

describe('referralLink', () => {
  it('is /r/ and 91 followed by the 10-digit number', () => {
    expect(referralLink('https://example.in', '919876543210')).toBe('https://example.in/r/919876543210');
  });
  it('does not double the 91 of a number stored without it', () => {
    expect(referralLink('http://localhost:5000', '9812345678')).toBe('http://localhost:5000/r/919812345678');
  });
});
