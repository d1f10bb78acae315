// Dates and countdowns in the reader's language, from the same moments src/domain/dates.ts words in
// SPEC's English: India's clock (IST) and Latin digits in both languages; Hindi names the months and
// weekdays and says the part of the day ('सुबह 6:00 बजे') as Hindi writers do, where English says AM/PM.
import type { TFunction } from 'i18next';
import type { CountdownLeft } from '../domain/dates';
import { DATE_TBD, FREE_PRICE, LOCATION_TBD, PRICE_TBD } from '../domain/events';
import { EVENTS_LISTING_TEXT, listingStatusLabel } from '../domain/listing';
import { LISTING_STATUSES } from '../domain/listing-query';
import { toInstant, wallClockIn, type DateInput } from '../domain/time-zone';
import { INDIA_TIME_ZONE } from '../domain/constants';
import type en from './locales/en';

type Weekday = keyof typeof en.dates.weekdayShort;
type ShortMonth = keyof typeof en.dates.monthShort;
type LongMonth = keyof typeof en.dates.monthLong;

const CARD_DATE = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})$/;

/**
 * A card's date as src/domain/events.ts cardDate words it ('Sun, 14 Jul 2030', or 'Date TBD'), in the
 * reader's language. Cards carry the worded date (the machines hold cards, not moments), so it is read
 * back here; anything else is shown as it came.
 */
export function localCardDate(t: TFunction, text: string): string {
  if (text === DATE_TBD) return t('dates.dateTbd');
  const match = CARD_DATE.exec(text);
  if (!match) return text;
  const [, weekday, day, month, year] = match as unknown as [string, Weekday, string, ShortMonth, string];
  return t('dates.cardDate', {
    weekday: t(`dates.weekdayShort.${weekday}`),
    day,
    month: t(`dates.monthShort.${month}`),
    year,
  });
}

/** Hindi names the part of the day rather than AM/PM. */
function dayPartOf(hour: number): 'morning' | 'afternoon' | 'evening' | 'night' {
  if (hour >= 4 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 16) return 'afternoon';
  if (hour >= 16 && hour < 20) return 'evening';
  return 'night';
}

/**
 * An event's moment, as formatEventDateTime words it in English ('January 5, 2025 at 10:30 AM'; 'TBD'
 * when missing, 'Invalid Date' when unreadable), in the reader's language.
 */
export function localEventDateTime(t: TFunction, value: DateInput, timeZone: string = INDIA_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return t('dates.tbd');
  const instant = toInstant(value, timeZone);
  if (!instant) return t('dates.invalid');
  const clock = wallClockIn(instant, timeZone);
  return t('dates.eventDateTime', {
    month: t(`dates.monthLong.${String(clock.month) as LongMonth}`),
    day: String(clock.day),
    year: String(clock.year),
    hour: String(clock.hour % 12 === 0 ? 12 : clock.hour % 12),
    minute: String(clock.minute).padStart(2, '0'),
    period: clock.hour < 12 ? 'am' : 'pm',
    dayPart: dayPartOf(clock.hour),
  });
}

/** The countdown ('3 day(s) left', '3 दिन बाकी'), with the language's plural forms. */
export function localCountdown(t: TFunction, left: CountdownLeft | null): string | null {
  if (!left) return null;
  return t(`countdown.${left.unit}`, { count: left.count });
}

/** A price as src/domain/events.ts cardPrice words it ('₹1,999', 'Free', 'Price TBD'), in the reader's language. */
export function localPrice(t: TFunction, price: string): string {
  if (price === FREE_PRICE) return t('common.free');
  if (price === PRICE_TBD) return t('common.priceTbd');
  return price;
}

/** A place as the cards word it ('Pune, Maharashtra', or 'Location TBD'). */
export function localLocation(t: TFunction, location: string): string {
  return location === LOCATION_TBD ? t('common.locationTbd') : location;
}

const CHIP = /^(Search|Category|City|Status|Date): (.*)$/s;
const CHIP_DATES = /^(.*) - (.*)$/s;

/**
 * An active filter's chip as the listing's connect words it ('Search: marathon', 'Status: Upcoming',
 * 'Date: 01/12/2030 - Any'), in the reader's language; the filter's own value is kept as typed.
 */
export function localFilterChip(t: TFunction, label: string): string {
  const match = CHIP.exec(label);
  if (!match) return label;
  const [, kind, value = ''] = match;
  if (kind === 'Search') return t('eventsListing.chips.search', { value });
  if (kind === 'Category') return t('eventsListing.chips.category', { value });
  if (kind === 'City') return t('eventsListing.chips.city', { value });
  if (kind === 'Status') {
    const status = LISTING_STATUSES.find((candidate) => listingStatusLabel(candidate) === value);
    return t('eventsListing.chips.status', { value: status ? t(`eventsListing.statuses.${status}`) : value });
  }
  const sides = CHIP_DATES.exec(value);
  const side = (day: string) => (day === EVENTS_LISTING_TEXT.anyDate ? t('eventsListing.anyDate') : day);
  return sides ? t('eventsListing.chips.dates', { from: side(sides[1] ?? ''), to: side(sides[2] ?? '') }) : label;
}
