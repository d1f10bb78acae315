import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  instantFromWallClock,
  isRealCalendarDay,
  toInstant,
  wallClockFromIntl,
  wallClockIn,
} from '../../src/domain/time-zone';

describe('toInstant', () => {
  it.each([
    // Explicit zones are that instant.
    { input: '2025-01-05T05:00:00Z', iso: '2025-01-05T05:00:00.000Z' },
    { input: '2025-01-05T05:00:00.123Z', iso: '2025-01-05T05:00:00.123Z' },
    { input: '2025-01-05T05:00:00.123456789Z', iso: '2025-01-05T05:00:00.123Z' },
    { input: '2025-01-05T23:59:59Z', iso: '2025-01-05T23:59:59.000Z' },
    { input: '2025-01-05T10:30:00+05:30', iso: '2025-01-05T05:00:00.000Z' },
    { input: '2025-01-05T10:30:00+0530', iso: '2025-01-05T05:00:00.000Z' },
    { input: '2025-01-05T00:30:00-04:30', iso: '2025-01-05T05:00:00.000Z' },
    { input: '2025-01-05 05:00:00z', iso: '2025-01-05T05:00:00.000Z' },
    // Without a zone: India's wall clock (UTC+05:30), whatever the machine's zone is.
    { input: '2025-01-05T10:30:00', iso: '2025-01-05T05:00:00.000Z' },
    { input: '2025-01-05 10:30', iso: '2025-01-05T05:00:00.000Z' },
    { input: '2025-01-05', iso: '2025-01-04T18:30:00.000Z' },
    { input: '2025-01-05T10:30:00.5', iso: '2025-01-05T05:00:00.500Z' },
    { input: ' 2025-01-05 ', iso: '2025-01-04T18:30:00.000Z' },
    { input: 1736053200000, iso: '2025-01-05T05:00:00.000Z' },
    { input: new Date('2025-01-05T05:00:00Z'), iso: '2025-01-05T05:00:00.000Z' },
    { input: '2024-02-29', iso: '2024-02-28T18:30:00.000Z' },
  ])('reads $input', ({ input, iso }) => {
    expect(toInstant(input)?.toISOString()).toBe(iso);
  });

  it('reads zoneless strings in the zone it is given', () => {
    expect(toInstant('2025-01-05T10:30:00', 'UTC')?.toISOString()).toBe('2025-01-05T10:30:00.000Z');
    expect(toInstant('2025-07-01T12:00', 'America/New_York')?.toISOString()).toBe('2025-07-01T16:00:00.000Z');
    expect(toInstant('2025-01-01T12:00', 'America/New_York')?.toISOString()).toBe('2025-01-01T17:00:00.000Z');
  });

  it.each([
    null,
    undefined,
    '',
    'TBD',
    'not a date',
    '2025-02-30',
    '2025-13-01',
    '2025-00-10',
    '2025-01-05T24:00',
    '2025-01-05T10:60',
    '2025-01-05T10:30:60',
    '2025-1-5',
    '05/01/2025',
    'Sun, 05 Jan 2025 05:00:00 GMT',
    new Date('nonsense'),
    NaN,
  ])('gives null for %j', (input) => {
    expect(toInstant(input)).toBeNull();
  });

  it('copies a Date rather than sharing it', () => {
    const original = new Date('2025-01-05T05:00:00Z');
    const read = toInstant(original);
    expect(read).not.toBe(original);
    expect(read?.getTime()).toBe(original.getTime());
  });
});

