import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { FORM_FIELD_TYPES, MANDATORY_FIELD_NAMES, type FormFieldType } from '../../../src/domain/validation/form-field';
import { createdAt, instant, internalId, sqlList, updatedAt } from './columns';

/** Categories as the data names them; the landing chip 'Running' maps to 'Athletic' (SPEC §5). */
export const EVENT_CATEGORIES = [
  'Athletic',
  'Cycling',
  'Triathlon',
  'Swimming',
  'Yoga & Fitness',
  'Team Sports',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** A master named 'Others' makes the sub-event's own name the display name (SPEC §3). */
export const OTHERS_MASTER_NAME = 'Others';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const eventMasters = pgTable(
  'event_masters',
  {
    id: internalId(),
    eventMasterUuid: uuid('event_master_uuid').notNull().unique().defaultRandom(),
    name: varchar('name', { length: 200 }).notNull(),
    category: text('category').$type<EventCategory>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_masters_category_idx').on(t.category),
    check('event_masters_category_check', sql.raw(`category in (${sqlList(EVENT_CATEGORIES)})`)),
  ],
);

export const events = pgTable(
  'events',
  {
    id: internalId(),
    eventUuid: uuid('event_uuid').notNull().unique().defaultRandom(),
    eventMasterId: integer('event_master_id')
      .notNull()
      .references(() => eventMasters.id),
    title: varchar('title', { length: 200 }).notNull(),
    /** HTML, sanitized by the browser before rendering. */
    description: text('description'),
    bannerUrlPath: text('banner_url_path'),
    organizerName: varchar('organizer_name', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_event_master_idx').on(t.eventMasterId)],
);

// Every field of SPEC §3 "Public sub-event" that is not derived (display name, is_registered) or read
// from the parent event/master. Money is integer paise; the API prints rupees ("499.00").
export const subEvents = pgTable(
  'sub_events',
  {
    id: internalId(),
    subEventUuid: uuid('sub_event_uuid').notNull().unique().defaultRandom(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    name: varchar('name', { length: 200 }).notNull(),
    /** HTML. */
    description: text('description'),
    summary: text('summary'),
    startDatetime: instant('start_datetime'),
    endDatetime: instant('end_datetime'),
    registrationStart: instant('registration_start'),
    registrationEnd: instant('registration_end'),
    eventVenueAddress: text('event_venue_address'),
    cityName: varchar('city_name', { length: 100 }),
    stateName: varchar('state_name', { length: 100 }),
    countryName: varchar('country_name', { length: 100 }).notNull().default('India'),
    pincode: varchar('pincode', { length: 6 }),
    entryFeePaise: integer('entry_fee_paise').notNull().default(0),
    entryFeeRequired: boolean('entry_fee_required').notNull().default(false),
    /** Per ticket, before its GST (SPEC §9 platform_fee). */
    platformFeePaise: integer('platform_fee_paise').notNull().default(0),
    totalAllowedRegistrations: integer('total_allowed_registrations'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    /** Total prize purse; null means no cash prize. */
    cashPrizePaise: integer('cash_prize_paise'),
    /** HTML. */
    cashPrizeDescription: text('cash_prize_description'),
    eventDayTakeaways: jsonb('event_day_takeaways').$type<string[]>().notNull().default([]),
    eventDayFacilities: jsonb('event_day_facilities').$type<string[]>().notNull().default([]),
    /** HTML. */
    rulesAndRegulations: text('rules_and_regulations'),
    /** HTML. */
    refundAndCancellationPolicy: text('refund_and_cancellation_policy'),
    /** HTML. */
    additionalInfo: text('additional_info'),
    bannerUrlPath: text('banner_url_path'),
    bannerDescriptions: text('banner_descriptions'),
    isPublished: boolean('is_published').notNull().default(false),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default('pending'),
    createdByName: varchar('created_by_name', { length: 200 }),
    updatedByName: varchar('updated_by_name', { length: 200 }),
    externalLink: text('external_link'),
    eventType: varchar('event_type', { length: 20 }).notNull().default('public'),
    ticketName: varchar('ticket_name', { length: 200 }),
    /**
     * Until when a buyer may cancel a paid ticket (issue 28, server/modules/registrations/cancel-ticket.ts);
     * null: cancellations are not allowed, the default, since a refund is the organiser's promise to make.
     */
    cancellableUntil: instant('cancellable_until'),
    /** The share of a cancelled ticket's value the event keeps, in basis points (1000 = 10%). */
    cancellationFeeBps: integer('cancellation_fee_bps').notNull().default(0),
    /**
     * Until when a holder may give a paid ticket to someone else, and that person accept it (issue 28,
     * server/modules/registrations/ticket-transfers.ts); null: transfers are not allowed, the default.
     */
    transferableUntil: instant('transferable_until'),
    /**
     * Until when a holder may correct a paid ticket's attendee details (issue 28 item 4,
     * server/modules/registrations/ticket-details.ts); null: details are fixed once paid, the default.
     */
    detailsEditableUntil: instant('details_editable_until'),
    /**
     * How many times the attendee's name on a paid ticket may change within that window (Indian races
     * commonly allow one); 0, the default, keeps the name as booked.
     */
    nameChangesAllowed: integer('name_changes_allowed').notNull().default(0),
    /**
     * Until when a holder may move a paid ticket to another category of the event's form (issue 28
     * item 3, server/modules/registrations/category-change.ts), paying or getting back the difference;
     * null: the category stays as booked, the default.
     */
    categoryChangeableUntil: instant('category_changeable_until'),
    /**
     * The event's waitlist (issue 28, server/modules/registrations/waitlist.ts): how many minutes a
     * released place is held for the first in line once offered; null: no waitlist, the default.
     */
    waitlistOfferMinutes: integer('waitlist_offer_minutes'),
    /**
     * Lower-cased words the listing search matches with ILIKE (sub-event name, event title, master
     * name, city), kept by buildSubEventSearchText; a trigram index makes '%word%' fast on 100,000 rows.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sub_events_event_idx').on(t.eventId),
    index('sub_events_start_idx').on(t.startDatetime, t.id),
    index('sub_events_end_idx').on(t.endDatetime),
    index('sub_events_city_idx').on(t.cityName),
    // The public listing (server/modules/catalog/listing.ts) pages visible events in start order in two
    // runs, not over yet / over, told apart by the coalesced end; with the end and the event in the
    // index too, its counts and pages (also by category, through event_id) are index-only scans
    // instead of reads of the wide rows.
    index('sub_events_listing_idx')
      .on(t.startDatetime, t.id, sql`coalesce(${t.endDatetime}, 'infinity'::timestamptz)`, t.endDatetime, t.eventId)
      .where(sql`${t.isPublished} and ${t.approvalStatus} = 'approved' and ${t.eventType} = 'public'`),
    // The listing's city filter is case-insensitive.
    index('sub_events_city_lower_idx').on(sql`lower(${t.cityName})`),
    // City (alone or with category and status) in the listing's start order: a page of one city is read
    // in order from here and stops after the page, instead of fetching and sorting the whole city.
    index('sub_events_listing_city_idx')
      .on(
        sql`lower(${t.cityName})`,
        t.startDatetime,
        t.id,
        sql`coalesce(${t.endDatetime}, 'infinity'::timestamptz)`,
        t.eventId,
      )
      .where(sql`${t.isPublished} and ${t.approvalStatus} = 'approved' and ${t.eventType} = 'public'`),
    index('sub_events_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('sub_events_approval_status_check', sql.raw(`approval_status in (${sqlList(APPROVAL_STATUSES)})`)),
    check('sub_events_money_check', sql`${t.entryFeePaise} >= 0 and ${t.platformFeePaise} >= 0`),
    check('sub_events_cancellation_fee_check', sql`${t.cancellationFeeBps} >= 0 and ${t.cancellationFeeBps} <= 10000`),
    check('sub_events_waitlist_offer_check', sql`${t.waitlistOfferMinutes} is null or ${t.waitlistOfferMinutes} > 0`),
    check('sub_events_name_changes_check', sql`${t.nameChangesAllowed} >= 0`),
  ],
);

export const promotionalBanners = pgTable(
  'promotional_banners',
  {
    id: internalId(),
    bannerUuid: uuid('banner_uuid').notNull().unique().defaultRandom(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    promotionalBannerUrl: text('promotional_banner_url').notNull(),
    subEventId: integer('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('promotional_banners_active_order_idx').on(t.isActive, t.sortOrder)],
);

// The form field types and special field names are SPEC §3's, shared with the browser's form
// (src/domain/validation/form-field.ts); the column's check constraint allows exactly those types.
export const FIELD_TYPES = FORM_FIELD_TYPES;
export type FieldType = FormFieldType;
export { MANDATORY_FIELD_NAMES };

export interface FormFieldOption {
  option_label: string;
  /** For mandatory_event_category_pricing: the category's price in rupees, e.g. '799.00'. */
  option_value: string;
}

export const formFields = pgTable(
  'form_fields',
  {
    id: internalId(),
    fieldUuid: uuid('field_uuid').notNull().unique().defaultRandom(),
    subEventId: integer('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    fieldName: varchar('field_name', { length: 100 }).notNull(),
    label: varchar('label', { length: 200 }).notNull(),
    fieldType: text('field_type').$type<FieldType>().notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    orderIndex: integer('order_index').notNull(),
    placeholder: varchar('placeholder', { length: 200 }),
    noOfRows: integer('no_of_rows'),
    headerSize: varchar('header_size', { length: 2 }).$type<'H1' | 'H2' | 'H3'>(),
    fileAccept: varchar('file_accept', { length: 200 }),
    textValue: text('text_value'),
    options: jsonb('options').$type<FormFieldOption[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_fields_sub_event_order_idx').on(t.subEventId, t.orderIndex),
    check('form_fields_field_type_check', sql.raw(`field_type in (${sqlList(FIELD_TYPES)})`)),
    check('form_fields_header_size_check', sql`${t.headerSize} is null or ${t.headerSize} in ('H1', 'H2', 'H3')`),
  ],
);

/**
 * One row whose version goes up with every write to sub_events, events or event_masters (statement
 * triggers, migration 0007), in this process or any other. The listing caches its counts per filter and
 * catalogue version (server/modules/catalog/listing-counts.ts), so totals stay exact without a count per
 * request.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull().default(0),
  },
  (t) => [check('catalog_version_single_row_check', sql`${t.id} = 1`)],
);
