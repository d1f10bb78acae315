// `npm run catalog -- export [--sub-event UUID]`: the catalogue as a file of the import's format, every
// field written out (defaults too), in a fixed order: sub-events by start, then uuid; form fields by
// order_index; banners by sort_order. Importing what export wrote changes nothing, and exporting again
// writes the same bytes. Images are written as the paths our origin serves them at.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { paiseToRupeeString } from '../../src/domain/money';
import type { Db } from '../db/connect';
import { eventMasters, events, formFields, promotionalBanners, subEvents } from '../db/schema';
import { placeAndEntryFee } from '../modules/catalog/public-sub-event';
import type { CatalogBanner, CatalogFile, CatalogFormField, CatalogSubEvent } from './format';

export class CatalogExportError extends Error {
  override name = 'CatalogExportError';
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The catalogue (or the one sub-event `subEventUuid`, with its banners) in the file format. */
export async function exportCatalog(db: Db, options: { subEventUuid?: string } = {}): Promise<CatalogFile> {
  let filter = sql`true`;
  if (options.subEventUuid !== undefined) {
    const uuid = options.subEventUuid.trim().toLowerCase();
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid)) {
      throw new CatalogExportError(`--sub-event must be a sub-event uuid, got '${options.subEventUuid}'`);
    }
    filter = sql`${subEvents.subEventUuid} = ${uuid}`;
  }
  const rows = await db
    .select({
      subEvent: subEvents,
      eventUuid: events.eventUuid,
      eventTitle: events.title,
      eventDescription: events.description,
      masterUuid: eventMasters.eventMasterUuid,
      masterName: eventMasters.name,
      masterCategory: eventMasters.category,
    })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId))
    .where(filter)
    .orderBy(sql`${subEvents.startDatetime} asc nulls last`, asc(subEvents.subEventUuid));
  if (options.subEventUuid !== undefined && rows.length === 0) {
    throw new CatalogExportError(`no sub-event ${options.subEventUuid}`);
  }
  const ids = rows.map((row) => row.subEvent.id);
  const fields = ids.length
    ? await db
        .select()
        .from(formFields)
        .where(inArray(formFields.subEventId, ids))
        .orderBy(asc(formFields.orderIndex), asc(formFields.fieldUuid))
    : [];
  const fieldsBySubEvent = new Map<number, CatalogFormField[]>();
  for (const field of fields) {
    const list = fieldsBySubEvent.get(field.subEventId) ?? [];
    list.push({
      field_uuid: field.fieldUuid,
      field_name: field.fieldName,
      label: field.label,
      field_type: field.fieldType,
      is_required: field.isRequired,
      order_index: field.orderIndex,
      placeholder: field.placeholder,
      no_of_rows: field.noOfRows,
      header_size: field.headerSize,
      file_accept: field.fileAccept,
      text_value: field.textValue,
      options: field.options.map((option) => ({
        option_label: option.option_label,
        option_value: option.option_value,
      })),
    });
    fieldsBySubEvent.set(field.subEventId, list);
  }

  const subEventRecords: CatalogSubEvent[] = rows.map(({ subEvent: s, ...row }) => ({
    sub_event_uuid: s.subEventUuid,
    event_uuid: row.eventUuid,
    event_master_uuid: row.masterUuid,
    event_master_name: row.masterName,
    event_master_category: row.masterCategory,
    event_title: row.eventTitle,
    event_description: row.eventDescription,
    name: s.name,
    description: s.description,
    summary: s.summary,
    start_datetime: iso(s.startDatetime),
    end_datetime: iso(s.endDatetime),
    registration_start: iso(s.registrationStart),
    registration_end: iso(s.registrationEnd),
    event_venue_address: s.eventVenueAddress,
    ...placeAndEntryFee(s),
    platform_fee: paiseToRupeeString(s.platformFeePaise),
    total_allowed_registrations: s.totalAllowedRegistrations,
    min_age: s.minAge,
    max_age: s.maxAge,
    cash_prize: s.cashPrizePaise === null ? null : paiseToRupeeString(s.cashPrizePaise),
    cash_prize_description: s.cashPrizeDescription,
    cancellable_until: iso(s.cancellableUntil),
    cancellation_fee_percent: s.cancellationFeeBps / 100,
    transferable_until: iso(s.transferableUntil),
    waitlist_offer_minutes: s.waitlistOfferMinutes,
    details_editable_until: iso(s.detailsEditableUntil),
    name_changes_allowed: s.nameChangesAllowed,
    category_changeable_until: iso(s.categoryChangeableUntil),
    event_day_takeaways: s.eventDayTakeaways,
    event_day_facilities: s.eventDayFacilities,
    rules_and_regulations: s.rulesAndRegulations,
    refund_and_cancellation_policy: s.refundAndCancellationPolicy,
    banner_url_path: s.bannerUrlPath,
    banner_descriptions: s.bannerDescriptions,
    is_published: s.isPublished,
    approval_status: s.approvalStatus,
    created_by_name: s.createdByName,
    updated_by_name: s.updatedByName,
    external_link: s.externalLink,
    event_type: s.eventType,
    additional_info: s.additionalInfo,
    ticket_name: s.ticketName,
    form_fields: fieldsBySubEvent.get(s.id) ?? [],
  }));

  const banners = ids.length
    ? await db
        .select({ banner: promotionalBanners, subEventUuid: subEvents.subEventUuid })
        .from(promotionalBanners)
        .innerJoin(subEvents, eq(subEvents.id, promotionalBanners.subEventId))
        .where(inArray(promotionalBanners.subEventId, ids))
        .orderBy(asc(promotionalBanners.sortOrder), asc(promotionalBanners.bannerUuid))
    : [];
  const bannerRecords: CatalogBanner[] = banners.map(({ banner, subEventUuid }) => ({
    banner_uuid: banner.bannerUuid,
    title: banner.title,
    description: banner.description,
    promotional_banner_url: banner.promotionalBannerUrl,
    sub_event_uuid: subEventUuid,
    is_active: banner.isActive,
    sort_order: banner.sortOrder,
  }));
  return { sub_events: subEventRecords, promotional_banners: bannerRecords };
}

/** The file's text: two-space JSON and a final newline. */
export function catalogText(file: CatalogFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
