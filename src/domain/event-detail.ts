// SPEC §3 "Event detail (camelCase)": a public sub-event as the detail page reads it. Structural input,
// like events.ts, so both the generated API type and the server's rows fit it.
import { cardPrice, DEFAULT_EVENT_IMAGE, displayName, type SubEventForCard } from './events';
import type { EventSchedule } from './statuses';

type Maybe<T> = T | null | undefined;

/** The event page's texts (SPEC §2 Event detail, §8). */
/** SPEC §2 and §8 texts of the event page, shared by the machine's meta and the view. */
export const EVENT_DETAIL_TEXT = {
  loading: 'Loading event details...',
  notFoundHeading: 'Event Not Found',
  goBack: 'Go Back',
  tryAgain: 'Try Again',
  aboutHeading: 'About this event',
  helpHeading: 'Need help?',
  uuidRequired: 'Event UUID is required',
  loadFailed: 'Failed to load event details',
  eventNotFound: 'Event not found',
  noEvents: 'No events found',
} as const;

export const VENUE_TBD = 'Venue TBD';
const DEFAULT_ENTRY_FEE = '0.00';

export interface SubEventForDetail extends SubEventForCard {
  summary?: Maybe<string>;
  end_datetime?: Maybe<string>;
  registration_start?: Maybe<string>;
  registration_end?: Maybe<string>;
  event_venue_address?: Maybe<string>;
  min_age?: Maybe<number>;
  max_age?: Maybe<number>;
  rules_and_regulations?: Maybe<string>;
  refund_and_cancellation_policy?: Maybe<string>;
  additional_info?: Maybe<string>;
  event_day_takeaways?: Maybe<readonly string[]>;
  cash_prize?: Maybe<boolean>;
  cash_prize_description?: Maybe<string>;
  event_day_facilities?: Maybe<readonly string[]>;
  total_allowed_registrations?: Maybe<number>;
  /** Extensions (issue 28): places anyone may still book (null: no limit) and the waitlist's offer window. */
  places_left?: Maybe<number>;
  waitlist_offer_minutes?: Maybe<number>;
}

export interface EventDetail {
  uuid: string;
  name: string;
  bannerImage: string;
  startDate: string | null;
  endDate: string | null;
  registrationStart: string | null;
  registrationEnd: string | null;
  city: string | null;
  state: string | null;
  venue: string;
  minAge: number | null;
  maxAge: number | null;
  /** Decimal rupees as the API writes it ('499.00'). */
  entryFee: string;
  entryFeeRequired: boolean;
  /** HTML from the organiser: render through src/ui/sanitize-html only. */
  description: string | null;
  summary: string | null;
  rulesAndRegulations: string | null;
  refundPolicy: string | null;
  additionalInfo: string | null;
  takeaways: string[];
  cashPrize: boolean;
  cashPrizeDescription: string | null;
  facilities: string[];
  /** SPEC §9: also the most tickets one booking may hold; null when the event sets none. */
  totalAllowedRegistrations: number | null;
  /** Places anyone may still book; null when the event sets no limit, 0 when sold out (issue 28). */
  placesLeft: number | null;
  /** The event's waitlist offer window in minutes; null when it has no waitlist (issue 28). */
  waitlistOfferMinutes: number | null;
}

function present(value: Maybe<string>): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function items(list: Maybe<readonly string[]>): string[] {
  return (list ?? []).map((item) => item.trim()).filter((item) => item !== '');
}

/** SPEC §3: display name rules of events.ts, venue 'Venue TBD', fee '0.00', the stock banner when none. */
export function toEventDetail(subEvent: SubEventForDetail): EventDetail {
  return {
    uuid: subEvent.sub_event_uuid,
    name: displayName(subEvent),
    bannerImage: present(subEvent.banner_url_path) ?? DEFAULT_EVENT_IMAGE,
    startDate: present(subEvent.start_datetime),
    endDate: present(subEvent.end_datetime),
    registrationStart: present(subEvent.registration_start),
    registrationEnd: present(subEvent.registration_end),
    city: present(subEvent.city_name),
    state: present(subEvent.state_name),
    venue: present(subEvent.event_venue_address) ?? VENUE_TBD,
    minAge: subEvent.min_age ?? null,
    maxAge: subEvent.max_age ?? null,
    entryFee:
      subEvent.entry_fee === null || subEvent.entry_fee === undefined ? DEFAULT_ENTRY_FEE : String(subEvent.entry_fee),
    entryFeeRequired: subEvent.entry_fee_required === true,
    description: present(subEvent.description) ?? present(subEvent.event_description),
    summary: present(subEvent.summary),
    rulesAndRegulations: present(subEvent.rules_and_regulations),
    refundPolicy: present(subEvent.refund_and_cancellation_policy),
    additionalInfo: present(subEvent.additional_info),
    takeaways: items(subEvent.event_day_takeaways),
    cashPrize: subEvent.cash_prize === true,
    cashPrizeDescription: present(subEvent.cash_prize_description),
    facilities: items(subEvent.event_day_facilities),
    totalAllowedRegistrations: subEvent.total_allowed_registrations ?? null,
    placesLeft: subEvent.places_left ?? null,
    waitlistOfferMinutes: subEvent.waitlist_offer_minutes ?? null,
  };
}

export function scheduleOf(event: EventDetail): EventSchedule {
  return {
    startDate: event.startDate,
    endDate: event.endDate,
    registrationStart: event.registrationStart,
    registrationEnd: event.registrationEnd,
  };
}

/** SPEC §2: the fee as every price shows it ('₹499', '₹1,250.50'), 'Free' when no fee is required. */
export function eventFeeText(event: Pick<EventDetail, 'entryFee' | 'entryFeeRequired'>): string {
  return cardPrice({ entry_fee: event.entryFee, entry_fee_required: event.entryFeeRequired });
}

/** SPEC §2: the age group only when both ages exist ('18 - 60 years'). */
export function ageGroupText(event: Pick<EventDetail, 'minAge' | 'maxAge'>): string | null {
  if (event.minAge === null || event.maxAge === null) return null;
  return `${event.minAge} - ${event.maxAge} years`;
}

export function eventLocationText(event: Pick<EventDetail, 'city' | 'state'>): string {
  const parts = [event.city, event.state].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : 'Location TBD';
}
