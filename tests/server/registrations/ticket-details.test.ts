// Correcting a paid ticket's attendee details (issue 28 item 4), through the API with the sandbox
// provider, on PGlite and (with DATABASE_URL) PostgreSQL: the form with its answers, every refusal and
// its text (the event's window, a ticket not paid or not the caller's, a transfer waiting, the category,
// SPEC §5's rules, the name-change allowance), what saving does (answers replaced, the re-issued
// e-ticket e-mailed with a code that still verifies) and two corrections at once.
import { createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../server/db/schema';
import { renderReissuedTicket } from '../../../server/messages/ticket-details-messages';
import { DETAILS_REFUSALS } from '../../../server/modules/registrations/ticket-details';
import { signingKeyOf } from '../../../server/modules/tickets/signing-key';
import { verifyTicketCode } from '../../../server/modules/tickets/ticket-code';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, DAY, type CreatedEvent } from '../catalog/fixtures';
import { FULL_FORM, validAnswers } from './form-fixture';
import { payForTicket } from './paid-ticket';

const START = new Date('2026-07-01T04:30:00.000Z');
const WINDOW_END = new Date(START.getTime() + 5 * DAY);

const DETAILS_FORM = FULL_FORM.filter((field) =>
  [
    'mandatory_participant_name',
    'mandatory_email',
    'mandatory_phone',
    'mandatory_event_category',
    'mandatory_event_category_pricing',
    'mandatory_emergency_contact_number',
  ].includes(field.fieldName),
);

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ clock: createClock(START), env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});

afterAll(async () => {
  await server?.close();
});

function detailsEvent(options: { until?: Date | null; nameChanges?: number } = {}): Promise<CreatedEvent> {
  return createEvent(server.ctx.db, {
    now: server.clock.now(),
    form: DETAILS_FORM,
    subEvent: {
      entryFeePaise: 50_000,
      entryFeeRequired: true,
      detailsEditableUntil: options.until === undefined ? WINDOW_END : options.until,
      nameChangesAllowed: options.nameChanges ?? 0,
      transferableUntil: WINDOW_END,
    },
  });
}

const client = (person: TestUser) => server.clientWithToken(person.token);
const errorOf = (answer: { error?: unknown }) => (answer.error as { error: string }).error;

function details(person: TestUser, participantUuid: string) {
  return client(person).GET('/participant-registration/participants/{participantUuid}/details', {
    params: { path: { participantUuid } },
  });
}

function save(person: TestUser, event: CreatedEvent, participantUuid: string, answers: Record<string, string>) {
  return client(person).PUT('/participant-registration/participants/{participantUuid}/details', {
    params: { path: { participantUuid } },
    body: { responses: validAnswers(event.fields, { mandatory_participant_name: 'Rohan Iyer', ...answers }) },
  });
}

const ticketOf = (event: CreatedEvent, buyer: TestUser, name = 'Rohan Iyer') =>
  payForTicket(server, event, buyer, { mandatory_participant_name: name });

async function reissuedMails(participantUuid: string) {
  const rows = await server.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'ticket_reissued'));
  return rows.filter(
    (row) => 'reissuedParticipantUuid' in row.payload && row.payload.reissuedParticipantUuid === participantUuid,
  );
}

describe('reading a ticket to correct', () => {
  it("gives the form, the answers, the category kept and the event's rule, to the holder only", async () => {
    const holder = await createSignedInUser(server);
    const event = await detailsEvent({ nameChanges: 1 });
    const ticket = await ticketOf(event, holder);
    const read = await details(holder, ticket);
    expect(read.response.status).toBe(200);
    const message = read.data!.message;
    expect(message).toMatchObject({
      participant_uuid: ticket,
      category: '10K',
      details_editable_until: WINDOW_END.toISOString(),
      name_changes_allowed: 1,
      name_changes_left: 1,
      details_updated_at: null,
    });
    expect(message.form_fields.map((field) => field.field_name)).toContain('mandatory_emergency_contact_number');
    expect(message.responses).toContainEqual({ field_name: 'mandatory_participant_name', response_text: 'Rohan Iyer' });

    const stranger = await createSignedInUser(server);
    const notTheirs = await details(stranger, ticket);
    expect(notTheirs.response.status).toBe(404);
    expect(errorOf(notTheirs)).toBe('Ticket not found');

    const unpaid = await client(holder).POST('/participant-registration/sub-events/{subEventUuid}/register', {
      params: { path: { subEventUuid: event.subEventUuid } },
      body: { responses: validAnswers(event.fields, { mandatory_participant_name: 'Kavya Iyer' }) },
    });
    const notPaid = await details(holder, unpaid.data!.data!.participant_uuid);
    expect(notPaid.response.status).toBe(422);
    expect(errorOf(notPaid)).toBe(DETAILS_REFUSALS.notPaid);
  });
});

