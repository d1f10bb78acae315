// Held places (TICKET_HOLD_MINUTES): an unpaid ticket holds its place for a while; an expired hold no
// longer counts toward capacity or the booking limit and is never charged. Also the 'already
// registered' rule: a paid ticket for the same person refuses another registration by the same caller.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, participants } from '../../../server/db/schema';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, type CreatedEvent } from '../catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from './form-fixture';

const MINUTE = 60_000;
const HOLD = 15 * MINUTE;
const START = new Date('2026-03-02T04:30:00.000Z');

let server: TestServer;

beforeAll(async () => {
  // Access tokens outlive the clock moves below (the default is 15 minutes, the same as a hold).
  server = await createTestServer({ clock: createClock(START), env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});

afterAll(async () => {
  await server?.close();
});

/** Each test starts the clock afresh; the events it makes are open around START. */
function at(offsetMs: number): Date {
  server.clock.set(new Date(START.getTime() + offsetMs));
  return server.clock.now();
}

function register(event: Pick<CreatedEvent, 'subEventUuid'>, person: TestUser, overrides = {}) {
  return server.clientWithToken(person.token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses: validAnswers((event as CreatedEvent).fields, overrides) },
  });
}

function myTickets(event: CreatedEvent, person: TestUser) {
  return server
    .clientWithToken(person.token)
    .GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
      params: { path: { subEventUuid: event.subEventUuid } },
    });
}

function summary(event: CreatedEvent, person: TestUser) {
  return server.clientWithToken(person.token).GET('/orders/summary/{eventUuid}', {
    params: { path: { eventUuid: event.subEventUuid } },
  });
}

function createOrder(event: CreatedEvent, person: TestUser) {
  return server.clientWithToken(person.token).POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
}

async function liveTicketCount(event: CreatedEvent, now: Date): Promise<number> {
  const rows = await server.ctx.db
    .select({ status: participants.status, holdExpiresAt: participants.holdExpiresAt })
    .from(participants)
    .where(and(eq(participants.subEventId, event.subEventId), ne(participants.status, 'cancelled')));
  return rows.filter(
    (row) => row.status !== 'pending' || row.holdExpiresAt === null || row.holdExpiresAt.getTime() > now.getTime(),
  ).length;
}

function paidEvent(capacity: number | null = null) {
  return createEvent(server.ctx.db, {
    now: START,
    form: SIMPLE_FORM,
    subEvent: { totalAllowedRegistrations: capacity, entryFeePaise: 50_000 },
  });
}

