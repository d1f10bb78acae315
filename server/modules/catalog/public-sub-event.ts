// SPEC §3 "Public sub-event" as the API prints it (openapi.yaml PublicSubEvent), with its defaults.
import type { components } from '../../../src/api/schema';
import { EVENT_DEFAULT_MAX_AGE, EVENT_DEFAULT_MIN_AGE } from '../../../src/domain/constants';
import { paiseToRupeeString } from '../../../src/domain/money';
import { eventMasters, events, subEvents } from '../../db/schema';

export const DEFAULT_VENUE = 'Venue TBD';
const DEFAULT_APPROVAL_STATUS = 'pending';
const DEFAULT_EVENT_TYPE = 'public';

/** The columns a public sub-event is printed from, for `db.select(...)` joined over events and masters. */
export const publicSubEventColumns = {
  subEvent: subEvents,
  eventUuid: events.eventUuid,
  eventTitle: events.title,
  eventDescription: events.description,
  eventBannerUrlPath: events.bannerUrlPath,
  masterName: eventMasters.name,
  masterCategory: eventMasters.category,
  masterUuid: eventMasters.eventMasterUuid,
};

export interface PublicSubEventRow {
  subEvent: typeof subEvents.$inferSelect;
  eventUuid: string;
  eventTitle: string;
  eventDescription: string | null;
  eventBannerUrlPath: string | null;
  masterName: string;
  masterCategory: string;
  masterUuid: string;
}

/** The contract's PublicSubEvent, from the types generated from openapi.yaml. */
export type PublicSubEvent = components['schemas']['PublicSubEvent'];

export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

function textOr(value: string | null, fallback: string): string {
  return value !== null && value.trim() !== '' ? value : fallback;
}

/**
 * A sub-event's place and entry fee as every JSON of it says them (the public API and the catalogue file):
 * the place as stored, the fee in rupees.
 */
export function placeAndEntryFee(
  s: Pick<
    typeof subEvents.$inferSelect,
    'cityName' | 'stateName' | 'countryName' | 'pincode' | 'entryFeePaise' | 'entryFeeRequired'
  >,
) {
  return {
    city_name: s.cityName,
    state_name: s.stateName,
    country_name: s.countryName,
    pincode: s.pincode,
    entry_fee: paiseToRupeeString(s.entryFeePaise),
    entry_fee_required: s.entryFeeRequired,
  };
}

export function toPublicSubEvent(row: PublicSubEventRow, isRegistered: boolean): PublicSubEvent {
  const s = row.subEvent;
  return {
    id: s.id,
    sub_event_uuid: s.subEventUuid,
    event_uuid: row.eventUuid,
    event_master_name: row.masterName,
    event_master_category: row.masterCategory,
    event_master_uuid: row.masterUuid,
    name: s.name,
    event_title: row.eventTitle,
    event_description: row.eventDescription,
    description: s.description,
    summary: s.summary,
    start_datetime: isoOrNull(s.startDatetime),
    end_datetime: isoOrNull(s.endDatetime),
    registration_start: isoOrNull(s.registrationStart),
    registration_end: isoOrNull(s.registrationEnd),
    event_venue_address: textOr(s.eventVenueAddress, DEFAULT_VENUE),
    ...placeAndEntryFee(s),
    total_allowed_registrations: s.totalAllowedRegistrations,
    min_age: s.minAge ?? EVENT_DEFAULT_MIN_AGE,
    max_age: s.maxAge ?? EVENT_DEFAULT_MAX_AGE,
    cash_prize: s.cashPrizePaise !== null && s.cashPrizePaise > 0,
    cash_prize_description: s.cashPrizeDescription,
    event_day_takeaways: s.eventDayTakeaways,
    event_day_facilities: s.eventDayFacilities,
    rules_and_regulations: s.rulesAndRegulations,
    refund_and_cancellation_policy: s.refundAndCancellationPolicy,
    // The event's banner stands in for a sub-event without its own; the app falls back to a stock image.
    banner_url_path: s.bannerUrlPath ?? row.eventBannerUrlPath,
    banner_descriptions: s.bannerDescriptions,
    is_published: s.isPublished,
    approval_status: textOr(s.approvalStatus, DEFAULT_APPROVAL_STATUS),
    created_by_name: s.createdByName,
    updated_by_name: s.updatedByName,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    external_link: s.externalLink,
    event_type: textOr(s.eventType, DEFAULT_EVENT_TYPE),
    additional_info: s.additionalInfo,
    ticket_name: s.ticketName,
    event_id: s.eventId,
    is_registered: isRegistered,
    waitlist_offer_minutes: s.waitlistOfferMinutes,
  };
}

/** The contract's PublicSubEventCard: what a card shows (the `fields=card` extension). */
export type PublicSubEventCard = components['schemas']['PublicSubEventCard'];

/** Only the columns a card is printed from: the wide HTML and audit columns stay in the database. */
export const publicSubEventCardColumns = {
  id: subEvents.id,
  subEventUuid: subEvents.subEventUuid,
  eventId: subEvents.eventId,
  name: subEvents.name,
  description: subEvents.description,
  startDatetime: subEvents.startDatetime,
  endDatetime: subEvents.endDatetime,
  cityName: subEvents.cityName,
  stateName: subEvents.stateName,
  entryFeePaise: subEvents.entryFeePaise,
  entryFeeRequired: subEvents.entryFeeRequired,
  totalAllowedRegistrations: subEvents.totalAllowedRegistrations,
  cashPrizePaise: subEvents.cashPrizePaise,
  bannerUrlPath: subEvents.bannerUrlPath,
  eventTitle: events.title,
  eventDescription: events.description,
  eventBannerUrlPath: events.bannerUrlPath,
  masterName: eventMasters.name,
  masterCategory: eventMasters.category,
};

export interface PublicSubEventCardRow {
  id: number;
  subEventUuid: string;
  eventId: number;
  name: string;
  description: string | null;
  startDatetime: Date | null;
  endDatetime: Date | null;
  cityName: string | null;
  stateName: string | null;
  entryFeePaise: number;
  entryFeeRequired: boolean;
  totalAllowedRegistrations: number | null;
  cashPrizePaise: number | null;
  bannerUrlPath: string | null;
  eventTitle: string;
  eventDescription: string | null;
  eventBannerUrlPath: string | null;
  masterName: string;
  masterCategory: string;
}

/** Each field printed exactly as toPublicSubEvent prints it, so a card never disagrees with the event. */
export function toPublicSubEventCard(row: PublicSubEventCardRow, isRegistered: boolean): PublicSubEventCard {
  return {
    id: row.id,
    sub_event_uuid: row.subEventUuid,
    event_id: row.eventId,
    name: row.name,
    event_title: row.eventTitle,
    event_master_name: row.masterName,
    event_master_category: row.masterCategory,
    description: row.description,
    event_description: row.eventDescription,
    start_datetime: isoOrNull(row.startDatetime),
    end_datetime: isoOrNull(row.endDatetime),
    city_name: row.cityName,
    state_name: row.stateName,
    entry_fee: paiseToRupeeString(row.entryFeePaise),
    entry_fee_required: row.entryFeeRequired,
    total_allowed_registrations: row.totalAllowedRegistrations,
    cash_prize: row.cashPrizePaise !== null && row.cashPrizePaise > 0,
    banner_url_path: row.bannerUrlPath ?? row.eventBannerUrlPath,
    is_registered: isRegistered,
  };
}
