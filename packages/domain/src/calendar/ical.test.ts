import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeIcalText,
  foldIcalLine,
  formatIcalUtc,
  generateICalendar,
  type IcalCalendar,
  unescapeIcalText,
  unfoldIcal,
} from './ical.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Any text, with the characters escaping and folding care about (separators, line breaks, multi-byte) often. */
const anyText = fc
  .array(
    fc.oneof(
      fc.constantFrom('\\', ';', ',', '\n', '\r', '\r\n', ' ', 'é', '€', '😀', 'x'),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
    ),
    { maxLength: 120 },
  )
  .map((parts) => parts.join(''));

describe('escapeIcalText', () => {
  it.each([
    ['Harbour, Quarry', 'Harbour\\, Quarry'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['crlf\r\nline', 'crlf\\nline'],
    ['plain', 'plain'],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeIcalText(text)).toBe(escaped);
  });

  it('round-trips any text (line breaks normalised to \\n)', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const escaped = escapeIcalText(text);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(unescapeIcalText(escaped)).toBe(text.replace(/\r\n|\r/g, '\n'));
      }),
    );
  });
});

describe('foldIcalLine', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldIcalLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcalLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('never splits a multi-byte character', () => {
    const folded = foldIcalLine(`${'x'.repeat(74)}é`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n é`);
  });

  it('folds any text into lines of at most 75 octets that unfold to the original', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const line = `DESCRIPTION:${escapeIcalText(raw)}`;
        const folded = foldIcalLine(line);
        for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
        expect(unfoldIcal(folded)).toBe(line);
        expect(unescapeIcalText(unfoldIcal(folded).slice('DESCRIPTION:'.length))).toBe(
          raw.replace(/\r\n|\r/g, '\n'),
        );
      }),
    );
  });
});

describe('generateICalendar', () => {
  const calendar: IcalCalendar = {
    name: 'Harbour FC, fixtures',
    productId: '-//Matchday//Calendar//EN',
    stamp: new Date('2026-11-25T10:00:00Z'),
    refreshMinutes: 60,
    events: [
      {
        uid: 'fixture-1@example.org',
        start: new Date('2026-12-01T15:00:00Z'),
        end: new Date('2026-12-01T17:00:00Z'),
        sequence: 2,
        status: 'CONFIRMED',
        summary: 'Harbour – Quarry',
        location: 'North Ground, 1 Quay St, Porto',
        geo: { latitude: 41.1496, longitude: -8.611 },
        description: 'Cup\nReferees: Ana (main)',
        url: 'https://example.org/observe/match-center/1',
      },
    ],
  };

  it('writes a calendar with CRLF line ends, refresh interval and one event', () => {
    const text = generateICalendar(calendar);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfoldIcal(text).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'X-WR-CALNAME:Harbour FC\\, fixtures',
        'X-WR-TIMEZONE:UTC',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'X-PUBLISHED-TTL:PT1H',
        'UID:fixture-1@example.org',
        'DTSTAMP:20261125T100000Z',
        'DTSTART:20261201T150000Z',
        'DTEND:20261201T170000Z',
        'SEQUENCE:2',
        'STATUS:CONFIRMED',
        'SUMMARY:Harbour – Quarry',
        'LOCATION:North Ground\\, 1 Quay St\\, Porto',
        'GEO:41.1496;-8.611',
        'DESCRIPTION:Cup\\nReferees: Ana (main)',
        'URL:https://example.org/observe/match-center/1',
      ]),
    );
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('writes an empty calendar when there are no events', () => {
    const text = generateICalendar({ ...calendar, events: [] });
    expect(text).not.toContain('VEVENT');
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
  });

  it('formats UTC times without separators or milliseconds', () => {
    expect(formatIcalUtc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
