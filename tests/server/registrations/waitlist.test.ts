// The waitlist of a sold-out sub-event (issue 28 item 5), through the API with the sandbox provider, on
// PGlite and (with DATABASE_URL) PostgreSQL: every refusal and its text, the line's positions, a
// released place offered to the first in line (held for them alone, told by SMS and e-mail), an offer
// running out and moving on, an offer taken up by paying, strict first in first out, and capacity
// staying exact when two releases or two registrations arrive at once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderDate } from '../../../src/domain/dates';
import { WAITLIST_REFUSAL } from '../../../src/domain/waitlist-rules';
import { outboxMessages, participants, subEvents, waitlistEntries } from '../../../server/db/schema';
import { REGISTRATIONS_FULL } from '../../../server/modules/registrations/register';
import { moveWaitlists, offerReleasedPlacesNow } from '../../../server/modules/registrations/waitlist-offers';
import { deliverDueMessages } from '../../../server/messages/deliver';
import { OFFER_ENDED_UNSENT } from '../../../server/messages/waitlist-messages';
import { renderWaitlistOffer } from '../../../server/messages/waitlist-messages';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, DAY, type CreatedEvent } from '../catalog/fixtures';
import { checkoutSignature } from '../orders/fixtures';
import { SIMPLE_FORM, validAnswers } from './form-fixture';

const START = new Date('2026-07-01T04:30:00.000Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const OFFER_MINUTES = 30;

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ clock: createClock(START), env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});

afterAll(async () => {
  await server?.close();
});

interface Rules {
  capacity?: number | null;
  /** null: no waitlist. */
  offerMinutes?: number | null;
  registrationEnd?: Date;
}

async function waitlistEvent(rules: Rules = {}): Promise<CreatedEvent> {
  return createEvent(server.ctx.db, {
    now: server.clock.now(),
    form: SIMPLE_FORM,
    subEvent: {
      entryFeePaise: 50_000,
      entryFeeRequired: true,
      totalAllowedRegistrations: rules.capacity === undefined ? 1 : rules.capacity,
      waitlistOfferMinutes: rules.offerMinutes === undefined ? OFFER_MINUTES : rules.offerMinutes,
      cancellableUntil: new Date(START.getTime() + 5 * DAY),
      cancellationFeeBps: 1000,
      ...(rules.registrationEnd ? { registrationEnd: rules.registrationEnd } : {}),
    },
  });
}

const PATH = '/participant-registration/sub-events/{subEventUuid}/waitlist' as const;

function join(event: CreatedEvent, person: TestUser, places: number) {
  return server.clientWithToken(person.token).POST(PATH, {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { places },
  });
}

function mine(event: CreatedEvent, person: TestUser) {
  return server.clientWithToken(person.token).GET(PATH, { params: { path: { subEventUuid: event.subEventUuid } } });
}

function leave(event: CreatedEvent, person: TestUser) {
  return server.clientWithToken(person.token).DELETE(PATH, { params: { path: { subEventUuid: event.subEventUuid } } });
}

function register(event: CreatedEvent, person: TestUser, name: string) {
  return server.clientWithToken(person.token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers(event.fields, { mandatory_participant_name: name }) },
  });
}

/** Pays for the caller's held tickets of the event in the sandbox checkout. */
async function pay(event: CreatedEvent, buyer: TestUser): Promise<void> {
  const client = server.clientWithToken(buyer.token);
  const created = await client.POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
  expect(created.response.status).toBe(200);
  const checkout = created.data!.message.razorpay_order!;
  const paid = await server.client.POST('/payments/sandbox/complete', {
    body: { order_id: checkout.order_id, outcome: 'success', checkout_token: checkout.checkout_token! },
  });
  const proof = paid.data!.data as { razorpay_payment_id: string };
  const status = await client.GET('/payments/status/{providerOrderId}', {
    params: {
      path: { providerOrderId: checkout.order_id },
      query: {
        razorpay_payment_id: proof.razorpay_payment_id,
        razorpay_signature: checkoutSignature(
          server.config.razorpayKeySecret,
          checkout.order_id,
          proof.razorpay_payment_id,
        ),
      },
    },
  });
  expect(status.data!.message.order.status).toBe('paid');
}