describe('saving corrected details', () => {
  it('is refused where the event allows none, after its window, and while a transfer waits', async () => {
    const holder = await createSignedInUser(server);
    const none = await detailsEvent({ until: null });
    const notAllowed = await save(holder, none, await ticketOf(none, holder), {});
    expect(notAllowed.response.status).toBe(422);
    expect(errorOf(notAllowed)).toBe('This event does not allow editing details after booking');

    const closed = await detailsEvent({ until: new Date(START.getTime() - DAY) });
    const late = await save(holder, closed, await ticketOf(closed, holder), {});
    expect(late.response.status).toBe(422);
    expect(errorOf(late)).toBe('Details for this event could be edited until 30 Jun 2026, 10:00 AM');

    const open = await detailsEvent();
    const ticket = await ticketOf(open, holder);
    const sent = await client(holder).POST('/participant-registration/participants/{participantUuid}/transfer', {
      params: { path: { participantUuid: ticket } },
      body: { recipient_mobile: '9123456780', recipient_name: 'Meera Iyer' },
    });
    expect(sent.response.status).toBe(200);
    const waiting = await save(holder, open, ticket, {});
    expect(waiting.response.status).toBe(409);
    expect(errorOf(waiting)).toBe('Withdraw the transfer before editing this ticket');
  });

  it("applies SPEC §5's rules and keeps the category, changing nothing when refused", async () => {
    const holder = await createSignedInUser(server);
    const event = await detailsEvent();
    const ticket = await ticketOf(event, holder);
    const bad = await save(holder, event, ticket, { mandatory_email: 'not-an-email' });
    expect(bad.response.status).toBe(400);
    expect((bad.error as { errors: unknown[] }).errors).toContainEqual({
      field: event.fields.mandatory_email,
      message: 'Please enter a valid email address',
    });
    const switched = await save(holder, event, ticket, { mandatory_event_category: '5K' });
    expect(switched.response.status).toBe(400);
    expect(errorOf(switched)).toBe('This ticket is for 10K: the category stays as booked');
    const unchanged = await details(holder, ticket);
    expect(unchanged.data!.message.details_updated_at).toBeNull();
    expect(await reissuedMails(ticket)).toHaveLength(0);
  });

  it('replaces the answers, re-issues the e-ticket by e-mail, and the code still admits', async () => {
    const email = 'asha.rao@example.in';
    const holder = await createSignedInUser(server, { fullName: 'Asha Rao', email });
    const event = await detailsEvent();
    const ticket = await ticketOf(event, holder);
    const saved = await save(holder, event, ticket, {
      mandatory_email: 'rohan.iyer@example.in',
      mandatory_emergency_contact_number: '9988776655',
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data!.message).toEqual({
      participant_uuid: ticket,
      details_updated_at: START.toISOString(),
      name_changes_left: 0,
      name_changed: false,
    });
    const read = (await details(holder, ticket)).data!.message;
    expect(read.responses).toContainEqual({ field_name: 'mandatory_email', response_text: 'rohan.iyer@example.in' });
    expect(read.responses).toContainEqual({
      field_name: 'mandatory_emergency_contact_number',
      response_text: '9988776655',
    });
    expect(read.details_updated_at).toBe(START.toISOString());

    const [mail] = await reissuedMails(ticket);
    expect(mail).toMatchObject({ channel: 'email', recipient: email, status: 'pending' });
    const rendered = await renderReissuedTicket(
      { db: server.ctx.db, config: server.config },
      { reissuedParticipantUuid: ticket },
      email,
    );
    expect(rendered.subject).toBe(`E-ticket re-issued: ${event.name}`);
    expect(rendered.text).toContain("Hi Asha Rao, the attendee details of Rohan Iyer's ticket");
    expect(rendered.attachments).toHaveLength(1);
    expect(rendered.attachments[0]).toMatchObject({ contentType: 'image/png', cid: 'e-ticket-1@startline' });

    const listed = await client(holder).GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
      params: { path: { subEventUuid: event.subEventUuid } },
    });
    const row = listed.data!.message.participants.find((participant) => participant.participant_uuid === ticket)!;
    expect(row.details_updated_at).toBe(START.toISOString());
    const publicKey = createPublicKey(signingKeyOf(server.config.ticketSigningKey));
    expect(verifyTicketCode(row.ticket_code!, { publicKey, now: START }).valid).toBe(true);
  });
});

