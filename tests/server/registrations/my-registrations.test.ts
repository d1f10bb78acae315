// listMyRegistrations, listMyParticipatedEvents and deleteRegistration: the caller's own tickets only.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, participants } from '../../../server/db/schema';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { DAY, createEvent, createTicket, type CreatedEvent } from '../catalog/fixtures';
import { FULL_FORM, SIMPLE_FORM, validAnswers } from './form-fixture';

let server: TestServer;
let now: Date;

beforeAll(async () => {
  server = await createTestServer();
  now = server.clock.now();
});

afterAll(async () => {
  await server?.close();
});

async function register(event: CreatedEvent, user: TestUser, overrides: Record<string, string | string[]> = {}) {
  const { data, response } = await server
    .clientWithToken(user.token)
    .POST('/participant-registration/sub-events/{subEventUuid}/register', {
      params: { path: { subEventUuid: event.subEventUuid } },
      body: { responses: validAnswers(event.fields, overrides) },
    });
  expect(response.status).toBe(200);
  return data!.data.participant_uuid;
}

function myRegistrations(user: TestUser, subEventUuid: string) {
  return server
    .clientWithToken(user.token)
    .GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
      params: { path: { subEventUuid } },
    });
}

function remove(user: TestUser | null, participantUuid: string) {
  const client = user ? server.clientWithToken(user.token) : server.client;
  return client.DELETE('/participant-registration/registrations/{participantUuid}', {
    params: { path: { participantUuid } },
  });
}

async function ticket(participantUuid: string) {
  const [row] = await server.ctx.db
    .select()
    .from(participants)
    .where(eq(participants.participantUuid, participantUuid));
  return row!;
}

/** An order row as the orders module writes it, holding the given tickets. */
async function placeInOrder(
  userId: number,
  subEventId: number,
  participantUuids: string[],
  status: 'created' | 'paid',
) {
  const [order] = await server.ctx.db
    .insert(orders)
    .values({
      userId,
      subEventId,
      status,
      entryFeeTotalPaise: 0,
      entryFeeCgstPaise: 0,
      entryFeeSgstPaise: 0,
      platformFeePaise: 0,
      platformFeeCgstPaise: 0,
      platformFeeSgstPaise: 0,
      convenienceChargePaise: 0,
      convenienceChargeGstPaise: 0,
      grandTotalPaise: 0,
      provider: 'sandbox',
      providerOrderId: `order_${randomUUID().slice(0, 12)}`,
    })
    .returning();
  for (const participantUuid of participantUuids) {
    await server.ctx.db
      .update(participants)
      .set({ orderId: order!.id })
      .where(eq(participants.participantUuid, participantUuid));
  }
  return order!;
}

