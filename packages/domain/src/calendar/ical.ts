// iCalendar (RFC 5545) text for the calendar feeds: escaping, 75-octet line folding, and whole calendars.
// Pure: the caller passes every time (DTSTAMP included), so the same input gives the same text.

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped; any line break becomes `\n`. */
export function escapeIcalText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The inverse of `escapeIcalText` (line breaks come back as `\n`). */
export function unescapeIcalText(text: string): string {
  return text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** UTF-8 length of one code point. */
function octetsOf(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** The longest a content line may be, in octets, without its CRLF (RFC 5545 §3.1). */
export const ICAL_LINE_OCTETS = 75;

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split into lines of at most 75 octets, each
 * continuation starting with one space (counted in its 75). Never splits a UTF-8 character. Lines are joined
 * with CRLF, without a trailing one.
 */
export function foldIcalLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char.codePointAt(0)!);
    if (octets + size > ICAL_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** RFC 5545 §3.1: undoes folding (a CRLF followed by one space or tab goes). */
export function unfoldIcal(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

/** `20261201T150000Z`: a UTC DATE-TIME (RFC 5545 §3.3.5, form 2). */
export function formatIcalUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type IcalEventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface IcalEvent {
  /** Globally unique and stable across fetches (`fixture-{id}@{host}`). */
  readonly uid: string;
  readonly start: Date;
  readonly end: Date;
  /** Grows each time the event moves, so clients replace their copy. */
  readonly sequence: number;
  readonly status: IcalEventStatus;
  readonly summary: string;
  readonly location?: string | undefined;
  readonly geo?: { readonly latitude: number; readonly longitude: number } | undefined;
  readonly description?: string | undefined;
  readonly url?: string | undefined;
  readonly lastModified?: Date | undefined;
}

export interface IcalCalendar {
  /** X-WR-CALNAME: the name a client gives the subscription. */
  readonly name: string;
  readonly description?: string | undefined;
  /** PRODID, e.g. `-//Matchday//Calendar//EN`. */
  readonly productId: string;
  /** DTSTAMP of every event: when this copy of the feed was made. */
  readonly stamp: Date;
  /** How often a subscriber should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL), in minutes. */
  readonly refreshMinutes: number;
  readonly events: readonly IcalEvent[];
}

/** `PT1H`, `PT90M`: a DURATION (RFC 5545 §3.3.6) of whole minutes. */
function durationOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** A coordinate as GEO wants it: a plain decimal, at most 6 places (≈ 10 cm). */
function coordinateOf(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/**
 * A whole VCALENDAR, folded, CRLF line ends (a final CRLF included). Times are UTC (`…Z`), so no VTIMEZONE is
 * needed (RFC 5545 §3.6.5 asks for one only for TZID-qualified times) and every client shows them in its own
 * zone; X-WR-TIMEZONE says UTC for clients that display the calendar's zone.
 */
export function generateICalendar(calendar: IcalCalendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcalText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeIcalText(calendar.description)}`] : []),
    'X-WR-TIMEZONE:UTC',
    `REFRESH-INTERVAL;VALUE=DURATION:${durationOf(calendar.refreshMinutes)}`,
    `X-PUBLISHED-TTL:${durationOf(calendar.refreshMinutes)}`,
  ];
  const stamp = formatIcalUtc(calendar.stamp);
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcalText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${formatIcalUtc(event.start)}`,
      `DTEND:${formatIcalUtc(event.end)}`,
      `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
      `STATUS:${event.status}`,
      `SUMMARY:${escapeIcalText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeIcalText(event.location)}`);
    if (event.geo) {
      lines.push(`GEO:${coordinateOf(event.geo.latitude)};${coordinateOf(event.geo.longitude)}`);
    }
    if (event.description) lines.push(`DESCRIPTION:${escapeIcalText(event.description)}`);
    // URI values are not TEXT: no escaping (RFC 5545 §3.3.13); our URLs carry no CR or LF.
    if (event.url) lines.push(`URL:${event.url}`);
    if (event.lastModified) lines.push(`LAST-MODIFIED:${formatIcalUtc(event.lastModified)}`);
    lines.push('TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcalLine).join('\r\n')}\r\n`;
}
