// iCalendar feeds (RFC 5545): the text format, pure.
export * from './ical.ts';