describe('changing the name', () => {
  it('is refused on the name field where the event allows none; spacing and case are not a change', async () => {
    const holder = await createSignedInUser(server);
    const event = await detailsEvent({ nameChanges: 0 });
    const ticket = await ticketOf(event, holder);
    const renamed = await save(holder, event, ticket, { mandatory_participant_name: 'Kiran Iyer' });
    expect(renamed.response.status).toBe(422);
    expect(renamed.error).toMatchObject({
      error: DETAILS_REFUSALS.nameFixed,
      errors: [{ field: event.fields.mandatory_participant_name, message: DETAILS_REFUSALS.nameFixed }],
    });
    const tidied = await save(holder, event, ticket, { mandatory_participant_name: 'rohan  IYER' });
    expect(tidied.response.status).toBe(200);
    expect(tidied.data!.message.name_changed).toBe(false);
  });

  it('counts each change against the allowance, and refuses the one after the last', async () => {
    const holder = await createSignedInUser(server);
    const event = await detailsEvent({ nameChanges: 1 });
    const ticket = await ticketOf(event, holder);
    const first = await save(holder, event, ticket, { mandatory_participant_name: 'Kiran Iyer' });
    expect(first.response.status).toBe(200);
    expect(first.data!.message).toMatchObject({ name_changed: true, name_changes_left: 0 });
    // Other details may still change under the new name.
    const other = await save(holder, event, ticket, {
      mandatory_participant_name: 'Kiran Iyer',
      mandatory_emergency_contact_number: '9988776655',
    });
    expect(other.response.status).toBe(200);
    const second = await save(holder, event, ticket, { mandatory_participant_name: 'Rohan Iyer' });
    expect(second.response.status).toBe(422);
    expect(errorOf(second)).toBe(DETAILS_REFUSALS.nameChangesUsed);
    expect((await details(holder, ticket)).data!.message.name_changes_left).toBe(0);
  });

  it("refuses a name another of the holder's tickets for the event already has", async () => {
    const holder = await createSignedInUser(server);
    const event = await detailsEvent({ nameChanges: 1 });
    const ticket = await ticketOf(event, holder);
    await payForTicket(server, event, holder, {
      mandatory_participant_name: 'Kavya Iyer',
      mandatory_email: 'kavya@example.in',
      mandatory_phone: '9812345670',
    });
    const same = await save(holder, event, ticket, {
      mandatory_participant_name: 'Kavya Iyer',
      mandatory_email: 'kavya@example.in',
      mandatory_phone: '9812345670',
    });
    expect(same.response.status).toBe(409);
    expect(errorOf(same)).toBe('This attendee is already registered for this event');
  });

  it('of two renames at once, only the allowance is used: one saves, the other is refused', async () => {
    const holder = await createSignedInUser(server);
    const event = await detailsEvent({ nameChanges: 1 });
    const ticket = await ticketOf(event, holder);
    const both = await Promise.all([
      save(holder, event, ticket, { mandatory_participant_name: 'Kiran Iyer' }),
      save(holder, event, ticket, { mandatory_participant_name: 'Nila Iyer' }),
    ]);
    expect(both.map((answer) => answer.response.status).sort()).toEqual([200, 422]);
    expect((await details(holder, ticket)).data!.message.name_changes_left).toBe(0);
    expect(await reissuedMails(ticket)).toHaveLength(1);
  });
});
