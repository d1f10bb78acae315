// 'Add to calendar' (src/domain/ics.ts): the file field by field, then read back by Mozilla's ical.js
// to check the times are the right instants in Asia/Kolkata.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '../../src/domain/event-detail';
import {
  CalendarFileError,
  calendarLocation,
  calendarSlug,
  escapeIcsText,
  eventCalendarFile,
  foldIcsLine,
} from '../../src/domain/ics';

const event: EventDetail = {
  uuid: '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11',
  name: 'Pune Riverside 10K; Run, Walk & Cheer',
  bannerImage: '/images/event-default.svg',
  registrationStart: '2031-01-01T00:00:00.000Z',
  registrationEnd: '2031-01-20T00:00:00.000Z',
  // 06:00 to 11:30 in India.
  startDate: '2031-02-01T00:30:00.000Z',
  endDate: '2031-02-01T06:00:00.000Z',
  city: 'Pune',
  state: 'Maharashtra',
  venue: 'Riverside Ground, Gate 2',
  minAge: 18,
  maxAge: 60,
  entryFee: '499.00',
  entryFeeRequired: true,
  description:
    '<p>Run by the river.</p><script>alert(1)</script><ul><li>Flat course</li><li>Timing chip \\ bib</li></ul>' +
    '<p>Entry includes breakfast, a finisher&rsquo;s medal and a T-shirt; parking is free for every runner who arrives before 5:30 AM at the east gate of the ground.</p>',
  summary: null,
  rulesAndRegulations: null,
  refundPolicy: null,
  additionalInfo: null,
  takeaways: [],
  cashPrize: false,
  cashPrizeDescription: null,
  facilities: [],
  totalAllowedRegistrations: null,
  placesLeft: null,
  waitlistOfferMinutes: null,
};

const options = {
  pageUrl: 'https://startline.example/event/7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11',
  uidDomain: 'startline.example',
  now: Date.parse('2031-01-10T12:34:56.789Z'),
};

/** The unfolded content lines of a file. */
function contentLines(file: string): string[] {
  return file.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

describe('eventCalendarFile: the fields', () => {
  const file = eventCalendarFile(event, options);
  const lines = contentLines(file);

  it('ends every line with CRLF and folds none past 75 octets', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('is a published Gregorian calendar from Startline', () => {
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Startline//Event Page//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('describes India time once: IST, +0530, no daylight saving', () => {
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'X-LIC-LOCATION:Asia/Kolkata',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'TZNAME:IST',
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(lines.filter((line) => line.startsWith('BEGIN:DAYLIGHT'))).toEqual([]);
  });

  it('writes the event: stable UID, UTC stamp, India wall times, escaped text, the page URL', () => {
    const vevent = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    expect(vevent).toEqual([
      'BEGIN:VEVENT',
      'UID:7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11@startline.example',
      'DTSTAMP:20310110T123456Z',
      'DTSTART;TZID=Asia/Kolkata:20310201T060000',
      'DTEND;TZID=Asia/Kolkata:20310201T113000',
      'SUMMARY:Pune Riverside 10K\\; Run\\, Walk & Cheer',
      'LOCATION:Riverside Ground\\, Gate 2\\, Pune',
      'DESCRIPTION:Run by the river. Flat course Timing chip \\\\ bib Entry includes breakfast\\, ' +
        'a finisher’s medal and a T-shirt\\; parking is free for every runner who arrives before 5:30 AM ' +
        'at the east gate of the ground.',
      'URL:https://startline.example/event/7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11',
      'END:VEVENT',
    ]);
  });

  it('gives the same event the same UID whenever the file is made', () => {
    const later = eventCalendarFile(event, { ...options, now: options.now + 86_400_000 });
    expect(contentLines(later).find((line) => line.startsWith('UID:'))).toBe(
      lines.find((line) => line.startsWith('UID:')),
    );
  });

  it('uses the summary when there is no description, and leaves out an end before the start', () => {
    const other = contentLines(
      eventCalendarFile(
        { ...event, description: null, summary: 'Sunrise run', endDate: '2031-01-31T00:00:00Z', venue: 'Venue TBD' },
        options,
      ),
    );
    expect(other).toContain('DESCRIPTION:Sunrise run');
    expect(other).toContain('LOCATION:Pune');
    expect(other.some((line) => line.startsWith('DTEND'))).toBe(false);
  });

  it('refuses an event without a start, and a UID without a domain', () => {
    expect(() => eventCalendarFile({ ...event, startDate: null }, options)).toThrow(CalendarFileError);
    expect(() => eventCalendarFile({ ...event, startDate: 'soon' }, options)).toThrow(/has no start date/);
    expect(() => eventCalendarFile(event, { ...options, uidDomain: ' ' })).toThrow(/needs a domain/);
  });
});

describe('iCalendar text rules', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'₹'.repeat(40)}`;
    const folded = foldIcsLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('names the file after the event', () => {
    expect(calendarSlug('Pune Riverside 10K; Run, Walk & Cheer')).toBe('pune-riverside-10k-run-walk-cheer');
    expect(calendarSlug('Café Ride — Édition 2')).toBe('cafe-ride-edition-2');
    expect(calendarSlug('मैराथन')).toBe('event');
  });

  it('writes the venue and city, leaving out a venue not yet decided', () => {
    expect(calendarLocation({ venue: 'Venue TBD', city: null })).toBe('');
    expect(calendarLocation({ venue: 'Marine Drive', city: 'Mumbai' })).toBe('Marine Drive, Mumbai');
  });
});

describe('the file read back by ical.js', () => {
  function parsed(file: string) {
    const calendar = new ICAL.Component(ICAL.parse(file));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    return { calendar, vevent, event: new ICAL.Event(vevent) };
  }

  it('reads the same instants, in Asia/Kolkata', () => {
    const { calendar, event: read } = parsed(eventCalendarFile(event, options));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(read.startDate.zone?.tzid).toBe('Asia/Kolkata');
    expect(read.startDate.toJSDate().toISOString()).toBe('2031-02-01T00:30:00.000Z');
    expect(read.endDate.toJSDate().toISOString()).toBe('2031-02-01T06:00:00.000Z');
    expect(read.startDate.utcOffset()).toBe(19_800);
  });

  it('reads back the text as it was before escaping and folding', () => {
    const { vevent, event: read } = parsed(eventCalendarFile(event, options));
    expect(read.summary).toBe('Pune Riverside 10K; Run, Walk & Cheer');
    expect(read.location).toBe('Riverside Ground, Gate 2, Pune');
    expect(read.uid).toBe('7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11@startline.example');
    expect(read.description).toContain('Timing chip \\ bib Entry includes breakfast, a finisher’s medal');
    expect(read.description).not.toContain('alert');
    expect(vevent.getFirstPropertyValue('url')).toBe(options.pageUrl);
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2031-01-10T12:34:56.000Z',
    );
  });
});
