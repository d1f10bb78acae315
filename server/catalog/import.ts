// `npm run catalog -- import FILE [--dry-run]`: puts a catalogue file (docs/catalog.md) into the
// database. Every record is checked first (the JSON Schema, then the rules below, then against the
// database); one bad record and nothing at all is written. Then, in one transaction, masters, events,
// sub-events, their forms, images and banners are created or updated by uuid, only where something
// differs: importing the same file again writes nothing (not even updated_at, not even the catalogue
// version the listing's caches watch). Derived data is filled as the API needs it: search_text for the
// listing search (server/db/search-text.ts); the facets and the listing's cached counts and pages
// follow by themselves, since every write to sub_events, events and event_masters moves
// catalog_version (migration 0008) and the facets are counted from the rows.
import path from 'node:path';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { rupeesToPaise } from '../../src/domain/money';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import {
  eventMasters,
  events,
  formFields,
  promotionalBanners,
  subEvents,
  type ApprovalStatus,
  type EventCategory,
  type FieldType,
  type FormFieldOption,
} from '../db/schema';
import { buildSubEventSearchText } from '../db/search-text';
import {
  CatalogFileError,
  describeRecord,
  schemaProblems,
  type CatalogBanner,
  type CatalogFile,
  type CatalogFormField,
  type CatalogProblem,
  type CatalogSubEvent,
} from './format';
import { resolveImage, storeImages, storedUploads, type CatalogImage, type ImageReference } from './images';

export interface ImportOptions {
  /** Check and count, write nothing. */
  dryRun?: boolean;
  now?: Date;
}

export interface Tally {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
}

export interface ImportReport {
  dryRun: boolean;
  eventMasters: Tally;
  events: Tally;
  subEvents: Tally;
  formFields: Tally;
  banners: Tally;
  /** Image files copied into upload storage (already stored ones are not counted). */
  imagesStored: number;
  /** Sub-events of the file the public will not see, and why. */
  hidden: string[];
}

const tally = (): Tally => ({ created: 0, updated: 0, unchanged: 0, deleted: 0 });

type SubEventColumns = Omit<typeof subEvents.$inferInsert, 'id' | 'subEventUuid' | 'createdAt' | 'updatedAt'>;
type FieldColumns = Omit<typeof formFields.$inferInsert, 'id' | 'fieldUuid' | 'createdAt'>;
type BannerColumns = Omit<typeof promotionalBanners.$inferInsert, 'id' | 'bannerUuid' | 'createdAt'>;

/** Values compared the way the database keeps them: instants by time, json by content, null for absent. */
function normalise(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** The columns of `wanted` whose values differ from `existing`'s. */
function changes<T extends Record<string, unknown>>(wanted: T, existing: Record<string, unknown>): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T & string)[]) {
    if (normalise(wanted[key]) !== normalise(existing[key])) changed[key] = wanted[key];
  }
  return changed;
}

const instantOrNull = (value: string | null | undefined): Date | null =>
  value === null || value === undefined ? null : new Date(value);

const options = (list: CatalogFormField['options']): FormFieldOption[] =>
  (list ?? []).map((option) => ({ option_label: option.option_label, option_value: option.option_value }));

/** Reads and checks the file; throws CatalogFileError naming every bad record. */
export function parseCatalogText(text: string, fileName: string): CatalogFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CatalogFileError(fileName, [
      { record: 'the file', field: '', rule: `is not JSON: ${(error as Error).message}` },
    ]);
  }
  const problems = schemaProblems(parsed);
  if (problems.length) throw new CatalogFileError(fileName, problems);
  const file = parsed as CatalogFile;
  const rules = ruleProblems(file);
  if (rules.length) throw new CatalogFileError(fileName, rules);
  return file;
}

/** The rules a schema cannot say: real dates in order, ages, blanks, uniqueness, one event one title. */
/**
 * What is wrong with a sub-event's cancellation fee beyond its range (the schema checks 0 to 100): more
 * than two decimals (the fee is stored in basis points), or a fee for an event that allows no
 * cancellations, which would say something the event does not do.
 */