describe('a pending ticket holds its place for TICKET_HOLD_MINUTES', () => {
  it('answers hold_expires_at = registered_at + 15 minutes on register, my-registrations and the summary', async () => {
    const now = at(0);
    const event = await paidEvent();
    const buyer = await createSignedInUser(server);
    const { data } = await register(event, buyer);
    const expected = new Date(now.getTime() + HOLD).toISOString();
    expect(data?.data).toMatchObject({ registered_at: now.toISOString(), hold_expires_at: expected });
    const [row] = await server.ctx.db
      .select()
      .from(participants)
      .where(eq(participants.participantUuid, data!.data.participant_uuid));
    expect(row?.holdExpiresAt?.toISOString()).toBe(expected);
    expect((await myTickets(event, buyer)).data?.message.participants[0]?.hold_expires_at).toBe(expected);
    expect((await summary(event, buyer)).data?.message.participants[0]?.hold_expires_at).toBe(expected);
  });

  it('holds for as long as TICKET_HOLD_MINUTES says', async () => {
    const longer = await createTestServer({ clock: createClock(START), env: { TICKET_HOLD_MINUTES: '45' } });
    try {
      const event = await createEvent(longer.ctx.db, { now: START, form: SIMPLE_FORM });
      const buyer = await createSignedInUser(longer);
      const { data } = await longer
        .clientWithToken(buyer.token)
        .POST('/participant-registration/sub-events/{subEventUuid}/register', {
          params: { path: { subEventUuid: event.subEventUuid } },
          body: { responses: validAnswers(event.fields) },
        });
      expect(data?.data.hold_expires_at).toBe(new Date(START.getTime() + 45 * MINUTE).toISOString());
    } finally {
      await longer.close();
    }
  });

  it('frees the place when the hold expires, to the minute', async () => {
    at(0);
    const event = await paidEvent(1);
    const [first, second] = await Promise.all([createSignedInUser(server), createSignedInUser(server)]);
    expect((await register(event, first)).response.status).toBe(200);

    at(HOLD - 1);
    const early = await register(event, second);
    expect(early.response.status).toBe(409);
    expect(early.error).toMatchObject({ message: 'Registrations are full for this event' });

    at(HOLD);
    const onTime = await register(event, second);
    expect(onTime.response.status).toBe(200);
    expect(onTime.data?.data.hold_expires_at).toBe(new Date(START.getTime() + 2 * HOLD).toISOString());

    // The expired ticket is still the first buyer's to see and remove (SPEC §7 DELETE).
    const expired = (await myTickets(event, first)).data!.message.participants;
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({
      status: 'pending',
      hold_expires_at: new Date(START.getTime() + HOLD).toISOString(),
    });
    const removed = await server
      .clientWithToken(first.token)
      .DELETE('/participant-registration/registrations/{participantUuid}', {
        params: { path: { participantUuid: expired[0]!.participant_uuid } },
      });
    expect(removed.response.status).toBe(200);
    expect(removed.data).toEqual({ success: true, message: 'Ticket removed successfully' });
    expect((await myTickets(event, first)).data!.message.participants).toEqual([]);
  });

  it("does not count expired holds toward the caller's per-booking limit", async () => {
    at(0);
    const event = await paidEvent();
    const buyer = await createSignedInUser(server);
    for (let ticket = 0; ticket < 10; ticket += 1) {
      expect((await register(event, buyer)).response.status).toBe(200);
    }
    at(5 * MINUTE);
    const eleventh = await register(event, buyer);
    expect(eleventh.error).toMatchObject({ message: 'Maximum 10 tickets allowed for this event' });
    at(HOLD);
    expect((await register(event, buyer)).response.status).toBe(200);
  });

  it('never sells more than the places left: 50 buyers at once for the last 5 places', async () => {
    const now = at(0);
    const event = await paidEvent(8);
    const [early, holder, paid] = await Promise.all([
      createSignedInUser(server),
      createSignedInUser(server),
      createSignedInUser(server),
    ]);
    // Three holds that expire before the rush, two live holds and one paid ticket: 3 places taken.
    at(-HOLD - MINUTE);
    for (let ticket = 0; ticket < 3; ticket += 1) expect((await register(event, early)).response.status).toBe(200);
    at(-MINUTE);
    for (let ticket = 0; ticket < 2; ticket += 1) expect((await register(event, holder)).response.status).toBe(200);
    await server.ctx.db.insert(participants).values({
      userId: paid.id,
      subEventId: event.subEventId,
      status: 'confirmed',
      paymentStatus: 'paid',
      amountPaise: 50_000,
      registeredAt: new Date(now.getTime() - 2 * HOLD),
      paidAt: new Date(now.getTime() - 2 * HOLD),
    });
    at(0);
    expect(await liveTicketCount(event, now)).toBe(3);

    const buyers = await Promise.all(Array.from({ length: 50 }, () => createSignedInUser(server)));
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        register(event, buyer, {
          mandatory_participant_name: `Buyer ${'abcdefghij'[index % 10]} ${'klmnopqrst'[Math.floor(index / 10)]}`,
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.response.status === 200);
    const refused = answers.filter((answer) => answer.response.status !== 200);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      expect(answer.response.status).toBe(409);
      expect(answer.error).toMatchObject({ message: 'Registrations are full for this event' });
    }
    expect(await liveTicketCount(event, now)).toBe(8);
  });
});