/** Registers the attendees and pays for them: returns their tickets. */
async function buy(event: CreatedEvent, buyer: TestUser, names: string[]): Promise<string[]> {
  const tickets: string[] = [];
  for (const name of names) {
    const registered = await register(event, buyer, name);
    expect(registered.response.status).toBe(200);
    tickets.push(registered.data!.data!.participant_uuid);
  }
  await pay(event, buyer);
  return tickets;
}

function cancel(person: TestUser, participantUuid: string) {
  return server
    .clientWithToken(person.token)
    .POST('/participant-registration/participants/{participantUuid}/cancellation', {
      params: { path: { participantUuid } },
    });
}

/** A sold-out event (capacity tickets bought by one holder) and its holder's tickets. */
async function soldOut(rules: Rules = {}) {
  const event = await waitlistEvent(rules);
  const holder = await createSignedInUser(server);
  const names = Array.from({ length: rules.capacity ?? 1 }, (_, index) => `Holder Runner ${index + 1}`);
  const tickets = await buy(event, holder, names);
  return { event, holder, tickets };
}

async function entriesOf(event: CreatedEvent) {
  return server.ctx.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.subEventId, event.subEventId))
    .orderBy(waitlistEntries.id);
}

async function offerMessagesOf(person: TestUser) {
  const rows = await server.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'waitlist_offer'));
  return rows.filter((row) => row.recipient === person.mobileNumber);
}

async function publicEvent(event: CreatedEvent, person?: TestUser) {
  const client = person ? server.clientWithToken(person.token) : server.client;
  const { data } = await client.GET('/sub-events/public', {
    params: { query: { sub_event_uuid: event.subEventUuid } },
  });
  const [item] = data!.data;
  return item as { places_left?: number | null; waitlist_offer_minutes?: number | null };
}

describe('who may not join', () => {
  it('answers 404 for an unknown event and 400 for places below 1', async () => {
    server.clock.set(START);
    const person = await createSignedInUser(server);
    const unknown = { subEventUuid: '00000000-0000-4000-8000-000000000000' };
    const client = server.clientWithToken(person.token);
    const joined = await client.POST(PATH, { params: { path: unknown }, body: { places: 1 } });
    expect(joined.response.status).toBe(404);
    expect((await client.GET(PATH, { params: { path: unknown } })).response.status).toBe(404);
    const { event } = await soldOut();
    expect((await join(event, person, 0)).response.status).toBe(400);
  });

  it('answers 422 for an event without a waitlist, the default', async () => {
    server.clock.set(START);
    const { event } = await soldOut({ offerMinutes: null });
    const person = await createSignedInUser(server);
    const refused = await join(event, person, 1);
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({ success: false, error: WAITLIST_REFUSAL.noWaitlist });
    const { data } = await mine(event, person);
    expect(data!.message).toEqual({ entry: null, places_left: 0, waitlist_offer_minutes: null });
  });

  it('answers 422 once registration is not open', async () => {
    server.clock.set(START);
    const { event } = await soldOut({ registrationEnd: new Date(START.getTime() + HOUR) });
    const person = await createSignedInUser(server);
    server.clock.set(new Date(START.getTime() + HOUR + MINUTE));
    const refused = await join(event, person, 1);
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({ error: WAITLIST_REFUSAL.notOpen });
  });

  it('answers 422 beyond one booking’s ticket limit: the capacity, 10 without one', async () => {
    server.clock.set(START);
    const { event } = await soldOut({ capacity: 3 });
    const person = await createSignedInUser(server);
    const refused = await join(event, person, 4);
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({ error: WAITLIST_REFUSAL.tooManyPlaces(3) });
    expect(WAITLIST_REFUSAL.tooManyPlaces(3)).toBe('You can join the waitlist for at most 3 places');
    expect((await join(event, person, 3)).response.status).toBe(200);

    const unlimited = await waitlistEvent({ capacity: null });
    const tooMany = await join(unlimited, person, 11);
    expect(tooMany.error).toMatchObject({ error: WAITLIST_REFUSAL.tooManyPlaces(10) });
  });

  it('answers 409 to someone already on it, and 422 while places can simply be booked', async () => {
    server.clock.set(START);
    const { event } = await soldOut();
    const person = await createSignedInUser(server);
    expect((await join(event, person, 1)).response.status).toBe(200);
    const again = await join(event, person, 1);
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ error: WAITLIST_REFUSAL.alreadyOn });

    const roomy = await waitlistEvent({ capacity: 5 });
    const free = await join(roomy, person, 2);
    expect(free.response.status).toBe(422);
    expect(free.error).toMatchObject({ error: WAITLIST_REFUSAL.placesAvailable });
    const unlimited = await join(await waitlistEvent({ capacity: null }), person, 1);
    expect(unlimited.error).toMatchObject({ error: WAITLIST_REFUSAL.placesAvailable });
  });

  it('answers 404 to leaving without being on it', async () => {
    server.clock.set(START);
    const { event } = await soldOut();
    const person = await createSignedInUser(server);
    const refused = await leave(event, person);
    expect(refused.response.status).toBe(404);
    expect(refused.error).toMatchObject({ error: WAITLIST_REFUSAL.notOn });
  });
});

