import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import {
  eventMasters,
  events,
  formFields,
  promoCodes,
  promotionalBanners,
  subEvents,
  type EventCategory,
} from '../db/schema';
import { buildSubEventSearchText } from '../db/search-text';
import { DEMO_PROMOTIONS, eventBannerPath, promotionalBannerPath } from './demo-banners';
import { DEMO_CATALOGUE, type DemoSubEventSpec } from './demo-catalogue';
import {
  additionalInfoFor,
  cashPrizeDescriptionFor,
  describeEvent,
  describeSubEvent,
  facilitiesFor,
  refundPolicyFor,
  rulesFor,
  takeawaysFor,
} from './demo-content';
import { seedCrowd } from './demo-crowd';
import { DEMO_PROMO_CODES, promoCodeColumns } from './demo-promo-codes';
import { buildRegistrationForm } from './demo-form';
import { DEMO_VENUES } from './demo-places';
import {
  cancellationColumns,
  categoryChangeColumns,
  detailsEditColumns,
  transferColumns,
} from './demo-cancellation-policies';
import { WAITLIST_EVENT_KEY, WAITLIST_EVENT_PLACES_LEFT, waitlistColumns } from './demo-waitlists';
import { scheduleFor } from './demo-timing';

/** The capped event the demo fills to two seats short of its limit. */
export const NEARLY_FULL_EVENT_KEY = 'sukhna-lake-yoga-morning';
const NEARLY_FULL_SEATS_LEFT = 2;

export interface DemoSeedSummary {
  eventMasters: number;
  events: number;
  subEvents: number;
  formFields: number;
  promotionalBanners: number;
  participants: number;
  /** sub_event_uuid by catalogue key (server/seed/demo-catalogue.ts). */
  subEventUuidByKey: Map<string, string>;
}

const ORGANISER_BY_CATEGORY: Record<EventCategory, (city: string) => string> = {
  Athletic: (city) => `${city} Runners Club`,
  Cycling: (city) => `${city} Cycling Club`,
  Triathlon: (city) => `${city} Triathletes`,
  Swimming: (city) => `${city} Aquatic Association`,
  'Yoga & Fitness': (city) => `${city} Wellness Collective`,
  'Team Sports': (city) => `${city} Sports League`,
};

/**
 * The demo catalogue (about 40 public sub-events) with dates relative to `now`, registration forms,
 * promotional banners, a nearly full event and one a place short of full with a waitlist. Expects an empty catalogue; see seedIfEmpty.
 */
export async function seedDemo(db: Db, options: { now: Date }): Promise<DemoSeedSummary> {
  return db.transaction(async (tx) => {
    await refuseSecondDemo(tx);
    const masterIdByKey = await insertMasters(tx, options.now);
    const summary: DemoSeedSummary = {
      eventMasters: masterIdByKey.size,
      events: 0,
      subEvents: 0,
      formFields: 0,
      promotionalBanners: 0,
      participants: 0,
      subEventUuidByKey: new Map(),
    };
    const subEventIdByKey = new Map<string, number>();
    const eventIdByKey = new Map<string, number>();
    const fieldUuidsBySubEvent = new Map<number, Map<string, string>>();

    for (const spec of DEMO_CATALOGUE) {
      const masterId = masterIdByKey.get(masterKey(spec));
      if (masterId === undefined) throw new Error(`no master for ${spec.key}`);
      const venue = DEMO_VENUES[spec.venue];
      const organiser = ORGANISER_BY_CATEGORY[spec.category](venue.city);
      const createdAt = new Date(options.now.getTime() - 60 * 24 * 60 * 60 * 1000);
      const [event] = await tx
        .insert(events)
        .values({
          eventMasterId: masterId,
          title: spec.eventTitle,
          description: describeEvent(spec, venue),
          bannerUrlPath: eventBannerPath(spec),
          organizerName: organiser,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: events.id });
      if (!event) throw new Error(`event insert for ${spec.key} returned nothing`);
      summary.events += 1;
      eventIdByKey.set(spec.key, event.id);

      const [subEvent] = await tx
        .insert(subEvents)
        .values({
          eventId: event.id,
          ...subEventColumns(spec, options.now, organiser),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: subEvents.id, uuid: subEvents.subEventUuid });
      if (!subEvent) throw new Error(`sub-event insert for ${spec.key} returned nothing`);
      summary.subEvents += 1;
      subEventIdByKey.set(spec.key, subEvent.id);
      summary.subEventUuidByKey.set(spec.key, subEvent.uuid);

      const fields = await tx
        .insert(formFields)
        .values(
          buildRegistrationForm(spec.categories).map((field, orderIndex) => ({
            ...field,
            subEventId: subEvent.id,
            orderIndex,
          })),
        )
        .returning({ fieldName: formFields.fieldName, fieldUuid: formFields.fieldUuid });
      summary.formFields += fields.length;
      fieldUuidsBySubEvent.set(subEvent.id, new Map(fields.map((field) => [field.fieldName, field.fieldUuid])));
    }

    await tx.insert(promotionalBanners).values(
      DEMO_PROMOTIONS.map((promotion, sortOrder) => ({
        title: promotion.title,
        description: promotion.description,
        promotionalBannerUrl: promotionalBannerPath(promotion.key),
        subEventId: requireId(subEventIdByKey, promotion.key),
        isActive: true,
        sortOrder,
      })),
    );
    summary.promotionalBanners = DEMO_PROMOTIONS.length;
    await tx.insert(promoCodes).values(
      DEMO_PROMO_CODES.map((promo) => ({
        eventId: requireId(eventIdByKey, promo.eventKey),
        ...promoCodeColumns(promo, options.now),
      })),
    );

    const nearlyFull = DEMO_CATALOGUE.find((spec) => spec.key === NEARLY_FULL_EVENT_KEY);
    if (!nearlyFull?.cap) throw new Error(`${NEARLY_FULL_EVENT_KEY} must have a cap`);
    const nearlyFullId = requireId(subEventIdByKey, NEARLY_FULL_EVENT_KEY);
    summary.participants = await seedCrowd(tx, {
      subEventId: nearlyFullId,
      count: nearlyFull.cap - NEARLY_FULL_SEATS_LEFT,
      registeredAt: new Date(options.now.getTime() - 3 * 24 * 60 * 60 * 1000),
      fieldUuidByName: fieldUuidsBySubEvent.get(nearlyFullId) ?? new Map(),
    });
    const waitlisted = DEMO_CATALOGUE.find((spec) => spec.key === WAITLIST_EVENT_KEY);
    if (!waitlisted?.cap) throw new Error(`${WAITLIST_EVENT_KEY} must have a cap`);
    const waitlistedId = requireId(subEventIdByKey, WAITLIST_EVENT_KEY);
    summary.participants += await seedCrowd(tx, {
      subEventId: waitlistedId,
      count: waitlisted.cap - WAITLIST_EVENT_PLACES_LEFT,
      firstIndex: nearlyFull.cap - NEARLY_FULL_SEATS_LEFT,
      amountPaise: waitlisted.feeRupees * 100,
      registeredAt: new Date(options.now.getTime() - 2 * 24 * 60 * 60 * 1000),
      fieldUuidByName: fieldUuidsBySubEvent.get(waitlistedId) ?? new Map(),
    });
    return summary;
  });
}

