import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countdownText,
  formatEventDateTime,
  formatInvoiceDate,
  formatIsoCalendarDate,
  formatOrderDate,
  formatPickerDate,
  isoDateInZone,
  parseIsoCalendarDate,
} from '../../src/domain/dates';

describe('formatOrderDate', () => {
  it.each([
    { value: '2025-01-05T05:00:00Z', text: '05 Jan 2025, 10:30 AM' },
    { value: '2025-01-05T10:30:00+05:30', text: '05 Jan 2025, 10:30 AM' },
    { value: '2025-01-05 10:30:00', text: '05 Jan 2025, 10:30 AM' },
    { value: '2024-12-31T18:30:00Z', text: '01 Jan 2025, 12:00 AM' },
    { value: '2025-08-15T06:35:00Z', text: '15 Aug 2025, 12:05 PM' },
    { value: '2025-12-31T17:29:00Z', text: '31 Dec 2025, 10:59 PM' },
    { value: new Date('2025-03-09T09:15:00Z'), text: '09 Mar 2025, 02:45 PM' },
    { value: null, text: '-' },
    { value: undefined, text: '-' },
    { value: '', text: '-' },
    { value: 'garbage', text: '-' },
  ])('$value -> $text', ({ value, text }) => {
    expect(formatOrderDate(value)).toBe(text);
  });

  it('uses the zone it is given', () => {
    expect(formatOrderDate('2025-01-05T05:00:00Z', 'UTC')).toBe('05 Jan 2025, 05:00 AM');
  });
});

describe('formatInvoiceDate', () => {
  it.each([
    { value: '2025-01-05T05:00:00Z', text: '05 Jan 2025' },
    // 20:00 UTC on 4 January is already 5 January in India.
    { value: '2025-01-04T20:00:00Z', text: '05 Jan 2025' },
    { value: '2025-09-30', text: '30 Sep 2025' },
    { value: null, text: '-' },
    { value: 'nope', text: '-' },
  ])('$value -> $text', ({ value, text }) => {
    expect(formatInvoiceDate(value)).toBe(text);
  });
});

describe('formatEventDateTime', () => {
  it.each([
    { value: '2025-01-05T05:00:00Z', text: 'January 5, 2025 at 10:30 AM' },
    { value: '2025-11-20T00:30:00Z', text: 'November 20, 2025 at 6:00 AM' },
    { value: '2025-06-01T18:30:00Z', text: 'June 2, 2025 at 12:00 AM' },
    { value: '2025-06-01T06:45:00Z', text: 'June 1, 2025 at 12:15 PM' },
    { value: '2025-02-14 19:05', text: 'February 14, 2025 at 7:05 PM' },
    { value: null, text: 'TBD' },
    { value: undefined, text: 'TBD' },
    { value: '', text: 'TBD' },
    { value: 'soon', text: 'Invalid Date' },
    { value: '2025-02-30T10:00:00Z', text: 'Invalid Date' },
  ])('$value -> $text', ({ value, text }) => {
    expect(formatEventDateTime(value)).toBe(text);
  });
});

describe('calendar dates', () => {
  it.each([
    { value: '2025-01-04T18:29:59Z', iso: '2025-01-04' },
    { value: '2025-01-04T18:30:00Z', iso: '2025-01-05' },
    { value: '2025-01-05', iso: '2025-01-05' },
    { value: null, iso: null },
    { value: 'x', iso: null },
  ])('isoDateInZone($value) = $iso', ({ value, iso }) => {
    expect(isoDateInZone(value)).toBe(iso);
  });

  it('isoDateInZone takes another zone', () => {
    expect(isoDateInZone('2025-01-04T20:00:00Z', 'UTC')).toBe('2025-01-04');
  });

  it('isoDateInZone writes the year with four digits', () => {
    expect(isoDateInZone('0999-03-01T00:00:00Z', 'UTC')).toBe('0999-03-01');
  });

  it.each([
    { text: '2025-01-05', parts: [2025, 0, 5] },
    { text: '2024-02-29', parts: [2024, 1, 29] },
  ])('parseIsoCalendarDate($text) is that local day', ({ text, parts }) => {
    const [year, month, day] = parts as [number, number, number];
    expect(parseIsoCalendarDate(text)).toEqual(new Date(year, month, day));
  });

  it.each(['2025-02-29', '2025-1-5', '05/01/2025', '', '2025-01-05T00:00'])(
    'parseIsoCalendarDate(%j) is null',
    (text) => {
      expect(parseIsoCalendarDate(text)).toBeNull();
    },
  );

  it('formatIsoCalendarDate writes a local day', () => {
    expect(formatIsoCalendarDate(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(formatIsoCalendarDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });

  it.each([
    { value: '2025-01-05', text: '05/01/2025' },
    { value: new Date(2025, 11, 31), text: '31/12/2025' },
    { value: '2025-02-30', text: '' },
    { value: '', text: '' },
    { value: new Date('nonsense'), text: '' },
  ])('formatPickerDate($value) = $text', ({ value, text }) => {
    expect(formatPickerDate(value)).toBe(text);
  });
});

describe('countdownText', () => {
  const now = '2025-01-05T10:00:00Z';
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const at = (offsetMs: number) => new Date(Date.parse(now) + offsetMs);

  it.each([
    { offset: 3 * DAY + 5 * HOUR, text: '3 day(s) left' },
    { offset: DAY, text: '1 day(s) left' },
    { offset: 45 * DAY, text: '45 day(s) left' },
    { offset: DAY - 1, text: '23 hour(s) left' },
    { offset: HOUR, text: '1 hour(s) left' },
    { offset: HOUR - 1, text: '59 minute(s) left' },
    { offset: 2 * MINUTE + 59_000, text: '2 minute(s) left' },
    { offset: MINUTE, text: '1 minute(s) left' },
    { offset: MINUTE - 1, text: 'Less than a minute left' },
    { offset: 1, text: 'Less than a minute left' },
    { offset: 0, text: 'Time up' },
    { offset: -5 * DAY, text: 'Time up' },
  ])('$offset ms ahead -> $text', ({ offset, text }) => {
    expect(countdownText(at(offset), now)).toBe(text);
  });

  it('reads zoneless targets on India time', () => {
    // 2025-01-06 15:30 in India is 2025-01-06T10:00Z: exactly one day after now.
    expect(countdownText('2025-01-06 15:30', now)).toBe('1 day(s) left');
  });

  it.each([null, undefined, '', 'later'])('gives null for the target %j', (target) => {
    expect(countdownText(target, now)).toBeNull();
  });
});

describe('on a machine in another zone', () => {
  const originalZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it('still shows India time', () => {
    expect(formatOrderDate('2025-01-05T05:00:00Z')).toBe('05 Jan 2025, 10:30 AM');
    expect(formatInvoiceDate('2025-01-04T20:00:00Z')).toBe('05 Jan 2025');
    expect(formatEventDateTime('2025-01-05 10:30')).toBe('January 5, 2025 at 10:30 AM');
    expect(isoDateInZone('2025-01-04T20:00:00Z')).toBe('2025-01-05');
  });

  it('keeps picked calendar days as they were picked', () => {
    expect(formatPickerDate('2025-01-05')).toBe('05/01/2025');
    expect(formatIsoCalendarDate(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
});
