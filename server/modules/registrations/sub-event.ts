// The sub-event a registration call names by uuid, and its brief forms (openapi.yaml SubEventBrief,
// EventBrief) that the form, my-registrations and order pages print.
import { and, asc, eq } from 'drizzle-orm';
import { paiseToRupeeString } from '../../../src/domain/money';
import type { FormField } from '../../../src/domain/validation';
import type { Db } from '../../db/connect';
import { events, formFields, subEvents, type FieldType } from '../../db/schema';
import { notFound } from '../../errors';
import { isVisibleToPublic } from '../catalog/listing';
import { DEFAULT_VENUE, isoOrNull } from '../catalog/public-sub-event';
import { requireUuid } from '../catalog/uuid';

export const EVENT_NOT_FOUND = 'Event not found';

export type SubEventRecord = typeof subEvents.$inferSelect;
type FormFieldRow = typeof formFields.$inferSelect;

export interface SubEventWithEvent {
  subEvent: SubEventRecord;
  event: { eventUuid: string; title: string; bannerUrlPath: string | null };
}

export interface SubEventBrief {
  id: number;
  sub_event_uuid: string;
  name: string;
  ticket_name: string | null;
  start_datetime: string | null;
  end_datetime: string | null;
  registration_start: string | null;
  registration_end: string | null;
  entry_fee: string;
  entry_fee_required: boolean;
  total_allowed_registrations: number | null;
  min_age: number | null;
  max_age: number | null;
  city_name: string | null;
  state_name: string | null;
  banner_url_path: string | null;
  /** Extension: the venue as the event page prints it, for e-tickets. */
  event_venue_address: string;
  /** Extension (issue 28): until when a paid ticket may be cancelled (null: never) and the fee kept. */
  cancellation_policy: { cancellable_until: string | null; fee_percent: number };
  /** Extension (issue 28): until when a paid ticket may be transferred (null: never). */
  transfer_policy: { transferable_until: string | null };
  /** Extension (issue 28): until when a paid ticket's details may be corrected (null: never), and name changes. */
  edit_policy: { details_editable_until: string | null; name_changes_allowed: number };
  /** Extension (issue 28): until when a paid ticket may move to another category (null: never). */
  category_change_policy: { category_changeable_until: string | null };
}

export interface EventBrief {
  event_uuid: string;
  title: string;
}

export interface FormFieldView extends FormField {
  /** The column allows only these (form_fields_field_type_check), and openapi.yaml lists the same. */
  field_type: FieldType;
  is_required: boolean;
  order_index: number;
  placeholder: string | null;
  no_of_rows: number | null;
  header_size: FormFieldRow['headerSize'];
  file_accept: string | null;
  text_value: string | null;
  options: { option_label: string; option_value: string }[];
}

/**
 * The sub-event with this uuid, or 404 'Event not found'. `publicOnly` is for new registrations: a
 * hidden event takes no attendees; the caller's existing tickets stay readable whatever happens to it.
 */
export async function findSubEvent(
  db: Db,
  uuidParam: unknown,
  options: { publicOnly: boolean },
): Promise<SubEventWithEvent> {
  const uuid = requireUuid(uuidParam, 'subEventUuid');
  const byUuid = eq(subEvents.subEventUuid, uuid);
  const [row] = await db
    .select({
      subEvent: subEvents,
      event: { eventUuid: events.eventUuid, title: events.title, bannerUrlPath: events.bannerUrlPath },
    })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(options.publicOnly ? and(byUuid, isVisibleToPublic()) : byUuid)
    .limit(1);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

/** The brief from the sub-event's own row alone, as an order's summary shows it (no venue, no event banner). */
export function subEventBriefJson(subEvent: SubEventRecord): Omit<SubEventBrief, 'event_venue_address'> {
  return {
    id: subEvent.id,
    sub_event_uuid: subEvent.subEventUuid,
    name: subEvent.name,
    ticket_name: subEvent.ticketName,
    start_datetime: isoOrNull(subEvent.startDatetime),
    end_datetime: isoOrNull(subEvent.endDatetime),
    registration_start: isoOrNull(subEvent.registrationStart),
    registration_end: isoOrNull(subEvent.registrationEnd),
    entry_fee: paiseToRupeeString(subEvent.entryFeePaise),
    entry_fee_required: subEvent.entryFeeRequired,
    total_allowed_registrations: subEvent.totalAllowedRegistrations,
    min_age: subEvent.minAge,
    max_age: subEvent.maxAge,
    city_name: subEvent.cityName,
    state_name: subEvent.stateName,
    banner_url_path: subEvent.bannerUrlPath,
    cancellation_policy: {
      cancellable_until: isoOrNull(subEvent.cancellableUntil),
      fee_percent: subEvent.cancellationFeeBps / 100,
    },
    transfer_policy: { transferable_until: isoOrNull(subEvent.transferableUntil) },
    edit_policy: {
      details_editable_until: isoOrNull(subEvent.detailsEditableUntil),
      name_changes_allowed: subEvent.nameChangesAllowed,
    },
    category_change_policy: { category_changeable_until: isoOrNull(subEvent.categoryChangeableUntil) },
  };
}

/** The brief the form and my-registrations print: the event's banner when the sub-event has none, and a venue. */
export function toSubEventBrief({ subEvent, event }: SubEventWithEvent): SubEventBrief {
  return {
    ...subEventBriefJson(subEvent),
    banner_url_path: subEvent.bannerUrlPath ?? event.bannerUrlPath,
    event_venue_address: subEvent.eventVenueAddress?.trim() ? subEvent.eventVenueAddress : DEFAULT_VENUE,
  };
}

export function toEventBrief(event: SubEventWithEvent['event']): EventBrief {
  return { event_uuid: event.eventUuid, title: event.title };
}

/** The form of a sub-event in display order (order_index, then creation order for equal indexes). */
export async function loadFormFields(db: Db, subEventId: number): Promise<FormFieldView[]> {
  const rows = await db
    .select()
    .from(formFields)
    .where(eq(formFields.subEventId, subEventId))
    .orderBy(asc(formFields.orderIndex), asc(formFields.id));
  return rows.map((row) => ({
    field_uuid: row.fieldUuid,
    field_name: row.fieldName,
    label: row.label,
    field_type: row.fieldType,
    is_required: row.isRequired,
    order_index: row.orderIndex,
    placeholder: row.placeholder,
    no_of_rows: row.noOfRows,
    header_size: row.headerSize,
    file_accept: row.fileAccept,
    text_value: row.textValue,
    options: row.options.map((option) => ({ option_label: option.option_label, option_value: option.option_value })),
  }));
}