function cancellationFeeProblems(record: CatalogSubEvent): string[] {
  const percent = record.cancellation_fee_percent;
  if (percent === undefined) return [];
  const problems: string[] = [];
  if (Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-9) {
    problems.push(`must be a percentage with at most two decimals such as 10 or 12.5, got ${JSON.stringify(percent)}`);
  }
  if (percent > 0 && (record.cancellable_until === null || record.cancellable_until === undefined)) {
    problems.push('needs cancellable_until: without it the event allows no cancellations, so no fee is kept');
  }
  return problems;
}

function ruleProblems(file: CatalogFile): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const subEventAt = new Map<string, number>();
  const fieldAt = new Map<string, string>();
  const events = new Map<string, { at: number; title: string; description: string | null; master: string }>();
  const masters = new Map<string, { at: number; name: string; category: string }>();

  file.sub_events.forEach((record, index) => {
    const where = describeRecord(file, 'sub_events', index);
    const add = (field: string, rule: string) => problems.push({ record: where, field, rule });
    const uuid = record.sub_event_uuid.toLowerCase();
    const earlier = subEventAt.get(uuid);
    if (earlier !== undefined) add('sub_event_uuid', `appears twice in the file (also sub_events[${earlier}])`);
    else subEventAt.set(uuid, index);

    for (const field of ['name', 'event_title', 'event_master_name'] as const) {
      if (record[field].trim() === '') add(field, 'must not be blank');
    }

    const instants: Partial<Record<string, Date>> = {};
    for (const field of [
      'start_datetime',
      'end_datetime',
      'registration_start',
      'registration_end',
      'cancellable_until',
      'transferable_until',
      'details_editable_until',
      'category_changeable_until',
    ] as const) {
      const value = record[field];
      if (value === null || value === undefined) continue;
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) add(field, `is not a real date-time: ${JSON.stringify(value)}`);
      else instants[field] = date;
    }
    const inOrder = (first: string, second: string) => {
      const a = instants[first];
      const b = instants[second];
      if (a && b && a.getTime() > b.getTime()) {
        add(
          second,
          `${JSON.stringify(record[second as keyof CatalogSubEvent])} is before ${first} ${JSON.stringify(record[first as keyof CatalogSubEvent])}: dates must be in order (${first} ≤ ${second})`,
        );
      }
    };
    inOrder('start_datetime', 'end_datetime');
    inOrder('registration_start', 'registration_end');
    inOrder('registration_end', 'end_datetime');
    inOrder('registration_start', 'end_datetime');
    inOrder('cancellable_until', 'end_datetime');
    inOrder('transferable_until', 'end_datetime');
    inOrder('details_editable_until', 'end_datetime');
    inOrder('category_changeable_until', 'end_datetime');
    if ((record.name_changes_allowed ?? 0) > 0 && record.details_editable_until == null) {
      add('name_changes_allowed', 'needs details_editable_until: without it no detail of a paid ticket can change');
    }
    for (const problem of cancellationFeeProblems(record)) add('cancellation_fee_percent', problem);
    const offerMinutes = record.waitlist_offer_minutes;
    if (offerMinutes !== null && offerMinutes !== undefined && record.total_allowed_registrations == null) {
      add('waitlist_offer_minutes', 'needs total_allowed_registrations: without a limit the event never sells out');
    }

    const minAge = record.min_age;
    const maxAge = record.max_age;
    if (typeof minAge === 'number' && typeof maxAge === 'number' && minAge > maxAge) {
      add('max_age', `must be at least min_age (${minAge}), got ${maxAge}`);
    }
    for (const field of ['event_day_takeaways', 'event_day_facilities'] as const) {
      (record[field] ?? []).forEach((item, at) => {
        if (item.trim() === '') add(`${field}[${at}]`, 'must not be blank');
      });
    }

    const event = events.get(record.event_uuid.toLowerCase());
    const eventDescription = record.event_description ?? null;
    if (!event) {
      events.set(record.event_uuid.toLowerCase(), {
        at: index,
        title: record.event_title,
        description: eventDescription,
        master: record.event_master_uuid.toLowerCase(),
      });
    } else {
      const other = `sub_events[${event.at}], which has the same event_uuid`;
      if (event.title !== record.event_title) add('event_title', `differs from ${other}: one event has one title`);
      if (event.description !== eventDescription) {
        add('event_description', `differs from ${other}: one event has one description`);
      }
      if (event.master !== record.event_master_uuid.toLowerCase()) {
        add('event_master_uuid', `differs from ${other}: one event belongs to one master event`);
      }
    }
    const master = masters.get(record.event_master_uuid.toLowerCase());
    if (!master) {
      masters.set(record.event_master_uuid.toLowerCase(), {
        at: index,
        name: record.event_master_name,
        category: record.event_master_category,
      });
    } else {
      const other = `sub_events[${master.at}], which has the same event_master_uuid`;
      if (master.name !== record.event_master_name) add('event_master_name', `differs from ${other}`);
      if (master.category !== record.event_master_category) add('event_master_category', `differs from ${other}`);
    }

    const names = new Map<string, number>();
    record.form_fields.forEach((field, at) => {
      const fieldPath = `form_fields[${at}]`;
      const fieldUuid = field.field_uuid.toLowerCase();
      const seen = fieldAt.get(fieldUuid);
      if (seen) add(`${fieldPath}.field_uuid`, `appears twice in the file (also ${seen})`);
      else fieldAt.set(fieldUuid, `sub_events[${index}].${fieldPath}`);
      const sameName = names.get(field.field_name);
      if (sameName !== undefined) {
        add(
          `${fieldPath}.field_name`,
          `${JSON.stringify(field.field_name)} is already form_fields[${sameName}]'s: names are unique within a form`,
        );
      } else {
        names.set(field.field_name, at);
      }
      if (field.label.trim() === '') add(`${fieldPath}.label`, 'must not be blank');
      if ((field.field_type === 'dropdown' || field.field_type === 'radio') && (field.options ?? []).length === 0) {
        add(`${fieldPath}.options`, `a ${field.field_type} field needs at least one option`);
      }
    });
  });

  const bannerAt = new Map<string, number>();
  file.promotional_banners.forEach((banner, index) => {
    const uuid = banner.banner_uuid.toLowerCase();
    const earlier = bannerAt.get(uuid);
    if (earlier !== undefined) {
      problems.push({
        record: describeRecord(file, 'promotional_banners', index),
        field: 'banner_uuid',
        rule: `appears twice in the file (also promotional_banners[${earlier}])`,
      });
    } else {
      bannerAt.set(uuid, index);
    }
    if (banner.title.trim() === '') {
      problems.push({
        record: describeRecord(file, 'promotional_banners', index),
        field: 'title',
        rule: 'must not be blank',
      });
    }
  });
  return problems;
}