describe('wallClockIn', () => {
  it.each([
    {
      instant: '2025-01-05T05:00:00Z',
      zone: 'Asia/Kolkata',
      clock: { year: 2025, month: 1, day: 5, hour: 10, minute: 30, second: 0 },
    },
    {
      instant: '2024-12-31T18:30:00Z',
      zone: 'Asia/Kolkata',
      clock: { year: 2025, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
    },
    {
      instant: '2025-01-05T05:00:59Z',
      zone: 'UTC',
      clock: { year: 2025, month: 1, day: 5, hour: 5, minute: 0, second: 59 },
    },
    {
      instant: '2025-07-01T16:00:00Z',
      zone: 'America/New_York',
      clock: { year: 2025, month: 7, day: 1, hour: 12, minute: 0, second: 0 },
    },
  ])('$instant in $zone', ({ instant, zone, clock }) => {
    expect(wallClockIn(new Date(instant), zone)).toEqual(clock);
  });

  // India's clock is computed without Intl after 1945-10-15 (see time-zone.ts): it must agree with
  // ICU's Asia/Kolkata rules to the second, and earlier instants must still get the war-time +06:30.
  it('agrees with ICU for India from 1945 to 2100, to the second', () => {
    const from = Date.UTC(1945, 9, 14, 18, 30);
    const to = Date.UTC(2100, 0, 1);
    const step = 7_919_999_917; // a prime number of ms (about 92 days), so hours, minutes and seconds vary
    for (let epochMs = from; epochMs < to; epochMs += step) {
      expect(wallClockIn(new Date(epochMs))).toEqual(wallClockFromIntl(new Date(epochMs), 'Asia/Kolkata'));
    }
    const yearEnd = new Date('2026-12-31T18:29:59.999Z');
    expect(wallClockIn(yearEnd)).toEqual({ year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59 });
  });

  it('keeps the war-time +06:30 for India in 1944', () => {
    expect(wallClockIn(new Date('1944-06-01T00:00:00Z'))).toEqual({
      year: 1944,
      month: 6,
      day: 1,
      hour: 6,
      minute: 30,
      second: 0,
    });
  });
});

describe('how the wall clock is found', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // The first Intl.DateTimeFormat loads ICU's zone data (see time-zone.ts), so India's clock since
  // IST became fixed (1945-10-15 00:00 IST) is computed without asking Intl at all.
  it('asks Intl nothing for India from 1945-10-15 on, and asks it before', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const fixedSince = Date.UTC(1945, 9, 14, 18, 30);
    expect(wallClockIn(new Date(fixedSince))).toEqual({
      year: 1945,
      month: 10,
      day: 15,
      hour: 0,
      minute: 0,
      second: 0,
    });
    wallClockIn(new Date('2025-01-05T05:00:00Z'));
    expect(formatToParts).not.toHaveBeenCalled();
    wallClockIn(new Date(fixedSince - 1));
    expect(formatToParts).toHaveBeenCalledTimes(1);
  });

  it('builds one formatter per zone and reuses it', () => {
    const Original = Intl.DateTimeFormat;
    const DateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Original(...args);
    });
    const first = wallClockFromIntl(new Date('2025-01-05T05:00:00Z'), 'Asia/Tokyo');
    const second = wallClockFromIntl(new Date('2025-07-05T05:00:00Z'), 'Asia/Tokyo');
    expect(DateTimeFormat).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ year: 2025, month: 1, day: 5, hour: 14, minute: 0, second: 0 });
    expect(second).toEqual({ year: 2025, month: 7, day: 5, hour: 14, minute: 0, second: 0 });
  });
});

describe('instantFromWallClock', () => {
  it('inverts wallClockIn across a daylight-saving change', () => {
    const clock = { year: 2025, month: 3, day: 9, hour: 3, minute: 30, second: 0 };
    // New York springs forward at 02:00 on 9 March 2025; 03:30 is EDT (UTC-4).
    expect(instantFromWallClock(clock, 'America/New_York').toISOString()).toBe('2025-03-09T07:30:00.000Z');
    expect(instantFromWallClock({ ...clock, hour: 1 }, 'America/New_York').toISOString()).toBe(
      '2025-03-09T06:30:00.000Z',
    );
  });
});

describe('isRealCalendarDay', () => {
  it.each([
    [2024, 2, 29, true],
    [2025, 2, 29, false],
    [2000, 2, 29, true],
    [1900, 2, 29, false],
    [2025, 4, 31, false],
    [2025, 12, 31, true],
    [2025, 0, 1, false],
    [2025, 13, 1, false],
    [2025, 1, 0, false],
  ])('%i-%i-%i is %s', (year, month, day, real) => {
    expect(isRealCalendarDay(year, month, day)).toBe(real);
  });
});

describe('independence from the machine zone', () => {
  const originalZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it('reads zoneless strings as India time on a machine in Los Angeles', () => {
    expect(new Date(2025, 0, 5).getTimezoneOffset()).toBe(480);
    expect(toInstant('2025-01-05T10:30:00')?.toISOString()).toBe('2025-01-05T05:00:00.000Z');
    expect(wallClockIn(new Date('2025-01-05T05:00:00Z')).hour).toBe(10);
  });
});
