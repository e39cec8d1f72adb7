import { describe, expect, it } from 'vitest';
import { defineMessages } from './messages';
import { catalogProblems, translationProblems } from './translation-check';

const en = { send: 'Send Message', code: 'Your code is {code}', pause: 'Pause for 24 hours' };

describe('translationProblems', () => {
  it('passes a complete translation', () => {
    expect(translationProblems(en, { send: 'संदेश भेजें', code: 'आपका कोड {code} है', pause: '24 घंटे के लिए रोकें' })).toEqual(
      [],
    );
  });

  it('finds missing, empty and unknown keys', () => {
    expect(translationProblems(en, { send: ' ', code: '{code}', extra: 'x' })).toEqual([
      'send: empty',
      'pause: missing',
      'extra: not in English',
    ]);
  });

  it('finds a dropped placeholder or number', () => {
    expect(translationProblems(en, { send: 'भेजें', code: 'आपका कोड', pause: 'एक दिन के लिए रोकें' })).toEqual([
      'code: placeholders {code} became none',
      'pause: numbers 24 became none',
    ]);
  });
});

describe('catalogProblems', () => {
  it('loads each catalog and reports by file and export', async () => {
    const good = defineMessages({ a: 'A {n}' }, async () => ({ default: { a: 'ए {n}' } }));
    const bad = defineMessages({ a: 'A', b: 'B' }, async () => ({ default: { a: 'ए', b: '' } }));
    const broken = defineMessages({ a: 'A' }, () => Promise.reject(new Error('no chunk')));
    expect(await catalogProblems({ 'x/messages.ts': { good, bad, broken, other: 1 } })).toEqual([
      'x/messages.ts#bad b: empty',
      'x/messages.ts#broken: the Hindi texts could not be loaded',
    ]);
  });
});
