// getRegistrationForm and registerParticipant: the form, server-side pricing, the SPEC §5 rules
// mirrored from src/domain, the registration window, and the capacity under concurrent requests.
import { randomUUID } from 'node:crypto';
import { asc, eq, ne, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAttendeeResponses } from '../../../src/domain/validation';
import { participantResponses, participants } from '../../../server/db/schema';
import { readResponseText, responseTextJson } from '../../../server/modules/registrations/response-text';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { DAY, HOUR, createEvent, type CreatedEvent } from '../catalog/fixtures';
import { FULL_FORM, SIMPLE_FORM, validAnswers } from './form-fixture';

let server: TestServer;
let now: Date;
let user: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  now = server.clock.now();
  user = await createSignedInUser(server);
});

afterAll(async () => {
  await server?.close();
});

type Responses = { field_uuid: string; response_text: string | string[] }[];

function register(event: Pick<CreatedEvent, 'subEventUuid'>, responses: Responses, token = user.token) {
  return server.clientWithToken(token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: { responses },
  });
}

async function ticketsOf(subEventId: number) {
  return server.ctx.db
    .select()
    .from(participants)
    .where(eq(participants.subEventId, subEventId))
    .orderBy(asc(participants.id));
}

async function responseCount() {
  return (await server.ctx.db.select({ id: participantResponses.id }).from(participantResponses)).length;
}

describe('getRegistrationForm', () => {
  it('answers the form ordered by order_index with options, plus the event and sub-event', async () => {
    const event = await createEvent(server.ctx.db, {
      now,
      form: FULL_FORM,
      subEvent: { minAge: 18, ticketName: 'Half' },
    });
    const { data, response } = await server
      .clientWithToken(user.token)
      .GET('/participant-registration/sub-events/{subEventUuid}/registration-form', {
        params: { path: { subEventUuid: event.subEventUuid } },
      });
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    const fields = data!.message.form_fields;
    // The fixture stores the fields with descending order_index, so the answer is the reverse.
    expect(fields.map((field) => field.field_name)).toEqual(FULL_FORM.map((field) => field.fieldName).reverse());
    expect(fields.map((field) => field.order_index)).toEqual(
      [...fields.map((field) => field.order_index)].sort((a, b) => a - b),
    );
    const pricing = fields.find((field) => field.field_name === 'mandatory_event_category_pricing');
    expect(pricing).toEqual({
      field_uuid: event.fields.mandatory_event_category_pricing,
      field_name: 'mandatory_event_category_pricing',
      label: 'Category Price',
      field_type: 'dropdown',
      is_required: false,
      order_index: pricing!.order_index,
      placeholder: null,
      no_of_rows: null,
      header_size: null,
      file_accept: null,
      text_value: null,
      options: [
        { option_label: '5K', option_value: '299.00' },
        { option_label: '10K', option_value: '499.00' },
      ],
    });
    expect(data!.message.event).toEqual({ event_uuid: event.eventUuid, title: event.eventTitle });
    expect(data!.message.sub_event).toMatchObject({
      id: event.subEventId,
      sub_event_uuid: event.subEventUuid,
      name: event.name,
      ticket_name: 'Half',
      entry_fee: '499.00',
      entry_fee_required: true,
      min_age: 18,
      max_age: null,
      city_name: 'Pune',
    });
  });

  it("answers 404 'Event not found' for an unknown or hidden sub-event, 400 for a malformed uuid", async () => {
    const client = server.clientWithToken(user.token);
    const path = '/participant-registration/sub-events/{subEventUuid}/registration-form' as const;
    const unknown = await client.GET(path, { params: { path: { subEventUuid: randomUUID() } } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ success: false, message: 'Event not found', error: 'Event not found' });
    const hidden = await createEvent(server.ctx.db, { now, subEvent: { approvalStatus: 'pending' } });
    const hiddenAnswer = await client.GET(path, { params: { path: { subEventUuid: hidden.subEventUuid } } });
    expect(hiddenAnswer.response.status).toBe(404);
    const malformed = await client.GET(path, { params: { path: { subEventUuid: 'abc' } } });
    expect(malformed.response.status).toBe(400);
  });

  it('needs a bearer token', async () => {
    const event = await createEvent(server.ctx.db, { now });
    const { response } = await server.client.GET(
      '/participant-registration/sub-events/{subEventUuid}/registration-form',
      {
        params: { path: { subEventUuid: event.subEventUuid } },
      },
    );
    expect(response.status).toBe(401);
  });
});

