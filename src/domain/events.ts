// Sub-event -> card rules of SPEC §3 ("Public sub-event" display name and defaults, "Event card").
// The input is structural so that both the generated API type and the server's rows fit it
// without src/domain importing either.
import { INDIA_TIME_ZONE } from './constants';
import { htmlToPlainText } from './html-text';
import { formatInr, tryRupeesToPaise } from './money';
import { landingCardStatus } from './statuses';
import type { LandingCardStatus } from './statuses';
import { toInstant, wallClockIn } from './time-zone';

/** Shown when a sub-event has no banner, and when a banner fails to load (served from public/). */
export const DEFAULT_EVENT_IMAGE = '/images/event-default.svg';
export const DEFAULT_EVENT_DESCRIPTION = 'Join this exciting event and challenge yourself!';
export const LOCATION_TBD = 'Location TBD';
export const DATE_TBD = 'Date TBD';
export const FREE_PRICE = 'Free';
/** Shown when a fee is required but the fee the API gave cannot be read as an amount. */
export const PRICE_TBD = 'Price TBD';
/** The master event name that means "use the sub-event's own name" (SPEC §3). */
const OTHERS_MASTER_NAME = 'Others';

type Maybe<T> = T | null | undefined;

export interface SubEventForCard {
  id?: Maybe<number | string>;
  sub_event_uuid: string;
  name?: Maybe<string>;
  event_title?: Maybe<string>;
  event_master_name?: Maybe<string>;
  description?: Maybe<string>;
  event_description?: Maybe<string>;
  start_datetime?: Maybe<string>;
  city_name?: Maybe<string>;
  state_name?: Maybe<string>;
  entry_fee?: Maybe<string | number>;
  entry_fee_required?: Maybe<boolean>;
  banner_url_path?: Maybe<string>;
  is_registered?: Maybe<boolean>;
}

/** Landing cards only tell apart events still to come from the rest (SPEC §4). */
export type EventCardStatus = LandingCardStatus;

export interface EventCard {
  id: string;
  uuid: string;
  title: string;
  description: string;
  image: string;
  date: string;
  location: string;
  price: string;
  is_registered: boolean;
  status: EventCardStatus;
}

function present(value: Maybe<string>): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** SPEC §3: the sub-event's own name when the master event is 'Others', else the master's name. */
export function displayName(subEvent: SubEventForCard): string {
  const master = present(subEvent.event_master_name);
  const own = present(subEvent.name) ?? present(subEvent.event_title);
  if (master && master !== OTHERS_MASTER_NAME) return master;
  return own ?? master ?? '';
}

/**
 * SPEC §3 and §9: 'Free', or the entry fee in rupees with Indian grouping ('₹1,999', '₹12,34,567.50'),
 * through the one money formatter (`formatInr`). Whole rupees drop their '.00' on a card.
 */
export function cardPrice(subEvent: Pick<SubEventForCard, 'entry_fee' | 'entry_fee_required'>): string {
  if (!subEvent.entry_fee_required) return FREE_PRICE;
  const fee = subEvent.entry_fee ?? '0.00';
  const paise = tryRupeesToPaise(typeof fee === 'string' ? fee.trim() : fee);
  return paise === null ? PRICE_TBD : formatInr(paise, { dropZeroPaise: true });
}

export function cardLocation(subEvent: Pick<SubEventForCard, 'city_name' | 'state_name'>): string {
  const parts = [present(subEvent.city_name), present(subEvent.state_name)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : LOCATION_TBD;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The start day on India's clock, e.g. 'Sun, 14 Jul 2030'; 'Date TBD' when missing or unreadable. */
export function cardDate(startDatetime: Maybe<string>, timeZone: string = INDIA_TIME_ZONE): string {
  const start = toInstant(startDatetime, timeZone);
  if (!start) return DATE_TBD;
  const clock = wallClockIn(start, timeZone);
  const weekday = WEEKDAYS[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()];
  return `${weekday}, ${String(clock.day).padStart(2, '0')} ${MONTHS[clock.month - 1]} ${clock.year}`;
}

/** SPEC §3 "Event card"; `now` decides the landing status (upcoming while the start is ahead). */
export function toEventCard(subEvent: SubEventForCard, now: Date = new Date()): EventCard {
  // Descriptions may carry the organiser's HTML; a card shows the text a browser would render of it.
  const description = htmlToPlainText(subEvent.description ?? '') || htmlToPlainText(subEvent.event_description ?? '');
  return {
    id: String(subEvent.id ?? subEvent.sub_event_uuid),
    uuid: subEvent.sub_event_uuid,
    title: displayName(subEvent),
    description: description || DEFAULT_EVENT_DESCRIPTION,
    image: present(subEvent.banner_url_path) ?? DEFAULT_EVENT_IMAGE,
    date: cardDate(subEvent.start_datetime),
    location: cardLocation(subEvent),
    price: cardPrice(subEvent),
    is_registered: subEvent.is_registered === true,
    status: landingCardStatus(subEvent.start_datetime, now),
  };
}