describe('the line', () => {
  it('numbers people in the order they joined; leaving moves the others up', async () => {
    server.clock.set(START);
    const { event } = await soldOut();
    const [asha, ravi, meera] = [
      await createSignedInUser(server),
      await createSignedInUser(server),
      await createSignedInUser(server),
    ];
    const first = await join(event, asha!, 1);
    expect(first.response.status).toBe(200);
    expect(first.data!.message).toEqual({
      entry: { status: 'waiting', places: 1, position: 1, joined_at: START.toISOString(), offer_expires_at: null },
      places_left: 0,
      waitlist_offer_minutes: OFFER_MINUTES,
    });
    server.clock.advance(1000);
    expect((await join(event, ravi!, 1)).data!.message.entry).toMatchObject({ position: 2 });
    expect((await join(event, meera!, 1)).data!.message.entry).toMatchObject({ position: 3 });
    expect((await mine(event, ravi!)).data!.message.entry).toMatchObject({ status: 'waiting', position: 2 });

    const left = await leave(event, ravi!);
    expect(left.response.status).toBe(200);
    expect(left.data!.message).toMatchObject({ entry: null, places_left: 0 });
    expect((await mine(event, ravi!)).data!.message.entry).toBeNull();
    expect((await mine(event, meera!)).data!.message.entry).toMatchObject({ position: 2 });
    // Leaving is not forever: joining again goes to the back.
    expect((await join(event, ravi!, 1)).data!.message.entry).toMatchObject({ position: 3 });
  });

  it('is joined even with places free when others wait ahead (strict first in, first out)', async () => {
    server.clock.set(START);
    const { event, holder, tickets } = await soldOut({ capacity: 2 });
    const [asha, ravi, meera] = [
      await createSignedInUser(server),
      await createSignedInUser(server),
      await createSignedInUser(server),
    ];
    expect((await join(event, asha!, 2)).response.status).toBe(200);
    expect((await join(event, ravi!, 1)).response.status).toBe(200);
    // One place is released: Asha, first, wants two; nobody behind her jumps ahead.
    expect((await cancel(holder, tickets[0]!)).response.status).toBe(200);
    expect((await mine(event, asha!)).data!.message).toMatchObject({ entry: { status: 'waiting', position: 1 } });
    expect((await mine(event, ravi!)).data!.message).toMatchObject({
      entry: { status: 'waiting', position: 2 },
      places_left: 1,
    });
    const third = await join(event, meera!, 1);
    expect(third.response.status).toBe(200);
    expect(third.data!.message.entry).toMatchObject({ status: 'waiting', position: 3 });
    // The second place: now both are Asha's.
    expect((await cancel(holder, tickets[1]!)).response.status).toBe(200);
    expect((await mine(event, asha!)).data!.message.entry).toMatchObject({ status: 'offered', places: 2 });
    expect((await mine(event, ravi!)).data!.message.entry).toMatchObject({ status: 'waiting', position: 1 });
  });
});