describe('registerParticipant', () => {
  it('creates a pending ticket priced from the chosen category, ignoring the price the client sent', async () => {
    const event = await createEvent(server.ctx.db, { now, form: FULL_FORM });
    const responses = [
      ...validAnswers(event.fields),
      { field_uuid: event.fields.mandatory_event_category_pricing!, response_text: '1.00' },
      { field_uuid: event.fields.id_proof!, response_text: '/uploads/files/x.png' },
    ];
    const { data, response } = await register(event, responses);
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    expect(data?.message).toBe('Attendee submitted successfully!');
    expect(data?.data).toEqual({
      id: expect.any(Number),
      participant_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sub_event_uuid: event.subEventUuid,
      status: 'pending',
      payment_status: 'pending',
      registered_at: now.toISOString(),
      hold_expires_at: new Date(now.getTime() + 15 * 60_000).toISOString(),
    });

    const [ticket] = await ticketsOf(event.subEventId);
    expect(ticket).toMatchObject({
      participantUuid: data!.data.participant_uuid,
      userId: user.id,
      status: 'pending',
      paymentStatus: 'pending',
      eventCategory: '10K',
      amountPaise: 49_900,
      orderId: null,
    });
    const stored = await server.ctx.db
      .select({ fieldName: participantResponses.fieldName, responseText: responseTextJson })
      .from(participantResponses)
      .where(eq(participantResponses.participantId, ticket!.id));
    const byName = Object.fromEntries(stored.map((row) => [row.fieldName, readResponseText(row.responseText)]));
    expect(byName).toMatchObject({
      mandatory_participant_name: 'Asha Runner',
      mandatory_event_category: '10K',
      mandatory_event_category_pricing: '499.00',
      mandatory_phone: '9876543210',
      mandatory_pincode: '411001',
      heard_about_us: ['Friends', 'Instagram'],
      id_proof: '/uploads/files/x.png',
    });
  });

  it('prices the 5K category at its own price', async () => {
    const event = await createEvent(server.ctx.db, { now, form: FULL_FORM });
    await register(event, validAnswers(event.fields, { mandatory_event_category: '5K' }));
    const [ticket] = await ticketsOf(event.subEventId);
    expect(ticket).toMatchObject({ eventCategory: '5K', amountPaise: 29_900 });
  });

  it('charges the entry fee without categories, and nothing for a free event', async () => {
    const paid = await createEvent(server.ctx.db, { now, form: SIMPLE_FORM, subEvent: { entryFeePaise: 75_050 } });
    const free = await createEvent(server.ctx.db, {
      now,
      form: FULL_FORM,
      subEvent: { entryFeePaise: 0, entryFeeRequired: false },
    });
    expect((await register(paid, validAnswers(paid.fields))).response.status).toBe(200);
    expect((await register(free, validAnswers(free.fields))).response.status).toBe(200);
    expect((await ticketsOf(paid.subEventId))[0]).toMatchObject({ amountPaise: 75_050, eventCategory: null });
    expect((await ticketsOf(free.subEventId))[0]).toMatchObject({ amountPaise: 0, eventCategory: '10K' });
  });

  it('answers the same field errors as the browser rules in src/domain, storing nothing', async () => {
    const event = await createEvent(server.ctx.db, { now, form: FULL_FORM, subEvent: { minAge: 18, maxAge: 60 } });
    const responses = validAnswers(event.fields, {
      mandatory_email: 'asha@',
      mandatory_phone: '98765 4321',
      mandatory_date_of_birth: '2015-01-01',
      mandatory_pincode: '012345',
      mandatory_emergency_contact_number: '9876543210',
    }).filter((answer) => answer.field_uuid !== event.fields.mandatory_participant_name);
    // The second phone differs from the participant's only after the first is fixed; keep it equal.
    responses.find((answer) => answer.field_uuid === event.fields.mandatory_phone)!.response_text = '9876543210';
    const before = await responseCount();

    const { response, error } = await register(event, responses);
    expect(response.status).toBe(400);

    const { data: form } = await server
      .clientWithToken(user.token)
      .GET('/participant-registration/sub-events/{subEventUuid}/registration-form', {
        params: { path: { subEventUuid: event.subEventUuid } },
      });
    const values = Object.fromEntries(responses.map((answer) => [answer.field_uuid, answer.response_text]));
    const expected = validateAttendeeResponses(form!.message.form_fields, values, {
      minAge: 18,
      maxAge: 60,
      today: now,
    });
    expect(Object.keys(expected).length).toBe(5);
    expect(error).toMatchObject({ success: false, message: 'Please fix the errors in the form before submitting' });
    const errors = (error as { errors: { field: string; message: string }[] }).errors;
    expect(Object.fromEntries(errors.map((entry) => [entry.field, entry.message]))).toEqual(expected);
    expect(expected).toMatchObject({
      [event.fields.mandatory_participant_name!]: 'Full Name is required',
      [event.fields.mandatory_email!]: 'Please enter a valid email address',
      [event.fields.mandatory_date_of_birth!]: 'Age must be at least 18 years',
      [event.fields.mandatory_pincode!]: 'PIN code cannot start with 0',
      [event.fields.mandatory_emergency_contact_number!]:
        'Emergency contact number cannot be the same as participant phone number',
    });
    expect(await ticketsOf(event.subEventId)).toEqual([]);
    expect(await responseCount()).toBe(before);
  });

  it('refuses a missing or unlisted category, which would set the price', async () => {
    const event = await createEvent(server.ctx.db, { now, form: FULL_FORM });
    const missing = validAnswers(event.fields).filter(
      (answer) => answer.field_uuid !== event.fields.mandatory_event_category,
    );
    const first = await register(event, missing);
    expect(first.response.status).toBe(400);
    expect((first.error as { errors: unknown[] }).errors).toEqual([
      { field: event.fields.mandatory_event_category, message: 'Event Category is required' },
    ]);
    const unlisted = await register(event, validAnswers(event.fields, { mandatory_event_category: 'Full Marathon' }));
    expect(unlisted.response.status).toBe(400);
    expect(await ticketsOf(event.subEventId)).toEqual([]);
  });

  it('refuses answers to fields that are not on this form, or a field answered twice', async () => {
    const event = await createEvent(server.ctx.db, { now, form: SIMPLE_FORM });
    const other = await createEvent(server.ctx.db, { now, form: SIMPLE_FORM });
    const foreign = [
      ...validAnswers(event.fields),
      { field_uuid: other.fields.mandatory_email!, response_text: 'x@example.in' },
    ];
    const unknown = await register(event, foreign);
    expect(unknown.response.status).toBe(400);
    expect(unknown.error).toMatchObject({ message: `${other.fields.mandatory_email} is not a field of this form` });
    const twice = [...validAnswers(event.fields), validAnswers(event.fields)[0]!];
    expect((await register(event, twice)).response.status).toBe(400);
    const listForText = validAnswers(event.fields, { mandatory_participant_name: ['Asha', 'Runner'] });
    expect((await register(event, listForText)).response.status).toBe(400);
    expect((await register(event, [])).response.status).toBe(400);
    expect(await ticketsOf(event.subEventId)).toEqual([]);
  });

  it.each([
    [
      'before registration opens',
      { registrationStart: 2 * DAY, registrationEnd: 5 * DAY, start: 7 * DAY },
      'Registration has not started yet',
    ],
    [
      'after registration closes',
      { registrationStart: -5 * DAY, registrationEnd: -HOUR, start: 2 * DAY },
      'Registration has ended',
    ],
    [
      'while the event is on',
      { registrationStart: -5 * DAY, registrationEnd: -2 * DAY, start: -HOUR },
      'Event is currently ongoing',
    ],
    ['after the event', { registrationStart: -9 * DAY, registrationEnd: -8 * DAY, start: -7 * DAY }, 'Event has ended'],
  ])('refuses registration %s with the SPEC toast', async (_when, offsets, message) => {
    const at = (ms: number) => new Date(now.getTime() + ms);
    const event = await createEvent(server.ctx.db, {
      now,
      form: SIMPLE_FORM,
      subEvent: {
        registrationStart: at(offsets.registrationStart),
        registrationEnd: at(offsets.registrationEnd),
        startDatetime: at(offsets.start),
        endDatetime: at(offsets.start + 6 * HOUR),
      },
    });
    const { response, error } = await register(event, validAnswers(event.fields));
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ success: false, message, error: message });
    expect(await ticketsOf(event.subEventId)).toEqual([]);
  });

  it('never lets concurrent registrations exceed total_allowed_registrations', async () => {
    const event = await createEvent(server.ctx.db, {
      now,
      form: SIMPLE_FORM,
      subEvent: { totalAllowedRegistrations: 3 },
    });
    // Twenty at once: on PostgreSQL, without the row lock, several of them count the same two tickets
    // and a fourth place is sold (this test caught exactly that when the lock was taken out).
    const people = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser(server)));
    const answers = await Promise.all(
      people.map((person) => register(event, validAnswers(event.fields), person.token)),
    );
    const accepted = answers.filter((answer) => answer.response.status === 200);
    const refused = answers.filter((answer) => answer.response.status !== 200);
    expect(accepted).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.response.status).toBe(409);
      expect(answer.error).toMatchObject({ message: 'Registrations are full for this event' });
    }
    expect(await ticketsOf(event.subEventId)).toHaveLength(3);
  });

  it('frees a place when a ticket is cancelled', async () => {
    const event = await createEvent(server.ctx.db, {
      now,
      form: SIMPLE_FORM,
      subEvent: { totalAllowedRegistrations: 1 },
    });
    const first = await register(event, validAnswers(event.fields));
    expect((await register(event, validAnswers(event.fields))).response.status).toBe(409);
    await server.ctx.db
      .update(participants)
      .set({ status: 'cancelled' })
      .where(eq(participants.participantUuid, first.data!.data.participant_uuid));
    expect((await register(event, validAnswers(event.fields))).response.status).toBe(200);
    const live = await server.ctx.db
      .select()
      .from(participants)
      .where(and(eq(participants.subEventId, event.subEventId), ne(participants.status, 'cancelled')));
    expect(live).toHaveLength(1);
  });

  it('holds at most 10 unpaid tickets per caller when the event sets no limit', async () => {
    const event = await createEvent(server.ctx.db, { now, form: SIMPLE_FORM });
    const buyer = await createSignedInUser(server);
    for (let ticket = 0; ticket < 10; ticket += 1) {
      expect((await register(event, validAnswers(event.fields), buyer.token)).response.status).toBe(200);
    }
    const eleventh = await register(event, validAnswers(event.fields), buyer.token);
    expect(eleventh.response.status).toBe(409);
    expect(eleventh.error).toMatchObject({ message: 'Maximum 10 tickets allowed for this event' });
    expect(await ticketsOf(event.subEventId)).toHaveLength(10);
    expect((await register(event, validAnswers(event.fields))).response.status).toBe(200);
  });

  it('answers 404 for an unknown sub-event and 401 without a token', async () => {
    const event = await createEvent(server.ctx.db, { now, form: SIMPLE_FORM });
    const unknown = await register({ subEventUuid: randomUUID() }, validAnswers(event.fields));
    expect(unknown.response.status).toBe(404);
    const anonymous = await server.client.POST('/participant-registration/sub-events/{subEventUuid}/register', {
      params: { path: { subEventUuid: event.subEventUuid } },
      body: { responses: validAnswers(event.fields) },
    });
    expect(anonymous.response.status).toBe(401);
    expect(await ticketsOf(event.subEventId)).toEqual([]);
  });
});