interface Plan {
  report: ImportReport;
  images: CatalogImage[];
  apply(tx: Db, now: Date): Promise<void>;
}

/** Why a sub-event with these settings would not be listed. */
function hiddenReasons(record: CatalogSubEvent, columns: SubEventColumns): string[] {
  const reasons: string[] = [];
  if (!columns.isPublished) reasons.push('is_published is false');
  if (columns.approvalStatus !== 'approved') reasons.push(`approval_status is '${columns.approvalStatus}'`);
  if (columns.eventType !== 'public') reasons.push(`event_type is '${columns.eventType}'`);
  return reasons.length ? [`${record.sub_event_uuid} ${JSON.stringify(record.name)}: ${reasons.join(', ')}`] : [];
}

/** The sub_events columns a record asks for (event id and search text are filled in at apply time). */
function subEventColumns(
  record: CatalogSubEvent,
  bannerUrl: string | null,
  platformFeeDefaultPaise: number,
): Omit<SubEventColumns, 'eventId' | 'searchText'> {
  const entryFeePaise = rupeesToPaise(record.entry_fee ?? '0');
  const entryFeeRequired = record.entry_fee_required ?? entryFeePaise > 0;
  return {
    name: record.name,
    description: record.description ?? null,
    summary: record.summary ?? null,
    startDatetime: instantOrNull(record.start_datetime),
    endDatetime: instantOrNull(record.end_datetime),
    registrationStart: instantOrNull(record.registration_start),
    registrationEnd: instantOrNull(record.registration_end),
    eventVenueAddress: record.event_venue_address ?? null,
    cityName: record.city_name ?? null,
    stateName: record.state_name ?? null,
    countryName: record.country_name ?? 'India',
    pincode: record.pincode ?? null,
    entryFeePaise,
    entryFeeRequired,
    platformFeePaise:
      record.platform_fee !== undefined
        ? rupeesToPaise(record.platform_fee)
        : entryFeeRequired
          ? platformFeeDefaultPaise
          : 0,
    totalAllowedRegistrations: record.total_allowed_registrations ?? null,
    minAge: record.min_age ?? null,
    maxAge: record.max_age ?? null,
    cashPrizePaise:
      record.cash_prize === null || record.cash_prize === undefined ? null : rupeesToPaise(record.cash_prize),
    cashPrizeDescription: record.cash_prize_description ?? null,
    cancellableUntil: instantOrNull(record.cancellable_until),
    cancellationFeeBps: Math.round((record.cancellation_fee_percent ?? 0) * 100),
    transferableUntil: instantOrNull(record.transferable_until),
    waitlistOfferMinutes: record.waitlist_offer_minutes ?? null,
    detailsEditableUntil: instantOrNull(record.details_editable_until),
    nameChangesAllowed: record.name_changes_allowed ?? 0,
    categoryChangeableUntil: instantOrNull(record.category_changeable_until),
    eventDayTakeaways: record.event_day_takeaways ?? [],
    eventDayFacilities: record.event_day_facilities ?? [],
    rulesAndRegulations: record.rules_and_regulations ?? null,
    refundAndCancellationPolicy: record.refund_and_cancellation_policy ?? null,
    additionalInfo: record.additional_info ?? null,
    bannerUrlPath: bannerUrl,
    bannerDescriptions: record.banner_descriptions ?? null,
    isPublished: record.is_published ?? true,
    approvalStatus: (record.approval_status ?? 'approved') as ApprovalStatus,
    createdByName: record.created_by_name ?? null,
    updatedByName: record.updated_by_name ?? null,
    externalLink: record.external_link ?? null,
    eventType: record.event_type ?? 'public',
    ticketName: record.ticket_name ?? null,
  };
}