// Two demo catalogues would show every event twice; the first sub-event's banner marks the demo.
async function refuseSecondDemo(db: Db): Promise<void> {
  const marker = DEMO_CATALOGUE[0];
  if (!marker) return;
  const [existing] = await db
    .select({ id: subEvents.id })
    .from(subEvents)
    .where(eq(subEvents.bannerUrlPath, eventBannerPath(marker)))
    .limit(1);
  if (existing) throw new Error('the demo catalogue is already in this database');
}

// 'Others' is one master per category; every other master name is its own series.
const masterKey = (spec: Pick<DemoSubEventSpec, 'master' | 'category'>) => `${spec.master}\u0000${spec.category}`;

async function insertMasters(db: Db, now: Date): Promise<Map<string, number>> {
  const unique = new Map<string, { name: string; category: EventCategory }>();
  for (const spec of DEMO_CATALOGUE) unique.set(masterKey(spec), { name: spec.master, category: spec.category });
  const createdAt = new Date(now.getTime() - 90 * 24 * 60 * 60 * 1000);
  const rows = await db
    .insert(eventMasters)
    .values([...unique.values()].map((master) => ({ ...master, createdAt, updatedAt: createdAt })))
    .returning({ id: eventMasters.id, name: eventMasters.name, category: eventMasters.category });
  return new Map(rows.map((row) => [masterKey({ master: row.name, category: row.category }), row.id]));
}

function subEventColumns(spec: DemoSubEventSpec, now: Date, organiser: string) {
  const venue = DEMO_VENUES[spec.venue];
  const schedule = scheduleFor(spec, now);
  const isFree = spec.feeRupees === 0;
  return {
    name: spec.name,
    description: describeSubEvent(spec),
    summary: spec.summary,
    ...schedule,
    eventVenueAddress: venue.venue,
    cityName: venue.city,
    stateName: venue.state,
    countryName: 'India',
    pincode: venue.pincode,
    entryFeePaise: spec.feeRupees * 100,
    entryFeeRequired: !isFree,
    platformFeePaise: isFree ? 0 : (spec.platformFeeRupees ?? 0) * 100,
    totalAllowedRegistrations: spec.cap ?? null,
    minAge: spec.minAge ?? null,
    maxAge: spec.maxAge ?? null,
    cashPrizePaise: spec.cashPrizeRupees ? spec.cashPrizeRupees * 100 : null,
    cashPrizeDescription: cashPrizeDescriptionFor(spec),
    eventDayTakeaways: takeawaysFor(spec),
    eventDayFacilities: facilitiesFor(spec),
    rulesAndRegulations: rulesFor(spec),
    refundAndCancellationPolicy: refundPolicyFor(spec, cancellationColumns(spec.key, schedule, now)),
    additionalInfo: additionalInfoFor(spec, venue),
    bannerUrlPath: eventBannerPath(spec),
    bannerDescriptions: spec.summary,
    isPublished: spec.hidden !== 'draft',
    approvalStatus:
      spec.hidden === 'rejected'
        ? ('rejected' as const)
        : spec.hidden === 'draft'
          ? ('pending' as const)
          : ('approved' as const),
    createdByName: organiser,
    updatedByName: organiser,
    externalLink: null,
    eventType: 'public',
    ticketName: spec.ticketName,
    ...cancellationColumns(spec.key, schedule, now),
    ...transferColumns(spec.key, schedule, now),
    ...detailsEditColumns(spec.key, schedule, now),
    ...categoryChangeColumns(spec.key, schedule),
    ...waitlistColumns(spec.key),
    searchText: buildSubEventSearchText({
      name: spec.name,
      eventTitle: spec.eventTitle,
      eventMasterName: spec.master,
      cityName: venue.city,
    }),
  };
}

function requireId(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`no demo sub-event ${key}`);
  return id;
}
