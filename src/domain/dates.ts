// Date texts the SPEC fixes. Moments (order dates, event times) are shown on India's clock whatever
// the machine's zone; calendar dates picked in the date pickers are plain local calendar days.
import { format, isValid, parse } from 'date-fns';
import { INDIA_TIME_ZONE } from './constants';
import { toInstant, wallClockIn, type DateInput, type WallClock } from './time-zone';

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MISSING_DATE = '-';

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function shortMonth(clock: WallClock): string {
  // Stryker disable next-line StringLiteral: a wall clock's month is 1-12, so the fallback is never read
  return (MONTHS_LONG[clock.month - 1] ?? '').slice(0, 3);
}

function twelveHourClock(clock: WallClock): { hour: number; period: 'AM' | 'PM' } {
  return { hour: clock.hour % 12 === 0 ? 12 : clock.hour % 12, period: clock.hour < 12 ? 'AM' : 'PM' };
}

/** My Orders dates: '05 Jan 2025, 10:30 AM', or '-' when missing or unreadable. */
export function formatOrderDate(value: DateInput, timeZone: string = INDIA_TIME_ZONE): string {
  const instant = toInstant(value, timeZone);
  if (!instant) return MISSING_DATE;
  const clock = wallClockIn(instant, timeZone);
  const { hour, period } = twelveHourClock(clock);
  return `${pad2(clock.day)} ${shortMonth(clock)} ${clock.year}, ${pad2(hour)}:${pad2(clock.minute)} ${period}`;
}

/** Invoice date 'dd Mon yyyy': '05 Jan 2025', or '-' when missing or unreadable. */
export function formatInvoiceDate(value: DateInput, timeZone: string = INDIA_TIME_ZONE): string {
  const instant = toInstant(value, timeZone);
  if (!instant) return MISSING_DATE;
  const clock = wallClockIn(instant, timeZone);
  return `${pad2(clock.day)} ${shortMonth(clock)} ${clock.year}`;
}

/**
 * Event detail date and time, en-US long form with hour and minute: 'January 5, 2025 at 10:30 AM'.
 * 'TBD' when missing, 'Invalid Date' when unreadable. Assembled from the wall clock rather than
 * toLocaleString so that every browser and ICU version prints the same text.
 */
export function formatEventDateTime(value: DateInput, timeZone: string = INDIA_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return 'TBD';
  const instant = toInstant(value, timeZone);
  if (!instant) return 'Invalid Date';
  const clock = wallClockIn(instant, timeZone);
  const { hour, period } = twelveHourClock(clock);
  // Stryker disable next-line StringLiteral: a wall clock's month is 1-12, so the fallback is never read
  const month = MONTHS_LONG[clock.month - 1] ?? '';
  return `${month} ${clock.day}, ${clock.year} at ${hour}:${pad2(clock.minute)} ${period}`;
}

/** The calendar date ('yyyy-MM-dd') that a clock in `timeZone` shows at `value`, or null. */
export function isoDateInZone(value: DateInput, timeZone: string = INDIA_TIME_ZONE): string | null {
  const instant = toInstant(value, timeZone);
  if (!instant) return null;
  const clock = wallClockIn(instant, timeZone);
  return `${String(clock.year).padStart(4, '0')}-${pad2(clock.month)}-${pad2(clock.day)}`;
}

/** A local calendar day (as a date picker hands it over) as 'yyyy-MM-dd'. */
export function formatIsoCalendarDate(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/** 'yyyy-MM-dd' as a local calendar day (midnight), or null unless it is exactly a real date. */
export function parseIsoCalendarDate(text: string): Date | null {
  const day = parse(text, 'yyyy-MM-dd', new Date(0));
  // date-fns also accepts '2025-1-5'; the round trip keeps the format strict.
  return isValid(day) && format(day, 'yyyy-MM-dd') === text ? day : null;
}

/** Listing date pickers: 'dd/MM/yyyy' for a picked day or a 'yyyy-MM-dd' filter value; '' if invalid. */
export function formatPickerDate(value: Date | string): string {
  const day = typeof value === 'string' ? parseIsoCalendarDate(value) : value;
  return day && isValid(day) ? format(day, 'dd/MM/yyyy') : '';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What is left until a moment, in the largest whole unit the countdown shows (SPEC §2). */
export type CountdownLeft =
  { unit: 'days' | 'hours' | 'minutes'; count: number } | { unit: 'lessThanMinute' | 'timeUp'; count: 0 };

/**
 * Whole days when at least one is left, else whole hours, else whole minutes; null when the target is
 * missing or unreadable. Each language words it (countdownText is SPEC's English).
 */
export function countdownLeft(target: DateInput, now: DateInput): CountdownLeft | null {
  const targetInstant = toInstant(target);
  const nowInstant = toInstant(now);
  if (!targetInstant || !nowInstant) return null;
  const remaining = targetInstant.getTime() - nowInstant.getTime();
  if (remaining <= 0) return { unit: 'timeUp', count: 0 };
  if (remaining >= DAY_MS) return { unit: 'days', count: Math.floor(remaining / DAY_MS) };
  if (remaining >= HOUR_MS) return { unit: 'hours', count: Math.floor(remaining / HOUR_MS) };
  if (remaining >= MINUTE_MS) return { unit: 'minutes', count: Math.floor(remaining / MINUTE_MS) };
  return { unit: 'lessThanMinute', count: 0 };
}

/** SPEC §2's countdown words for each unit. */
export const COUNTDOWN_TEXT = {
  days: (count: number) => `${count} day(s) left`,
  hours: (count: number) => `${count} hour(s) left`,
  minutes: (count: number) => `${count} minute(s) left`,
  lessThanMinute: () => 'Less than a minute left',
  timeUp: () => 'Time up',
} as const;

/**
 * Countdown on the event detail page, in the SPEC's exact words ('3 day(s) left', '1 hour(s) left'):
 * whole days when at least one is left, else whole hours, else whole minutes. Null when the target
 * is missing or unreadable.
 */
export function countdownText(target: DateInput, now: DateInput): string | null {
  const left = countdownLeft(target, now);
  return left ? COUNTDOWN_TEXT[left.unit](left.count) : null;
}
