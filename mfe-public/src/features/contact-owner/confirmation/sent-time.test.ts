import { describe, expect, it } from 'vitest';
import { formatSentTime } from './sent-time';

// 2026-11-29 11:00 UTC is 4:30 pm in India (UTC+5:30), whatever zone the test machine is in.
const AT = Date.UTC(2026, 10, 29, 11, 0);

describe('formatSentTime', () => {
  it('writes the date and time in India, like the activity rows', () => {
    expect(formatSentTime(AT, 'en-IN')).toBe('29 Nov 2026, 4:30 pm');
  });

  it('crosses midnight by India’s clock, not the phone’s', () => {
    // 20:00 UTC on the 29th is 1:30 am on the 30th in India.
    expect(formatSentTime(Date.UTC(2026, 10, 29, 20, 0), 'en-IN')).toBe('30 Nov 2026, 1:30 am');
  });

  it('names the part of the day in Hindi', () => {
    const hindi = formatSentTime(AT, 'hi-IN');
    expect(hindi).toContain('शाम 4:30');
    expect(hindi).not.toMatch(/pm/i);
  });
});
