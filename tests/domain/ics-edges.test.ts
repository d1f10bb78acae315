// 'Add to calendar' (src/domain/ics.ts): the edges of the file, each built inside its test.
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '../../src/domain/event-detail';
import {
  CalendarFileError,
  calendarLocation,
  calendarSlug,
  eventCalendarFile,
  foldIcsLine,
  type CalendarEvent,
} from '../../src/domain/ics';

const event: CalendarEvent = {
  uuid: '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11',
  name: 'Sunrise 5K',
  // 06:00 to 08:00 in India.
  startDate: '2031-02-01T00:30:00.000Z',
  endDate: '2031-02-01T02:30:00.000Z',
  venue: 'Marine Drive',
  city: 'Mumbai',
  description: null,
  summary: null,
};

const options = {
  pageUrl: 'https://startline.example/event/7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11',
  uidDomain: 'startline.example',
  now: Date.parse('2031-01-10T12:34:56.000Z'),
};

/** The unfolded content lines of a file. */
function contentLines(file: string): string[] {
  return file.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

function veventOf(changes: Partial<CalendarEvent>, fileOptions = options): string[] {
  const lines = contentLines(eventCalendarFile({ ...event, ...changes }, fileOptions));
  return lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
}

describe('eventCalendarFile', () => {
  it('opens as a published Gregorian calendar from Startline', () => {
    expect(contentLines(eventCalendarFile(event, options)).slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Startline//Event Page//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
  });

  it('writes no location, description or end lines when there is nothing to put in them', () => {
    expect(veventOf({ venue: 'Venue TBD', city: null, endDate: null })).toEqual([
      'BEGIN:VEVENT',
      'UID:7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11@startline.example',
      'DTSTAMP:20310110T123456Z',
      'DTSTART;TZID=Asia/Kolkata:20310201T060000',
      'SUMMARY:Sunrise 5K',
      `URL:${options.pageUrl}`,
      'END:VEVENT',
    ]);
  });

  it('writes the end when it is after the start, even by a minute', () => {
    expect(veventOf({ endDate: '2031-02-01T00:31:00.000Z' })).toContain('DTEND;TZID=Asia/Kolkata:20310201T060100');
  });

  it('leaves out an end at the start itself (RFC 5545: DTEND must be later than DTSTART)', () => {
    const lines = veventOf({ endDate: event.startDate });
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20310201T060000');
    expect(lines.filter((line) => line.startsWith('DTEND'))).toEqual([]);
  });

  it('writes the plain text of the HTML description, or else the summary', () => {
    expect(veventOf({ description: '<p>Run <b>fast</b></p>', summary: 'Ignored' })).toContain('DESCRIPTION:Run fast');
    expect(veventOf({ summary: 'Sunrise run by the sea' })).toContain('DESCRIPTION:Sunrise run by the sea');
  });

  it('trims the UID domain', () => {
    expect(veventOf({}, { ...options, uidDomain: ' startline.example ' })).toContain(
      'UID:7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11@startline.example',
    );
  });

  it('refuses a file without a readable time it was made', () => {
    const make = () => eventCalendarFile(event, { ...options, now: Number.NaN });
    expect(make).toThrow(CalendarFileError);
    expect(make).toThrow('The calendar file needs the time it was made');
  });

  it('names its errors CalendarFileError', () => {
    try {
      eventCalendarFile({ ...event, startDate: null }, options);
      expect.unreachable('an event without a start has no calendar file');
    } catch (error) {
      expect(error).toBeInstanceOf(CalendarFileError);
      expect((error as Error).name).toBe('CalendarFileError');
      expect((error as Error).message).toBe("The event 'Sunrise 5K' has no start date to add to a calendar");
    }
  });
});

describe('foldIcsLine', () => {
  it('keeps a line of exactly 75 octets whole and folds the 76th onto a new line', () => {
    const full = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldIcsLine(full)).toBe(full);
    expect(foldIcsLine(`${full}y`)).toBe(`${full}\r\n y`);
  });
});

describe('calendarLocation', () => {
  it.each<[Pick<EventDetail, 'venue' | 'city'>, string]>([
    [{ venue: 'Marine Drive', city: '  ' }, 'Marine Drive'],
    [{ venue: '  ', city: 'Mumbai' }, 'Mumbai'],
    [{ venue: 'Venue TBD', city: 'Mumbai' }, 'Mumbai'],
  ])('%o -> %s', (place, location) => {
    expect(calendarLocation(place)).toBe(location);
  });
});

describe('calendarSlug', () => {
  it('keeps at most 60 characters, never ending on a hyphen', () => {
    expect(calendarSlug(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
    expect(calendarSlug('b'.repeat(80))).toBe('b'.repeat(60));
  });

  it('drops hyphens at either end', () => {
    expect(calendarSlug('  -- Night Ride! -- ')).toBe('night-ride');
  });
});