function fieldColumns(field: CatalogFormField, subEventId: number): FieldColumns {
  return {
    subEventId,
    fieldName: field.field_name,
    label: field.label,
    fieldType: field.field_type as FieldType,
    isRequired: field.is_required ?? false,
    orderIndex: field.order_index,
    placeholder: field.placeholder ?? null,
    noOfRows: field.no_of_rows ?? null,
    headerSize: field.header_size ?? null,
    fileAccept: field.file_accept ?? null,
    textValue: field.text_value ?? null,
    options: options(field.options),
  };
}

/** Checks the file against the database and works out every write; `apply` makes them. */
async function plan(
  db: Db,
  file: CatalogFile,
  fileName: string,
  config: Pick<Config, 'uploadMaxBytes' | 'platformFeePaisePerTicket'>,
): Promise<Plan> {
  const problems: CatalogProblem[] = [];
  const baseDir = path.dirname(path.resolve(fileName));

  // Images: every reference resolved once.
  const imageByReference = new Map<string, { ok: true; value: ImageReference } | { ok: false; rule: string }>();
  const references = [
    ...file.sub_events.map((record) => record.banner_url_path).filter((ref): ref is string => typeof ref === 'string'),
    ...file.promotional_banners.map((banner) => banner.promotional_banner_url),
  ];
  for (const reference of new Set(references)) {
    imageByReference.set(reference, await resolveImage(reference, baseDir, config.uploadMaxBytes));
  }
  const storedRefs = [...imageByReference.values()].flatMap((resolved) =>
    resolved.ok && resolved.value.kind === 'stored' ? [resolved.value.storedName] : [],
  );
  const fileImages = [...imageByReference.values()].flatMap((resolved) =>
    resolved.ok && resolved.value.kind === 'file' ? [resolved.value.image] : [],
  );
  const alreadyStored = await storedUploads(db, [...storedRefs, ...fileImages.map((image) => image.storedName)]);
  const imageUrl = (reference: string, record: string, field: string): string | null => {
    const resolved = imageByReference.get(reference);
    if (!resolved) return null;
    if (!resolved.ok) {
      problems.push({ record, field, rule: resolved.rule });
      return null;
    }
    if (resolved.value.kind === 'stored' && !alreadyStored.has(resolved.value.storedName)) {
      problems.push({ record, field, rule: `no stored upload is called ${JSON.stringify(resolved.value.storedName)}` });
      return null;
    }
    return resolved.value.kind === 'file' ? resolved.value.image.url : resolved.value.url;
  };

  // What the database has of the file's uuids.
  const masterUuids = [...new Set(file.sub_events.map((record) => record.event_master_uuid.toLowerCase()))];
  const eventUuids = [...new Set(file.sub_events.map((record) => record.event_uuid.toLowerCase()))];
  const subEventUuids = file.sub_events.map((record) => record.sub_event_uuid.toLowerCase());
  const fieldUuids = file.sub_events.flatMap((record) =>
    record.form_fields.map((field) => field.field_uuid.toLowerCase()),
  );
  const bannerUuids = file.promotional_banners.map((banner) => banner.banner_uuid.toLowerCase());

  const existingMasters = masterUuids.length
    ? await db.select().from(eventMasters).where(inArray(eventMasters.eventMasterUuid, masterUuids))
    : [];
  const existingEvents = eventUuids.length
    ? await db.select().from(events).where(inArray(events.eventUuid, eventUuids))
    : [];
  const existingSubEvents = subEventUuids.length
    ? await db.select().from(subEvents).where(inArray(subEvents.subEventUuid, subEventUuids))
    : [];
  const existingFieldsByUuid = fieldUuids.length
    ? await db
        .select({ field: formFields, subEventUuid: subEvents.subEventUuid })
        .from(formFields)
        .innerJoin(subEvents, eq(subEvents.id, formFields.subEventId))
        .where(inArray(formFields.fieldUuid, fieldUuids))
    : [];
  const existingSubEventIds = existingSubEvents.map((row) => row.id);
  const existingFieldsOfSubEvents = existingSubEventIds.length
    ? await db.select().from(formFields).where(inArray(formFields.subEventId, existingSubEventIds))
    : [];
  const existingBanners = bannerUuids.length
    ? await db.select().from(promotionalBanners).where(inArray(promotionalBanners.bannerUuid, bannerUuids))
    : [];
  const bannerTargets = [...new Set(file.promotional_banners.map((banner) => banner.sub_event_uuid.toLowerCase()))];
  const bannerTargetsInDb = bannerTargets.length
    ? await db
        .select({ id: subEvents.id, uuid: subEvents.subEventUuid })
        .from(subEvents)
        .where(inArray(subEvents.subEventUuid, bannerTargets))
    : [];

  const masterByUuid = new Map(existingMasters.map((row) => [row.eventMasterUuid, row]));
  const eventByUuid = new Map(existingEvents.map((row) => [row.eventUuid, row]));
  const subEventByUuid = new Map(existingSubEvents.map((row) => [row.subEventUuid, row]));
  const fieldOwnerByUuid = new Map(existingFieldsByUuid.map((row) => [row.field.fieldUuid, row]));
  const bannerByUuid = new Map(existingBanners.map((row) => [row.bannerUuid, row]));
  const subEventIdInDb = new Map(bannerTargetsInDb.map((row) => [row.uuid, row.id]));
  const fileSubEventUuids = new Set(subEventUuids);

  const report: ImportReport = {
    dryRun: false,
    eventMasters: tally(),
    events: tally(),
    subEvents: tally(),
    formFields: tally(),
    banners: tally(),
    imagesStored: fileImages.filter((image) => !alreadyStored.has(image.storedName)).length,
    hidden: [],
  };

  // Masters and events: one entry per uuid (the rules made sure the file agrees with itself).
  const wantedMasters = new Map<string, { name: string; category: EventCategory }>();
  const wantedEvents = new Map<string, { title: string; description: string | null; masterUuid: string }>();
  for (const record of file.sub_events) {
    wantedMasters.set(record.event_master_uuid.toLowerCase(), {
      name: record.event_master_name,
      category: record.event_master_category as EventCategory,
    });
    wantedEvents.set(record.event_uuid.toLowerCase(), {
      title: record.event_title,
      description: record.event_description ?? null,
      masterUuid: record.event_master_uuid.toLowerCase(),
    });
  }
  for (const [uuid, wanted] of wantedMasters) {
    const existing = masterByUuid.get(uuid);
    if (!existing) report.eventMasters.created += 1;
    else if (Object.keys(changes(wanted, existing)).length) report.eventMasters.updated += 1;
    else report.eventMasters.unchanged += 1;
  }
  const masterIdOfExisting = new Map(existingMasters.map((row) => [row.id, row.eventMasterUuid]));
  for (const [uuid, wanted] of wantedEvents) {
    const existing = eventByUuid.get(uuid);
    if (!existing) report.events.created += 1;
    else if (
      existing.title !== wanted.title ||
      (existing.description ?? null) !== wanted.description ||
      masterIdOfExisting.get(existing.eventMasterId) !== wanted.masterUuid
    ) {
      report.events.updated += 1;
    } else {
      report.events.unchanged += 1;
    }
  }

  // Sub-events and their forms.
  const subEventPlans = file.sub_events.map((record, index) => {
    const where = describeRecord(file, 'sub_events', index);
    const banner =
      record.banner_url_path === null || record.banner_url_path === undefined
        ? null
        : imageUrl(record.banner_url_path, where, 'banner_url_path');
    const columns = subEventColumns(record, banner, config.platformFeePaisePerTicket);
    const uuid = record.sub_event_uuid.toLowerCase();
    const existing = subEventByUuid.get(uuid);
    record.form_fields.forEach((field, at) => {
      const owner = fieldOwnerByUuid.get(field.field_uuid.toLowerCase());
      if (owner && owner.subEventUuid !== uuid) {
        problems.push({
          record: where,
          field: `form_fields[${at}].field_uuid`,
          rule: `already belongs to the form of sub-event ${owner.subEventUuid}: a field belongs to one form`,
        });
      }
    });
    report.hidden.push(...hiddenReasons(record, columns as SubEventColumns));
    return { record, uuid, columns, existing };
  });

  const bannerPlans = file.promotional_banners.map((banner, index) => {
    const where = describeRecord(file, 'promotional_banners', index);
    const target = banner.sub_event_uuid.toLowerCase();
    if (!fileSubEventUuids.has(target) && !subEventIdInDb.has(target)) {
      problems.push({
        record: where,
        field: 'sub_event_uuid',
        rule: `names no sub-event in this file or in the database: ${banner.sub_event_uuid}`,
      });
    }
    const url = imageUrl(banner.promotional_banner_url, where, 'promotional_banner_url');
    return {
      banner,
      uuid: banner.banner_uuid.toLowerCase(),
      target,
      url,
      existing: bannerByUuid.get(banner.banner_uuid.toLowerCase()),
    };
  });

  if (problems.length) throw new CatalogFileError(fileName, problems);

  // Counts for the report, worked out like apply will (search text and event ids need the ids).
  const eventIdOfExisting = new Map(existingEvents.map((row) => [row.eventUuid, row.id]));
  for (const entry of subEventPlans) {
    if (!entry.existing) {
      report.subEvents.created += 1;
    } else {
      const eventId = eventIdOfExisting.get(entry.record.event_uuid.toLowerCase());
      const wanted = { ...entry.columns, eventId: eventId ?? -1, searchText: searchTextOf(entry.record) };
      report.subEvents[Object.keys(changes(wanted, entry.existing)).length ? 'updated' : 'unchanged'] += 1;
    }
    const existingFields = entry.existing
      ? existingFieldsOfSubEvents.filter((field) => field.subEventId === entry.existing!.id)
      : [];
    const fieldByUuid = new Map(existingFields.map((field) => [field.fieldUuid, field]));
    const kept = new Set(entry.record.form_fields.map((field) => field.field_uuid.toLowerCase()));
    for (const field of entry.record.form_fields) {
      const existing = fieldByUuid.get(field.field_uuid.toLowerCase());
      if (!existing) report.formFields.created += 1;
      else if (Object.keys(changes(fieldColumns(field, existing.subEventId), existing)).length)
        report.formFields.updated += 1;
      else report.formFields.unchanged += 1;
    }
    report.formFields.deleted += existingFields.filter((field) => !kept.has(field.fieldUuid)).length;
  }
  for (const entry of bannerPlans) {
    if (!entry.existing) {
      report.banners.created += 1;
      continue;
    }
    const subEventId = subEventIdInDb.get(entry.target) ?? -1;
    report.banners[
      Object.keys(changes(bannerColumns(entry.banner, entry.url!, subEventId), entry.existing)).length
        ? 'updated'
        : 'unchanged'
    ] += 1;
  }

  return {
    report,
    images: fileImages.filter((image) => !alreadyStored.has(image.storedName)),
    async apply(tx, now) {
      const masterIds = new Map(existingMasters.map((row) => [row.eventMasterUuid, row.id]));
      const touchedMasterIds: number[] = [];
      for (const [uuid, wanted] of wantedMasters) {
        const existing = masterByUuid.get(uuid);
        if (!existing) {
          const [row] = await tx
            .insert(eventMasters)
            .values({ eventMasterUuid: uuid, ...wanted, createdAt: now, updatedAt: now })
            .returning({ id: eventMasters.id });
          masterIds.set(uuid, row!.id);
        } else if (Object.keys(changes(wanted, existing)).length) {
          await tx
            .update(eventMasters)
            .set({ ...wanted, updatedAt: now })
            .where(eq(eventMasters.id, existing.id));
          if (existing.name !== wanted.name) touchedMasterIds.push(existing.id);
        }
      }
      const eventIds = new Map(existingEvents.map((row) => [row.eventUuid, row.id]));
      const touchedEventIds: number[] = [];
      for (const [uuid, wanted] of wantedEvents) {
        const existing = eventByUuid.get(uuid);
        const columns = {
          title: wanted.title,
          description: wanted.description,
          eventMasterId: masterIds.get(wanted.masterUuid)!,
        };
        if (!existing) {
          const [row] = await tx
            .insert(events)
            .values({ eventUuid: uuid, ...columns, createdAt: now, updatedAt: now })
            .returning({ id: events.id });
          eventIds.set(uuid, row!.id);
        } else if (Object.keys(changes(columns, existing)).length) {
          await tx
            .update(events)
            .set({ ...columns, updatedAt: now })
            .where(eq(events.id, existing.id));
          touchedEventIds.push(existing.id);
        }
      }

      const subEventIds = new Map(subEventIdInDb);
      for (const entry of subEventPlans) {
        const wanted = {
          ...entry.columns,
          eventId: eventIds.get(entry.record.event_uuid.toLowerCase())!,
          searchText: searchTextOf(entry.record),
        };
        let subEventId: number;
        if (!entry.existing) {
          const [row] = await tx
            .insert(subEvents)
            .values({ subEventUuid: entry.uuid, ...wanted, createdAt: now, updatedAt: now })
            .returning({ id: subEvents.id });
          subEventId = row!.id;
        } else {
          subEventId = entry.existing.id;
          const changed = changes(wanted, entry.existing);
          if (Object.keys(changed).length) {
            await tx
              .update(subEvents)
              .set({ ...changed, updatedAt: now })
              .where(eq(subEvents.id, subEventId));
          }
        }
        subEventIds.set(entry.uuid, subEventId);
        await applyForm(tx, subEventId, entry.record.form_fields, existingFieldsOfSubEvents, now);
      }

      // Other sub-events of a renamed master or retitled event: their search text names the old words.
      await refreshSearchText(tx, touchedMasterIds, touchedEventIds, new Set(subEventIds.values()));

      for (const entry of bannerPlans) {
        const columns = bannerColumns(entry.banner, entry.url!, subEventIds.get(entry.target)!);
        if (!entry.existing) {
          await tx.insert(promotionalBanners).values({ bannerUuid: entry.uuid, ...columns, createdAt: now });
        } else {
          const changed = changes(columns, entry.existing);
          if (Object.keys(changed).length) {
            await tx.update(promotionalBanners).set(changed).where(eq(promotionalBanners.id, entry.existing.id));
          }
        }
      }
    },
  };
}