describe('a released place', () => {
  it('is offered to the first in line, held for them alone, and taken up when they pay', async () => {
    server.clock.set(START);
    const { event, holder, tickets } = await soldOut({ capacity: 2 });
    const asha = await createSignedInUser(server, { fullName: 'Asha Kulkarni', email: 'asha.waits@example.in' });
    const ravi = await createSignedInUser(server);
    expect((await join(event, asha, 1)).response.status).toBe(200);
    expect((await join(event, ravi, 1)).response.status).toBe(200);
    const stranger = await createSignedInUser(server);
    expect((await register(event, stranger, 'Meera Runner')).response.status).toBe(409);

    server.clock.advance(MINUTE);
    const offeredAt = server.clock.now();
    expect((await cancel(holder, tickets[0]!)).response.status).toBe(200);
    const until = new Date(offeredAt.getTime() + OFFER_MINUTES * MINUTE);
    expect((await mine(event, asha)).data!.message).toEqual({
      entry: {
        status: 'offered',
        places: 1,
        position: null,
        joined_at: START.toISOString(),
        offer_expires_at: until.toISOString(),
      },
      places_left: 0,
      waitlist_offer_minutes: OFFER_MINUTES,
    });
    expect((await mine(event, ravi)).data!.message.entry).toMatchObject({ status: 'waiting', position: 1 });
    expect((await publicEvent(event)).places_left).toBe(0);

    // Told by SMS and e-mail: the event, the places, until when (India time) and the event page.
    const [entry] = (await entriesOf(event)).filter((row) => row.userId === asha.id);
    const messages = (await server.ctx.db.select().from(outboxMessages)).filter((row) =>
      row.dedupeKey.startsWith(`waitlist_offer:${entry!.id}:`),
    );
    expect(messages.map((row) => [row.channel, row.recipient]).sort()).toEqual([
      ['email', 'asha.waits@example.in'],
      ['sms', asha.mobileNumber],
    ]);
    const deps = { db: server.ctx.db, config: server.config };
    const link = `${server.config.publicBaseUrl}/event/${event.subEventUuid}`;
    const sms = await renderWaitlistOffer(deps, 'sms', { waitlistEntryId: entry!.id }, asha.mobileNumber);
    expect(sms).toMatchObject({ sms: { template: 'waitlist' } });
    expect('sms' in sms && sms.sms.text).toBe(
      `Startline: 1 place(s) for ${event.name} are held for you until ${formatOrderDate(until)}. Book them before then: ${link}`,
    );
    const mail = await renderWaitlistOffer(deps, 'email', { waitlistEntryId: entry!.id }, 'asha.waits@example.in');
    expect('mail' in mail && mail.mail.subject).toBe(`A place is held for you: ${event.name}`);
    expect('mail' in mail && mail.mail.text).toContain(`until ${formatOrderDate(until)} (India time)`);
    expect('mail' in mail && mail.mail.text).toContain(link);

    // Others find it full; the person offered it books it and pays.
    const refused = await register(event, stranger, 'Meera Runner');
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ error: REGISTRATIONS_FULL });
    expect((await register(event, asha, 'Asha Kulkarni')).response.status).toBe(200);
    // Only the places offered: a second ticket finds the event full for her too.
    expect((await register(event, asha, 'Ravi Kulkarni')).response.status).toBe(409);
    await pay(event, asha);
    const [taken] = (await entriesOf(event)).filter((row) => row.userId === asha.id);
    expect(taken!.status).toBe('accepted');
    expect((await mine(event, asha)).data!.message.entry).toBeNull();
    expect((await mine(event, ravi)).data!.message.entry).toMatchObject({ status: 'waiting', position: 1 });
  });

  it('when the offer runs out goes to the next in line; the first is off the list', async () => {
    server.clock.set(START);
    const { event, holder, tickets } = await soldOut();
    const [asha, ravi] = [await createSignedInUser(server), await createSignedInUser(server)];
    await join(event, asha!, 1);
    await join(event, ravi!, 1);
    expect((await cancel(holder, tickets[0]!)).response.status).toBe(200);
    expect((await mine(event, asha!)).data!.message.entry).toMatchObject({ status: 'offered' });

    // Not a moment early. (The job moves every line due; this test looks at its own.)
    server.clock.advance(OFFER_MINUTES * MINUTE - 1000);
    await moveWaitlists(server.ctx.db, server.clock.now());
    expect((await entriesOf(event)).map((entry) => entry.status)).toEqual(['offered', 'waiting']);
    server.clock.advance(1000);
    await moveWaitlists(server.ctx.db, server.clock.now());
    const [first, second] = await entriesOf(event);
    expect(first).toMatchObject({ status: 'expired' });
    expect(second).toMatchObject({ status: 'offered' });
    expect((await mine(event, asha!)).data!.message.entry).toBeNull();
    expect((await mine(event, ravi!)).data!.message.entry).toMatchObject({
      status: 'offered',
      offer_expires_at: new Date(server.clock.now().getTime() + OFFER_MINUTES * MINUTE).toISOString(),
    });
    expect(await offerMessagesOf(ravi!)).not.toHaveLength(0);

    // The outbox delivers them like any other message.
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const deps = {
      db: server.ctx.db,
      config: server.config,
      now: server.clock.now,
      log: silent,
      ...server.ctx.messaging,
    };
    // Passes of 20 until nothing is due (the other tests' messages are in the same outbox).
    for (let pass = 0; pass < 50; pass += 1) {
      const report = await deliverDueMessages(deps);
      if (report.sent + report.retried + report.failed === 0) break;
    }
    const delivered = await offerMessagesOf(ravi!);
    expect(delivered.map((row) => [row.status, row.lastError])).toEqual([['sent', null]]);
    // The first offer's message, held up until its window ran out, is not sent: the place is Ravi's now.
    const late = await offerMessagesOf(asha!);
    expect(late).not.toHaveLength(0);
    expect(late.map((row) => [row.status, row.lastError])).toEqual(late.map(() => ['failed', OFFER_ENDED_UNSENT]));
  });

  it('when the offer runs out is moved on by the next reader too, without the job', async () => {
    server.clock.set(START);
    const { event, holder, tickets } = await soldOut();
    const [asha, ravi] = [await createSignedInUser(server), await createSignedInUser(server)];
    await join(event, asha!, 1);
    await join(event, ravi!, 1);
    await cancel(holder, tickets[0]!);
    server.clock.advance(OFFER_MINUTES * MINUTE);
    expect((await mine(event, asha!)).data!.message.entry).toBeNull();
    expect((await mine(event, ravi!)).data!.message.entry).toMatchObject({ status: 'offered' });
    expect((await leave(event, asha!)).response.status).toBe(404);
  });

  it('booked but not yet paid when the offer runs out: accepted, and nobody else is offered it', async () => {
    server.clock.set(START);
    const { event, holder, tickets } = await soldOut();
    const [asha, ravi] = [await createSignedInUser(server), await createSignedInUser(server)];
    await join(event, asha!, 1);
    await join(event, ravi!, 1);
    await cancel(holder, tickets[0]!);
    server.clock.advance((OFFER_MINUTES - 5) * MINUTE);
    expect((await register(event, asha!, 'Asha Runner')).response.status).toBe(200);
    server.clock.advance(5 * MINUTE);
    await moveWaitlists(server.ctx.db, server.clock.now());
    expect((await entriesOf(event)).map((entry) => entry.status)).toEqual(['accepted', 'waiting']);
    expect((await mine(event, ravi!)).data!.message.entry).toMatchObject({ status: 'waiting' });
    // Her hold runs out unpaid: the place is Ravi's to be offered.
    server.clock.advance(server.config.ticketHoldMinutes * MINUTE);
    await moveWaitlists(server.ctx.db, server.clock.now());
    expect((await mine(event, ravi!)).data!.message.entry).toMatchObject({ status: 'offered' });
  });

  it('of a hold that ran out is offered by the job; leaving an offer passes it on', async () => {
    server.clock.set(START);
    const event = await waitlistEvent({ capacity: 1 });
    const stranger = await createSignedInUser(server);
    expect((await register(event, stranger, 'Meera Runner')).response.status).toBe(200);
    const [asha, ravi] = [await createSignedInUser(server), await createSignedInUser(server)];
    expect((await join(event, asha!, 1)).response.status).toBe(200);
    await join(event, ravi!, 1);
    server.clock.advance(server.config.ticketHoldMinutes * MINUTE);
    await moveWaitlists(server.ctx.db, server.clock.now());
    expect((await mine(event, asha!)).data!.message.entry).toMatchObject({ status: 'offered' });
    const left = await leave(event, asha!);
    expect(left.data!.message.entry).toBeNull();
    expect((await mine(event, ravi!)).data!.message.entry).toMatchObject({ status: 'offered' });
  });

  it('blocked by a first in line who then leaves is simply bookable: joining is refused', async () => {
    server.clock.set(START);
    const { event, holder, tickets } = await soldOut({ capacity: 2 });
    const [asha, ravi] = [await createSignedInUser(server), await createSignedInUser(server)];
    await join(event, asha!, 2);
    await cancel(holder, tickets[0]!);
    // One place free, Asha (two) blocks it; she leaves as Ravi joins for one: his at once.
    await leave(event, asha!);
    const joined = await join(event, ravi!, 1);
    expect(joined.response.status).toBe(422);
    expect(joined.error).toMatchObject({ error: WAITLIST_REFUSAL.placesAvailable });
  });
});

