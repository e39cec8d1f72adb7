import { describe, expect, it } from 'vitest';
import { formatCount, formatQueryPhone, previewMessage } from './format';

describe('formatQueryPhone', () => {
  it.each([
    ['919876543210', '+91 9876543210', 'shows a leading 91 as +91 then the rest'],
    ['9876543210', '9876543210', 'leaves other numbers as they are'],
  ])('%s -> %s: %s', (phone, expected) => {
    expect(formatQueryPhone(phone)).toBe(expected);
  });
});

describe('previewMessage', () => {
  it('keeps a message of 50 characters or fewer whole', () => {
    const fifty = 'x'.repeat(50);
    expect(previewMessage(fifty)).toBe(fifty);
  });
  it('cuts a longer message to 50 characters plus an ellipsis', () => {
    expect(previewMessage(`${'a'.repeat(50)}bcd`)).toBe(`${'a'.repeat(50)}...`);
  });
});

describe('in Hindi', () => {
  it('keeps the English count as it was and groups it in Hindi', () => {
    expect(formatCount(1234)).toBe('1234');
    expect(formatCount(1234, 'hi-IN')).toBe('1,234');
  });
});
