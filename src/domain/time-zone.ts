// Reading timestamps and finding the wall clock of an instant in a named time zone. date-fns core
// works in the machine's local zone only, so this uses Intl.DateTimeFormat's timeZone, which every
// browser and Node carry. India's clock is the one exception taken: see wallClockIn.
import { INDIA_TIME_ZONE } from './constants';

/** What the API and the app hand around as a moment: ISO strings, epoch milliseconds or Dates. */
export type DateInput = Date | string | number | null | undefined;

/** Calendar fields of an instant as a clock in some zone shows them (month 1-12, hour 0-23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formattersByZone = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formattersByZone.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formattersByZone.set(timeZone, formatter);
  }
  return formatter;
}

// India Standard Time has been UTC+05:30, with no daylight saving, since 1945-10-15 (the IANA
// Asia/Kolkata rules). Building the first Intl.DateTimeFormat loads ICU's zone data: about 100 ms of
// a throttled phone's main thread during the first render. So India's wall clock after that day is
// plain arithmetic; earlier instants and other zones still ask Intl.
const INDIA_FIXED_OFFSET_MS = 330 * 60_000;
const INDIA_FIXED_SINCE_MS = Date.UTC(1945, 9, 14, 18, 30);

function indiaWallClock(epochMs: number): WallClock {
  const shifted = new Date(epochMs + INDIA_FIXED_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The wall clock of `instant` in `timeZone`. */
export function wallClockIn(instant: Date, timeZone: string = INDIA_TIME_ZONE): WallClock {
  if (timeZone === INDIA_TIME_ZONE && instant.getTime() >= INDIA_FIXED_SINCE_MS) {
    return indiaWallClock(instant.getTime());
  }
  return wallClockFromIntl(instant, timeZone);
}

/** The wall clock of `instant` in `timeZone` as ICU's zone rules give it (the tests' reference for India). */
export function wallClockFromIntl(instant: Date, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: a literal part would only land under fields.literal, which is never read
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? NaN,
    month: fields.month ?? NaN,
    day: fields.day ?? NaN,
    hour: fields.hour ?? NaN,
    minute: fields.minute ?? NaN,
    second: fields.second ?? NaN,
  };
}

function offsetMsAt(epochMs: number, timeZone: string): number {
  const clock = wallClockIn(new Date(epochMs), timeZone);
  const wallAsUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant at which a clock in `timeZone` shows the given wall time. */
export function instantFromWallClock(clock: WallClock, timeZone: string, millisecond = 0): Date {
  const wallAsUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
    millisecond,
  );
  // One correction step settles the offset, including across a daylight-saving change.
  const firstGuess = wallAsUtc - offsetMsAt(wallAsUtc, timeZone);
  const secondOffset = offsetMsAt(firstGuess, timeZone);
  return new Date(wallAsUtc - secondOffset);
}

// 2025-01-05, 2025-01-05T10:30, 2025-01-05 10:30:00.123, each optionally followed by Z or ±hh:mm.
const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when year-month-day (month 1-12) is a day that exists, e.g. not 2025-02-29. */
export function isRealCalendarDay(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function offsetFromDesignator(designator: string): number {
  // Stryker disable next-line MethodExpression,ConditionalExpression,StringLiteral: read as an offset below, 'Z' or 'z' has no digits and gives 0 as well
  if (designator.toUpperCase() === 'Z') return 0;
  const sign = designator.startsWith('-') ? -1 : 1;
  const digits = designator.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

function parseIsoString(text: string, timeZone: string): Date | null {
  const match = ISO_PATTERN.exec(text.trim());
  if (!match) return null;
  // Stryker disable next-line StringLiteral: Number('') is 0 like Number('0'), so an absent hour, minute or second reads the same either way
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', designator] = match;
  const clock: WallClock = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
  };
  const valid =
    isRealCalendarDay(clock.year, clock.month, clock.day) &&
    clock.hour <= 23 &&
    clock.minute <= 59 &&
    clock.second <= 59;
  if (!valid) return null;
  const millisecond = Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (designator === undefined) return instantFromWallClock(clock, timeZone, millisecond);
  const wallAsUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
    millisecond,
  );
  return new Date(wallAsUtc - offsetFromDesignator(designator));
}

/**
 * Reads a moment, or null when it is missing or unreadable. ISO strings with Z or an offset are
 * that instant; ISO strings without one (a bare date, or a database timestamp without zone) are wall
 * time in `timeZone`, so the answer never depends on the machine's own zone.
 */
export function toInstant(value: DateInput, timeZone: string = INDIA_TIME_ZONE): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const instant =
    value instanceof Date
      ? new Date(value.getTime())
      : typeof value === 'number'
        ? new Date(value)
        : parseIsoString(value, timeZone);
  return instant && !Number.isNaN(instant.getTime()) ? instant : null;
}