describe('registration closing', () => {
  it('ends the line: the job closes the entries still waiting', async () => {
    server.clock.set(START);
    const { event } = await soldOut({ registrationEnd: new Date(START.getTime() + HOUR) });
    const asha = await createSignedInUser(server);
    await join(event, asha, 1);
    server.clock.set(new Date(START.getTime() + HOUR + MINUTE));
    expect((await moveWaitlists(server.ctx.db, server.clock.now())).closed).toBeGreaterThanOrEqual(1);
    expect((await entriesOf(event)).map((entry) => entry.status)).toEqual(['expired']);
    expect((await mine(event, asha)).data!.message.entry).toBeNull();
  });
});

describe('capacity under concurrency', () => {
  it('the last place released with two waitlisters and two triggers at once: exactly one offer', async () => {
    server.clock.set(START);
    const { event, tickets } = await soldOut();
    const [asha, ravi] = [await createSignedInUser(server), await createSignedInUser(server)];
    await join(event, asha!, 1);
    await join(event, ravi!, 1);
    // The place is released without its own trigger; then the job and another release's run race.
    await server.ctx.db
      .update(participants)
      .set({ status: 'cancelled' })
      .where(eq(participants.participantUuid, tickets[0]!));
    const now = server.clock.now();
    const [one, two] = await Promise.all([
      offerReleasedPlacesNow(server.ctx.db, event.subEventId, now),
      offerReleasedPlacesNow(server.ctx.db, event.subEventId, now),
      moveWaitlists(server.ctx.db, now),
    ]);
    expect((one?.offered ?? 0) + (two?.offered ?? 0)).toBeLessThanOrEqual(1);
    const entries = await entriesOf(event);
    expect(entries.map((entry) => entry.status)).toEqual(['offered', 'waiting']);
    const messages = await server.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'waitlist_offer')));
    expect(messages.filter((row) => row.dedupeKey.startsWith(`waitlist_offer:${entries[1]!.id}:`))).toHaveLength(0);
    expect(messages.filter((row) => row.dedupeKey.startsWith(`waitlist_offer:${entries[0]!.id}:`))).toHaveLength(2);
  });

  it('two cancellations at once, two waitlisters: one place each, never the same one twice', async () => {
    server.clock.set(START);
    const { event, holder, tickets } = await soldOut({ capacity: 2 });
    const [asha, ravi, meera] = [
      await createSignedInUser(server),
      await createSignedInUser(server),
      await createSignedInUser(server),
    ];
    await join(event, asha!, 1);
    await join(event, ravi!, 1);
    await join(event, meera!, 1);
    const answers = await Promise.all([cancel(holder, tickets[0]!), cancel(holder, tickets[1]!)]);
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200]);
    expect((await entriesOf(event)).map((entry) => entry.status)).toEqual(['offered', 'offered', 'waiting']);
    expect((await publicEvent(event)).places_left).toBe(0);
  });

  it('two people registering at once for the last free place while another is held: one succeeds', async () => {
    server.clock.set(START);
    const { event, holder, tickets } = await soldOut({ capacity: 2 });
    const asha = await createSignedInUser(server);
    await join(event, asha, 1);
    await cancel(holder, tickets[0]!);
    expect((await mine(event, asha)).data!.message.entry).toMatchObject({ status: 'offered' });
    // The second place is released with nobody waiting: anyone's.
    await cancel(holder, tickets[1]!);
    expect((await publicEvent(event)).places_left).toBe(1);
    const [ravi, meera] = [await createSignedInUser(server), await createSignedInUser(server)];
    const answers = await Promise.all([register(event, ravi!, 'Ravi Runner'), register(event, meera!, 'Meera Runner')]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    // Asha's place was held for her throughout.
    expect((await register(event, asha, 'Asha Runner')).response.status).toBe(200);
    const pending = await server.ctx.db
      .select({ id: participants.id })
      .from(participants)
      .where(and(eq(participants.subEventId, event.subEventId), eq(participants.status, 'pending')));
    expect(pending).toHaveLength(2);
    expect((await publicEvent(event)).places_left).toBe(0);
  });
});

