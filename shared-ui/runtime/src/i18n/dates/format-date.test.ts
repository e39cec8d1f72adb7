import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDateTime } from './format-date';
import { dateMessages } from './messages';
import hindi from './messages.hi';

const en = dateMessages.en;

// [the instant, its short date and time in English, in Hindi] (India's clock: UTC+05:30)
const DATE_TIMES = [
  ['2026-11-09T03:30:00Z', '9 Nov 2026, 9:00 am', '9 नव॰ 2026, सुबह 9:00'],
  ['2026-11-01T11:00:00Z', '1 Nov 2026, 4:30 pm', '1 नव॰ 2026, शाम 4:30'],
  ['2026-11-08T18:30:00Z', '9 Nov 2026, 12:00 am', '9 नव॰ 2026, रात 12:00'], // midnight
  ['2026-11-09T06:30:00Z', '9 Nov 2026, 12:00 pm', '9 नव॰ 2026, दोपहर 12:00'], // noon
  ['2026-11-09T07:35:00Z', '9 Nov 2026, 1:05 pm', '9 नव॰ 2026, दोपहर 1:05'],
  ['2026-03-04T22:29:00Z', '5 Mar 2026, 3:59 am', '5 मार्च 2026, रात 3:59'],
  ['2026-03-04T22:30:00Z', '5 Mar 2026, 4:00 am', '5 मार्च 2026, सुबह 4:00'],
  ['2026-03-05T06:29:00Z', '5 Mar 2026, 11:59 am', '5 मार्च 2026, सुबह 11:59'],
  ['2026-03-05T14:29:00Z', '5 Mar 2026, 7:59 pm', '5 मार्च 2026, शाम 7:59'],
  ['2026-03-05T14:30:00Z', '5 Mar 2026, 8:00 pm', '5 मार्च 2026, रात 8:00'],
  ['2026-12-31T19:00:00Z', '1 Jan 2027, 12:30 am', '1 जन॰ 2027, रात 12:30'], // a new year in India, not yet in UTC
  ['2026-07-15T18:29:59.999Z', '15 Jul 2026, 11:59 pm', '15 जुल॰ 2026, रात 11:59'],
] as const;

/** `format` writes `iso` as `english` in English and as `inHindi` in Hindi. */
function expectWritten(format: typeof formatDate, iso: string, english: string, inHindi: string) {
  expect(format(iso, en)).toBe(english);
  expect(format(iso, hindi)).toBe(inHindi);
}

describe('formatDateTime', () => {
  it.each(DATE_TIMES)('%s is "%s" and "%s"', (iso, english, inHindi) => {
    expectWritten(formatDateTime, iso, english, inHindi);
  });

  it('reads a time with an offset as the same instant', () => {
    expect(formatDateTime('2026-11-09T09:00:00+05:30', en)).toBe('9 Nov 2026, 9:00 am');
  });
});

describe('formatDate', () => {
  it('writes day, short month and year', () => {
    expectWritten(formatDate, '2026-10-12T09:00:00.000Z', '12 Oct 2026', '12 अक्टू॰ 2026');
    expectWritten(formatDate, '2026-02-01T00:00:00Z', '1 Feb 2026', '1 फ़र॰ 2026');
  });

  it("follows India's calendar day, not UTC's", () => {
    expect(formatDate('2026-09-30T18:30:00Z', en)).toBe('1 Oct 2026');
    expect(formatDate('2026-09-30T18:29:00Z', en)).toBe('30 Sep 2026');
  });
});

describe('formatLongDateTime', () => {
  it('writes the whole month name with hour and minute', () => {
    expectWritten(
      formatLongDateTime,
      '2026-11-10T14:30:00.000Z',
      '10 November 2026, 8:00 pm',
      '10 नवंबर 2026, रात 8:00',
    );
    expectWritten(formatLongDateTime, '2026-08-14T18:30:00Z', '15 August 2026, 12:00 am', '15 अगस्त 2026, रात 12:00');
  });
});

describe('every month', () => {
  it('has its own names in both languages', () => {
    const months = (texts: typeof en, format: typeof formatDate) =>
      Array.from({ length: 12 }, (_, index) =>
        format(`2026-${String(index + 1).padStart(2, '0')}-15T06:30:00Z`, texts),
      );
    expect(months(en, formatDate).join('|')).toBe(
      '15 Jan 2026|15 Feb 2026|15 Mar 2026|15 Apr 2026|15 May 2026|15 Jun 2026|15 Jul 2026|15 Aug 2026|15 Sep 2026|15 Oct 2026|15 Nov 2026|15 Dec 2026',
    );
    expect(new Set(months(hindi, formatDate)).size).toBe(12);
    expect(new Set(months(hindi, formatLongDateTime)).size).toBe(12);
  });
});

it('writes nothing for a text that is not a date', () => {
  for (const format of [formatDate, formatDateTime, formatLongDateTime]) expect(format('not a date', en)).toBe('');
});
