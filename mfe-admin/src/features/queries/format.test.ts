import { describe, expect, it } from 'vitest';
import { formatCount, formatQueryPhone, formatShortDateTime, previewMessage } from './format';

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

describe('formatShortDateTime', () => {
  it('formats an ISO date as a short date and time', () => {
    const text = formatShortDateTime('2026-11-10T14:30:00Z');
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/\d{1,2}:\d{2}/);
  });
  it('returns unparseable input unchanged', () => {
    expect(formatShortDateTime('not a date')).toBe('not a date');
  });
});

describe('in Hindi', () => {
  it('formats dates with the hi-IN locale, naming the part of the day in Hindi (no am/pm)', () => {
    const iso = '2026-11-10T14:30:00Z';
    const text = formatShortDateTime(iso, 'hi-IN');
    expect(text).not.toBe(formatShortDateTime(iso));
    expect(text).toMatch(/नव॰|नवं/);
    expect(text).toMatch(/सुबह|दोपहर|शाम|रात/);
    expect(text).not.toMatch(/[ap]\.?m/i);
  });
  it('keeps the English count as it was and groups it in Hindi', () => {
    expect(formatCount(1234)).toBe('1234');
    expect(formatCount(1234, 'hi-IN')).toBe('1,234');
  });
});
