import { describe, expect, it } from 'vitest';
import { canSubmitQuery, normaliseQueryText } from './query-text';

describe('query text', () => {
  it('removes line breaks', () => {
    expect(normaliseQueryText('first line\nsecond\r\nthird')).toBe('first line second third');
  });
  it('keeps at most 500 characters', () => {
    expect(normaliseQueryText('a'.repeat(600))).toHaveLength(500);
  });
  it('cannot be submitted when empty, blank or while sending', () => {
    expect(canSubmitQuery('', false)).toBe(false);
    expect(canSubmitQuery('   ', false)).toBe(false);
    expect(canSubmitQuery('Hello', true)).toBe(false);
    expect(canSubmitQuery('Hello', false)).toBe(true);
  });
});