function bannerColumns(banner: CatalogBanner, url: string, subEventId: number): BannerColumns {
  return {
    title: banner.title,
    description: banner.description ?? null,
    promotionalBannerUrl: url,
    subEventId,
    isActive: banner.is_active ?? true,
    sortOrder: banner.sort_order ?? 0,
  };
}

function searchTextOf(record: CatalogSubEvent): string {
  return buildSubEventSearchText({
    name: record.name,
    eventTitle: record.event_title,
    eventMasterName: record.event_master_name,
    cityName: record.city_name ?? null,
  });
}

async function applyForm(
  tx: Db,
  subEventId: number,
  fields: CatalogFormField[],
  existingFields: (typeof formFields.$inferSelect)[],
  now: Date,
): Promise<void> {
  const mine = existingFields.filter((field) => field.subEventId === subEventId);
  const byUuid = new Map(mine.map((field) => [field.fieldUuid, field]));
  const kept = fields.map((field) => field.field_uuid.toLowerCase());
  if (mine.some((field) => !kept.includes(field.fieldUuid))) {
    await tx
      .delete(formFields)
      .where(
        kept.length
          ? and(eq(formFields.subEventId, subEventId), notInArray(formFields.fieldUuid, kept))
          : eq(formFields.subEventId, subEventId),
      );
  }
  for (const field of fields) {
    const uuid = field.field_uuid.toLowerCase();
    const columns = fieldColumns(field, subEventId);
    const existing = byUuid.get(uuid);
    if (!existing) {
      await tx.insert(formFields).values({ fieldUuid: uuid, ...columns, createdAt: now });
    } else {
      const changed = changes(columns, existing);
      if (Object.keys(changed).length) await tx.update(formFields).set(changed).where(eq(formFields.id, existing.id));
    }
  }
}