describe('the public sub-event', () => {
  it('says the places left (null without a limit) and the offer window, to everyone', async () => {
    server.clock.set(START);
    const event = await waitlistEvent({ capacity: 3, offerMinutes: 15 });
    const buyer = await createSignedInUser(server);
    expect(await publicEvent(event)).toMatchObject({ places_left: 3, waitlist_offer_minutes: 15 });
    await register(event, buyer, 'Asha Runner');
    expect(await publicEvent(event)).toMatchObject({ places_left: 2 });
    expect(await publicEvent(event, buyer)).toMatchObject({ places_left: 2 });
    const none = await waitlistEvent({ capacity: null, offerMinutes: null });
    expect(await publicEvent(none)).toMatchObject({ places_left: null, waitlist_offer_minutes: null });
    // The listing's pages carry the offer window but leave places_left to the event page.
    const { data } = await server.client.GET('/sub-events/public', { params: { query: { search: event.name } } });
    const listed = data!.data.find((item) => item.sub_event_uuid === event.subEventUuid) as {
      places_left?: number | null;
      waitlist_offer_minutes?: number | null;
    };
    expect(listed).toMatchObject({ waitlist_offer_minutes: 15 });
    expect(listed.places_left).toBeUndefined();
  });

  it('rejects an offer window of 0 minutes in the database', async () => {
    const event = await waitlistEvent();
    const failed = await server.ctx.db
      .update(subEvents)
      .set({ waitlistOfferMinutes: 0 })
      .where(eq(subEvents.id, event.subEventId))
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
  });
});
