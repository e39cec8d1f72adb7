import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryDraft, loadQueryDraft, saveQueryDraft } from './query-draft';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('query draft', () => {
  it('keeps the typed query in this tab until it is cleared', () => {
    expect(loadQueryDraft()).toBe('');
    saveQueryDraft('Is my sticker waterproof?');
    expect(loadQueryDraft()).toBe('Is my sticker waterproof?');
    expect(localStorage.length).toBe(0);
    clearQueryDraft();
    expect(loadQueryDraft()).toBe('');
  });

  it('does not keep blank text', () => {
    saveQueryDraft('   ');
    expect(loadQueryDraft()).toBe('');
  });

  it('gives back only what the box accepts', () => {
    sessionStorage.setItem('helpQueryDraft', `line one\nline two ${'x'.repeat(600)}`);
    const draft = loadQueryDraft();
    expect(draft.startsWith('line one line two')).toBe(true);
    expect(draft).toHaveLength(500);
  });

  it('does without storage when it is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => saveQueryDraft('Hello')).not.toThrow();
    expect(loadQueryDraft()).toBe('');
    expect(() => clearQueryDraft()).not.toThrow();
  });
});