async function refreshSearchText(
  tx: Db,
  masterIds: number[],
  eventIds: number[],
  alreadyWritten: Set<number>,
): Promise<void> {
  if (masterIds.length === 0 && eventIds.length === 0) return;
  const rows = await tx
    .select({
      id: subEvents.id,
      name: subEvents.name,
      cityName: subEvents.cityName,
      searchText: subEvents.searchText,
      eventId: events.id,
      eventTitle: events.title,
      masterId: eventMasters.id,
      masterName: eventMasters.name,
    })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .innerJoin(eventMasters, eq(eventMasters.id, events.eventMasterId));
  for (const row of rows) {
    if (alreadyWritten.has(row.id)) continue;
    if (!masterIds.includes(row.masterId) && !eventIds.includes(row.eventId)) continue;
    const searchText = buildSubEventSearchText({
      name: row.name,
      eventTitle: row.eventTitle,
      eventMasterName: row.masterName,
      cityName: row.cityName,
    });
    if (searchText !== row.searchText) await tx.update(subEvents).set({ searchText }).where(eq(subEvents.id, row.id));
  }
}

/**
 * Checks `text` (the catalogue file `fileName`, whose folder relative image paths start from) and,
 * unless dry-run, writes it in one transaction. Throws CatalogFileError, having written nothing, when
 * any record is bad.
 */
export async function importCatalog(
  db: Db,
  config: Pick<Config, 'uploadMaxBytes' | 'platformFeePaisePerTicket' | 'uploadStorage' | 'uploadDir'>,
  text: string,
  fileName: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const file = parseCatalogText(text, fileName);
  const now = options.now ?? new Date();
  let undoFiles: (() => Promise<void>) | undefined;
  try {
    return await db.transaction(async (tx) => {
      const planned = await plan(tx, file, fileName, config);
      planned.report.dryRun = options.dryRun === true;
      if (options.dryRun) return planned.report;
      undoFiles = await storeImages(tx, config, planned.images, now);
      await planned.apply(tx, now);
      return planned.report;
    });
  } catch (error) {
    await undoFiles?.();
    throw error;
  }
}