describe('listMyRegistrations', () => {
  it("lists the caller's tickets for the sub-event with their answers, and nobody else's", async () => {
    const event = await createEvent(server.ctx.db, { now, form: FULL_FORM, subEvent: { ticketName: '10K Run' } });
    const me = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const first = await register(event, me);
    server.clock.advance(60_000);
    const second = await register(event, me, {
      mandatory_participant_name: 'Ravi Kumar',
      mandatory_event_category: '5K',
    });
    const removed = await register(event, me);
    await register(event, other);
    await server.ctx.db
      .update(participants)
      .set({ status: 'cancelled' })
      .where(eq(participants.participantUuid, removed));

    const { data, response } = await myRegistrations(me, event.subEventUuid);
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    const message = data!.message;
    expect(message.total_participants).toBe(2);
    expect(message.participants.map((participant) => participant.participant_uuid)).toEqual([first, second]);
    const [firstView, secondView] = message.participants;
    expect(firstView).toEqual({
      id: (await ticket(first)).id,
      participant_uuid: first,
      status: 'pending',
      registered_at: expect.any(String),
      payment_status: 'pending',
      payment_amount: '499.00',
      razorpay_order_id: null,
      razorpay_payment_id: null,
      paid_at: null,
      responses: expect.arrayContaining([
        { field_name: 'mandatory_participant_name', response_text: 'Asha Runner' },
        { field_name: 'mandatory_email', response_text: 'asha@example.in' },
        { field_name: 'mandatory_phone', response_text: '9876543210' },
        { field_name: 'heard_about_us', response_text: ['Friends', 'Instagram'] },
      ]),
      hold_expires_at: expect.any(String),
      details_updated_at: null,
      name_changes_used: 0,
      category_change: null,
    });
    // An unpaid ticket holds its place for TICKET_HOLD_MINUTES (15 by default) from registering.
    expect(Date.parse(firstView!.hold_expires_at!) - Date.parse(firstView!.registered_at)).toBe(15 * 60_000);
    expect(secondView).toMatchObject({ payment_amount: '299.00' });
    expect(secondView!.responses).toContainEqual({
      field_name: 'mandatory_participant_name',
      response_text: 'Ravi Kumar',
    });
    expect(message.sub_event).toMatchObject({
      sub_event_uuid: event.subEventUuid,
      ticket_name: '10K Run',
      entry_fee: '499.00',
    });
    expect(message.event).toEqual({ event_uuid: event.eventUuid, title: event.eventTitle });

    const { data: theirs } = await myRegistrations(other, event.subEventUuid);
    expect(theirs?.message.total_participants).toBe(1);
  });

  it('shows the provider order id of the order a ticket waits in', async () => {
    const event = await createEvent(server.ctx.db, { now, form: SIMPLE_FORM });
    const me = await createSignedInUser(server);
    const participantUuid = await register(event, me);
    const order = await placeInOrder(me.id, event.subEventId, [participantUuid], 'created');
    const { data } = await myRegistrations(me, event.subEventUuid);
    expect(data?.message.participants[0]?.razorpay_order_id).toBe(order.providerOrderId);
  });

  it('answers an empty list for an event without tickets, 404 for an unknown one, 401 without a token', async () => {
    const event = await createEvent(server.ctx.db, { now });
    const me = await createSignedInUser(server);
    const { data } = await myRegistrations(me, event.subEventUuid);
    expect(data?.message).toMatchObject({ participants: [], total_participants: 0 });
    const unknown = await myRegistrations(me, randomUUID());
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ message: 'Event not found' });
    const anonymous = await server.client.GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
      params: { path: { subEventUuid: event.subEventUuid } },
    });
    expect(anonymous.response.status).toBe(401);
  });
});

