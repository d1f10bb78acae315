// 'Add to calendar' on the event page: one event as an iCalendar file (RFC 5545) that Google Calendar
// and Apple Calendar import. Times are written as India wall time with TZID=Asia/Kolkata and the zone
// itself in a VTIMEZONE (IST, +05:30, no daylight saving), so every calendar shows the time printed on
// the event page. Text values are escaped, lines folded at 75 octets, lines end with CRLF.
import { INDIA_TIME_ZONE } from './constants';
import { VENUE_TBD, type EventDetail } from './event-detail';
import { htmlToPlainText } from './html-text';
import { toInstant, wallClockIn, type WallClock } from './time-zone';

export const ICS_PRODUCT_ID = '-//Startline//Event Page//EN';
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

export class CalendarFileError extends Error {
  override name = 'CalendarFileError';
}

export interface CalendarFileOptions {
  /** The event page's address, written as the event's URL. */
  pageUrl: string;
  /** The domain after '@' in the UID, e.g. the site's host name; the same event always gets the same UID. */
  uidDomain: string;
  /** When the file was made (DTSTAMP, in UTC). */
  now: Date | number;
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds one content line into lines of at most 75 octets, never splitting a character (RFC 5545 §3.1). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with one space, which counts toward their 75 octets.
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const two = (value: number) => String(value).padStart(2, '0');

function basicDateTime(clock: WallClock): string {
  return `${clock.year}${two(clock.month)}${two(clock.day)}T${two(clock.hour)}${two(clock.minute)}${two(clock.second)}`;
}

/** 20250105T103000 as a clock in India shows `instant`. */
export function icsIndiaTime(instant: Date): string {
  return basicDateTime(wallClockIn(instant, INDIA_TIME_ZONE));
}

/** 20250105T050000Z. */
export function icsUtcTime(instant: Date): string {
  return `${basicDateTime({
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
    hour: instant.getUTCHours(),
    minute: instant.getUTCMinutes(),
    second: instant.getUTCSeconds(),
  })}Z`;
}

/** India keeps +05:30 all year (no daylight saving since 1945), so one STANDARD rule describes it. */
const INDIA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${INDIA_TIME_ZONE}`,
  `X-LIC-LOCATION:${INDIA_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** What a calendar entry is written from: the event page's event, or a My Events card's. */
export type CalendarEvent = Pick<
  EventDetail,
  'uuid' | 'name' | 'startDate' | 'endDate' | 'venue' | 'city' | 'description' | 'summary'
>;

/** 'Riverside Ground, Pune': the venue (unless 'Venue TBD') and the city. */
export function calendarLocation(event: Pick<EventDetail, 'venue' | 'city'>): string {
  const venue = event.venue === VENUE_TBD ? null : event.venue;
  return [venue, event.city].filter((part): part is string => part !== null && part.trim() !== '').join(', ');
}

/** The file's name without '.ics': 'pune-riverside-10k'; 'event' when the name has no letters or digits. */
export function calendarSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(
      // Stryker disable next-line Regex: the replace before this one leaves no two '-' in a row, so '-+' and '-' match alike
      /^-+|-+$/g,
      '',
    )
    .slice(0, 60)
    .replace(
      // Stryker disable next-line Regex: no two '-' in a row (see above), so '-+$' and '-$' match alike
      /-+$/,
      '',
    );
  return slug || 'event';
}

/**
 * The event as an .ics file. Throws CalendarFileError when the event has no readable start (there is
 * nothing to put in a calendar); an end that is missing, before the start or at it is left out (RFC 5545
 * §3.8.2.2: DTEND must be later than DTSTART; without it the event ends when it starts).
 */
export function eventCalendarFile(event: CalendarEvent, options: CalendarFileOptions): string {
  const start = toInstant(event.startDate);
  if (!start) throw new CalendarFileError(`The event '${event.name}' has no start date to add to a calendar`);
  if (!options.uidDomain.trim()) throw new CalendarFileError('The calendar UID needs a domain');
  const end = toInstant(event.endDate);
  const stamp = toInstant(options.now);
  if (!stamp) throw new CalendarFileError('The calendar file needs the time it was made');
  const description = event.description ? htmlToPlainText(event.description) : (event.summary ?? '');
  const location = calendarLocation(event);

  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${ICS_PRODUCT_ID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...INDIA_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uuid}@${options.uidDomain.trim()}`,
    `DTSTAMP:${icsUtcTime(stamp)}`,
    `DTSTART;TZID=${INDIA_TIME_ZONE}:${icsIndiaTime(start)}`,
    ...(end && end.getTime() > start.getTime() ? [`DTEND;TZID=${INDIA_TIME_ZONE}:${icsIndiaTime(end)}`] : []),
    `SUMMARY:${escapeIcsText(event.name)}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    `URL:${options.pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