describe('orders never charge an expired hold', () => {
  it('leaves expired tickets out of the summary charges and the order, listing them as expired', async () => {
    at(0);
    const event = await paidEvent();
    const buyer = await createSignedInUser(server);
    const expiring = await register(event, buyer);
    await register(event, buyer, { mandatory_participant_name: 'Ravi Kumar' });
    at(10 * MINUTE);
    const live = await register(event, buyer, { mandatory_participant_name: 'Meera Kumar' });

    const now = at(HOLD);
    const listed = (await summary(event, buyer)).data!.message;
    expect(listed.participants.map((ticket) => ticket.hold_expires_at)).toEqual([
      new Date(START.getTime() + HOLD).toISOString(),
      new Date(START.getTime() + HOLD).toISOString(),
      new Date(START.getTime() + 10 * MINUTE + HOLD).toISOString(),
    ]);
    expect(listed.summary).toMatchObject({ entry_fee_total: '500.00', total_participants: 1 });
    expect(listed.charges.entry_fee_total).toBe('500.00');

    const created = await createOrder(event, buyer);
    expect(created.response.status).toBe(200);
    const [order] = await server.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderUuid, created.data!.message.order.order_uuid));
    const items = await server.ctx.db
      .select({ participantId: orderItems.participantId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id));
    const [liveRow] = await server.ctx.db
      .select()
      .from(participants)
      .where(eq(participants.participantUuid, live.data!.data.participant_uuid));
    expect(items).toEqual([{ participantId: liveRow!.id }]);
    expect(order!.grandTotalPaise).toBe(created.data!.message.razorpay_order!.amount);
    expect(created.data!.message.razorpay_order!.amount).toBe(Math.round(Number(listed.charges.grand_total) * 100));
    // Opening the checkout gives the ticket being paid for a full hold from now.
    expect(liveRow!.holdExpiresAt?.toISOString()).toBe(new Date(now.getTime() + HOLD).toISOString());

    // The expired ones can still be removed.
    const removed = await server
      .clientWithToken(buyer.token)
      .DELETE('/participant-registration/registrations/{participantUuid}', {
        params: { path: { participantUuid: expiring.data!.data.participant_uuid } },
      });
    expect(removed.response.status).toBe(200);
  });

  it("answers 409 'Your held places have expired. Please book again.' when no held ticket is left", async () => {
    at(0);
    const event = await paidEvent();
    const buyer = await createSignedInUser(server);
    await register(event, buyer);
    at(HOLD);
    const refused = await createOrder(event, buyer);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({
      success: false,
      message: 'Your held places have expired. Please book again.',
      error: 'Your held places have expired. Please book again.',
    });
    expect(await server.ctx.db.select().from(orders).where(eq(orders.subEventId, event.subEventId))).toEqual([]);

    // Booking again (a pending duplicate of the same person is allowed) makes the order possible.
    expect((await register(event, buyer)).response.status).toBe(200);
    expect((await createOrder(event, buyer)).response.status).toBe(200);
  });

  it('clears the hold of a ticket once paid', async () => {
    at(0);
    const event = await createEvent(server.ctx.db, {
      now: START,
      form: SIMPLE_FORM,
      subEvent: { entryFeePaise: 0, entryFeeRequired: false },
    });
    const buyer = await createSignedInUser(server);
    await register(event, buyer);
    const created = await createOrder(event, buyer);
    expect(created.data?.message.order.status).toBe('paid');
    const [ticket] = (await myTickets(event, buyer)).data!.message.participants;
    expect(ticket).toMatchObject({ status: 'confirmed', payment_status: 'paid', hold_expires_at: null });
  });
});

describe("'already registered'", () => {
  async function paidTicketFor(event: CreatedEvent, buyer: TestUser) {
    expect((await register(event, buyer)).response.status).toBe(200);
    expect((await createOrder(event, buyer)).data?.message.order.status).toBe('paid');
  }

  it('refuses a second registration of a person the caller already holds a paid ticket for', async () => {
    at(0);
    const event = await createEvent(server.ctx.db, {
      now: START,
      form: SIMPLE_FORM,
      subEvent: { entryFeePaise: 0, entryFeeRequired: false, totalAllowedRegistrations: 5 },
    });
    const buyer = await createSignedInUser(server);
    await paidTicketFor(event, buyer);

    // The same person written differently: case, spacing, phone formatting.
    const again = await register(event, buyer, {
      mandatory_participant_name: '  asha   RUNNER ',
      mandatory_email: 'ASHA@Example.in',
      mandatory_phone: '98765-43210',
    });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({
      success: false,
      message: 'This attendee is already registered for this event',
      error: 'This attendee is already registered for this event',
    });
    expect(String(again.error?.message)).toContain('already registered');

    // Another person, or the same details with another email, is someone else.
    expect((await register(event, buyer, { mandatory_participant_name: 'Ravi Kumar' })).response.status).toBe(200);
    expect((await register(event, buyer, { mandatory_email: 'asha.r@example.in' })).response.status).toBe(200);
    // Another caller registering the same person is not refused by the first caller's ticket.
    const stranger = await createSignedInUser(server);
    expect((await register(event, stranger)).response.status).toBe(200);
  });

  it('allows a pending (unpaid) duplicate, e.g. booking again after an expired hold', async () => {
    at(0);
    const event = await paidEvent();
    const buyer = await createSignedInUser(server);
    expect((await register(event, buyer)).response.status).toBe(200);
    expect((await register(event, buyer)).response.status).toBe(200);
    at(HOLD);
    expect((await register(event, buyer)).response.status).toBe(200);
  });
});