describe('listMyParticipatedEvents', () => {
  it('lists the sub-events where the caller holds a confirmed ticket, soonest first', async () => {
    const me = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const later = await createEvent(server.ctx.db, {
      now,
      eventBannerUrlPath: '/images/event.jpg',
      subEvent: {
        ticketName: 'Half Marathon',
        startDatetime: new Date(now.getTime() + 20 * DAY),
        endDatetime: new Date(now.getTime() + 20 * DAY + 4 * 60 * 60_000),
        eventVenueAddress: 'Riverside Ground',
        summary: 'Flat course along the river',
        bannerUrlPath: '/images/sub.jpg',
      },
    });
    const sooner = await createEvent(server.ctx.db, {
      now,
      subEvent: { startDatetime: new Date(now.getTime() + 3 * DAY) },
    });
    const pendingOnly = await createEvent(server.ctx.db, { now });
    const theirs = await createEvent(server.ctx.db, { now });
    await createTicket(server.ctx.db, {
      userId: me.id,
      subEventId: later.subEventId,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await createTicket(server.ctx.db, {
      userId: me.id,
      subEventId: later.subEventId,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await createTicket(server.ctx.db, {
      userId: me.id,
      subEventId: sooner.subEventId,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await createTicket(server.ctx.db, { userId: me.id, subEventId: pendingOnly.subEventId });
    await createTicket(server.ctx.db, {
      userId: other.id,
      subEventId: theirs.subEventId,
      status: 'confirmed',
      paymentStatus: 'paid',
    });

    const { data, response } = await server
      .clientWithToken(me.token)
      .GET('/participant-registration/my-participated-events');
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    const items = data!.message.participated_sub_events;
    expect(items.map((item) => item.sub_event_uuid)).toEqual([sooner.subEventUuid, later.subEventUuid]);
    expect(items[1]).toEqual({
      sub_event_uuid: later.subEventUuid,
      event_title: later.eventTitle,
      sub_event_ticket_name: 'Half Marathon',
      sub_event_banner_url_path: '/images/sub.jpg',
      event_banner_url_path: '/images/event.jpg',
      city_name: 'Pune',
      state_name: 'Maharashtra',
      country_name: 'India',
      sub_event_start_date: new Date(now.getTime() + 20 * DAY).toISOString(),
      sub_event_end_date: new Date(now.getTime() + 20 * DAY + 4 * 60 * 60_000).toISOString(),
      event_venue_address: 'Riverside Ground',
      summary: 'Flat course along the river',
    });
    // Without a venue the card's calendar entry says what the event page says.
    expect(items[0]).toMatchObject({ event_venue_address: 'Venue TBD', summary: null });
  });

  it('answers an empty list to a new user and 401 without a token', async () => {
    const me = await createSignedInUser(server);
    const { data } = await server.clientWithToken(me.token).GET('/participant-registration/my-participated-events');
    expect(data?.message.participated_sub_events).toEqual([]);
    const anonymous = await server.client.GET('/participant-registration/my-participated-events');
    expect(anonymous.response.status).toBe(401);
  });
});

describe('deleteRegistration', () => {
  it("removes the caller's pending ticket and frees its place", async () => {
    const event = await createEvent(server.ctx.db, {
      now,
      form: SIMPLE_FORM,
      subEvent: { totalAllowedRegistrations: 1 },
    });
    const me = await createSignedInUser(server);
    const participantUuid = await register(event, me);
    const { data, response } = await remove(me, participantUuid);
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true, message: 'Ticket removed successfully' });
    expect(await ticket(participantUuid)).toMatchObject({ status: 'cancelled', orderId: null });
    const { data: left } = await myRegistrations(me, event.subEventUuid);
    expect(left?.message.total_participants).toBe(0);
    await register(event, me);
    const again = await remove(me, participantUuid);
    expect(again.response.status).toBe(404);
  });

  it("answers 404 for another user's ticket and leaves it alone", async () => {
    const event = await createEvent(server.ctx.db, { now, form: SIMPLE_FORM });
    const owner = await createSignedInUser(server);
    const intruder = await createSignedInUser(server);
    const participantUuid = await register(event, owner);
    const before = await ticket(participantUuid);
    const { response, error } = await remove(intruder, participantUuid);
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ success: false, message: 'Registration not found' });
    expect(await ticket(participantUuid)).toEqual(before);
    expect((await remove(intruder, randomUUID())).response.status).toBe(404);
  });

  it('refuses to remove a paid ticket, or one in a paid order', async () => {
    const event = await createEvent(server.ctx.db, { now, form: SIMPLE_FORM });
    const me = await createSignedInUser(server);
    const paid = await createTicket(server.ctx.db, {
      userId: me.id,
      subEventId: event.subEventId,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const before = await ticket(paid.participantUuid);
    const { response, error } = await remove(me, paid.participantUuid);
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ message: 'This ticket is paid and cannot be removed' });
    expect(await ticket(paid.participantUuid)).toEqual(before);

    const inPaidOrder = await register(event, me);
    await placeInOrder(me.id, event.subEventId, [inPaidOrder], 'paid');
    expect((await remove(me, inPaidOrder)).response.status).toBe(409);
    expect((await ticket(inPaidOrder)).status).toBe('pending');
  });

  it('cancels the unpaid order the ticket waited in and releases its other tickets', async () => {
    const event = await createEvent(server.ctx.db, { now, form: SIMPLE_FORM });
    const me = await createSignedInUser(server);
    const removed = await register(event, me);
    const kept = await register(event, me);
    const order = await placeInOrder(me.id, event.subEventId, [removed, kept], 'created');
    expect((await remove(me, removed)).response.status).toBe(200);
    const [orderAfter] = await server.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(orderAfter?.status).toBe('cancelled');
    expect(await ticket(kept)).toMatchObject({ status: 'pending', orderId: null });
    expect(await ticket(removed)).toMatchObject({ status: 'cancelled', orderId: null });
  });

  it('answers 400 for a malformed uuid and 401 without a token', async () => {
    const event = await createEvent(server.ctx.db, { now, form: SIMPLE_FORM });
    const me = await createSignedInUser(server);
    const participantUuid = await register(event, me);
    expect((await remove(me, 'not-a-uuid')).response.status).toBe(400);
    expect((await remove(null, participantUuid)).response.status).toBe(401);
    expect((await ticket(participantUuid)).status).toBe('pending');
  });
});
