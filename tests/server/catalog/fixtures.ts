// Catalogue rows for the catalog, registration and upload tests: each call makes its own master, event
// and sub-event with unique names, so tests sharing one database never see each other's rows when
// they filter by the city or search word they made.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/connect';
import {
  eventMasters,
  events,
  formFields,
  participants,
  subEvents,
  type EventCategory,
  type FieldType,
  type FormFieldOption,
} from '../../../server/db/schema';
import { buildSubEventSearchText } from '../../../server/db/search-text';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export function uniqueWord(prefix = 'zq'): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`;
}

export interface FieldSpec {
  fieldName: string;
  label: string;
  fieldType: FieldType;
  isRequired?: boolean;
  options?: FormFieldOption[];
  textValue?: string;
}

export interface EventSpec {
  now: Date;
  masterName?: string;
  category?: EventCategory;
  eventTitle?: string;
  eventBannerUrlPath?: string | null;
  subEvent?: Partial<typeof subEvents.$inferInsert>;
  form?: FieldSpec[];
}

export interface CreatedEvent {
  subEventId: number;
  subEventUuid: string;
  eventUuid: string;
  masterUuid: string;
  name: string;
  eventTitle: string;
  masterName: string;
  fields: Record<string, string>;
}

/** Registration open now, the event a week away: the usual case. */
export function openSchedule(now: Date) {
  return {
    registrationStart: new Date(now.getTime() - DAY),
    registrationEnd: new Date(now.getTime() + 5 * DAY),
    startDatetime: new Date(now.getTime() + 7 * DAY),
    endDatetime: new Date(now.getTime() + 7 * DAY + 6 * HOUR),
  };
}

export async function createEvent(db: Db, spec: EventSpec): Promise<CreatedEvent> {
  const masterName = spec.masterName ?? `Master ${uniqueWord()}`;
  const eventTitle = spec.eventTitle ?? `Event ${uniqueWord()}`;
  const name = spec.subEvent?.name ?? `Run ${uniqueWord()}`;
  const [master] = await db
    .insert(eventMasters)
    .values({ name: masterName, category: spec.category ?? 'Athletic' })
    .returning();
  const [event] = await db
    .insert(events)
    .values({
      eventMasterId: master!.id,
      title: eventTitle,
      description: '<p>About the event</p>',
      bannerUrlPath: spec.eventBannerUrlPath ?? null,
    })
    .returning();
  const values = {
    ...openSchedule(spec.now),
    eventId: event!.id,
    cityName: 'Pune',
    stateName: 'Maharashtra',
    isPublished: true,
    approvalStatus: 'approved' as const,
    entryFeePaise: 49_900,
    entryFeeRequired: true,
    ...spec.subEvent,
    name,
  };
  const searchText = buildSubEventSearchText({
    name,
    eventTitle,
    eventMasterName: masterName,
    cityName: values.cityName,
  });
  const [subEvent] = await db
    .insert(subEvents)
    .values({ ...values, searchText })
    .returning();

  const fields: Record<string, string> = {};
  for (const [index, field] of (spec.form ?? []).entries()) {
    const [row] = await db
      .insert(formFields)
      .values({
        subEventId: subEvent!.id,
        fieldName: field.fieldName,
        label: field.label,
        fieldType: field.fieldType,
        isRequired: field.isRequired ?? false,
        orderIndex: (spec.form!.length - index) * 10, // stored out of order on purpose
        options: field.options ?? [],
        textValue: field.textValue ?? null,
      })
      .returning();
    fields[field.fieldName] = row!.fieldUuid;
  }
  return {
    subEventId: subEvent!.id,
    subEventUuid: subEvent!.subEventUuid,
    eventUuid: event!.eventUuid,
    masterUuid: master!.eventMasterUuid,
    name,
    eventTitle,
    masterName,
    fields,
  };
}

/** A ticket held by a user, written directly (the registration tests go through the API instead). */
export async function createTicket(
  db: Db,
  values: {
    userId: number;
    subEventId: number;
    status?: 'pending' | 'confirmed' | 'cancelled' | 'transferred';
    paymentStatus?: 'pending' | 'paid' | 'failed';
    paidAt?: Date;
  },
): Promise<{ id: number; participantUuid: string }> {
  const [row] = await db
    .insert(participants)
    .values({
      userId: values.userId,
      subEventId: values.subEventId,
      status: values.status ?? 'pending',
      paymentStatus: values.paymentStatus ?? 'pending',
      paidAt: values.paidAt ?? null,
      amountPaise: 49_900,
    })
    .returning({ id: participants.id, participantUuid: participants.participantUuid });
  return row!;
}
