// Transferring a paid ticket (issue 28 item 2), through the API with the sandbox provider, on PGlite and
// (with DATABASE_URL) PostgreSQL: every refusal and its text, the SMS with the link, who may open and
// accept it, what accepting does (the ticket moves with a new code, the old one is revoked, places stay
// as they were), a transfer accepted twice (one after the other, and at once), withdrawn, and expired.
import { createPublicKey } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, participants, ticketTransfers } from '../../../server/db/schema';
import { renderTransferMessage } from '../../../server/messages/ticket-transfer-messages';
import { countPlaces } from '../../../server/modules/registrations/places';
import { TRANSFER_REFUSALS } from '../../../server/modules/registrations/ticket-transfers';
import { TRANSFER_BLOCKS_CANCEL } from '../../../server/modules/registrations/cancellation-rules';
import { readRevocationList } from '../../../server/modules/tickets/revocation-list';
import { signingKeyOf } from '../../../server/modules/tickets/signing-key';
import { verifyTicketCode } from '../../../server/modules/tickets/ticket-code';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, DAY, type CreatedEvent } from '../catalog/fixtures';
import { FULL_FORM, validAnswers } from './form-fixture';
import { payForTicket } from './paid-ticket';

const START = new Date('2026-07-01T04:30:00.000Z');
const WINDOW_END = new Date(START.getTime() + 5 * DAY);

// Name, contact and the category with its price: the category a transferred ticket must keep.
const TRANSFER_FORM = FULL_FORM.filter((field) =>
  [
    'mandatory_participant_name',
    'mandatory_email',
    'mandatory_phone',
    'mandatory_event_category',
    'mandatory_event_category_pricing',
  ].includes(field.fieldName),
);

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ clock: createClock(START), env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});

afterAll(async () => {
  await server?.close();
});

async function transferEvent(
  options: { until?: Date | null; capacity?: number | null; cancellable?: boolean } = {},
): Promise<CreatedEvent> {
  return createEvent(server.ctx.db, {
    now: server.clock.now(),
    form: TRANSFER_FORM,
    subEvent: {
      entryFeePaise: 50_000,
      entryFeeRequired: true,
      totalAllowedRegistrations: options.capacity ?? null,
      transferableUntil: options.until === undefined ? WINDOW_END : options.until,
      cancellableUntil: options.cancellable ? WINDOW_END : null,
      cancellationFeeBps: 1000,
    },
  });
}

const client = (person: TestUser) => server.clientWithToken(person.token);

/** One ticket of `name` in 10K, registered and paid in the sandbox checkout. */
function paidTicket(event: CreatedEvent, buyer: TestUser, name: string): Promise<string> {
  return payForTicket(server, event, buyer, { mandatory_participant_name: name });
}

function send(sender: TestUser, participantUuid: string, mobile: string, name = 'Meera Iyer') {
  return client(sender).POST('/participant-registration/participants/{participantUuid}/transfer', {
    params: { path: { participantUuid } },
    body: { recipient_mobile: mobile, recipient_name: name },
  });
}

function withdraw(sender: TestUser, participantUuid: string) {
  return client(sender).DELETE('/participant-registration/participants/{participantUuid}/transfer', {
    params: { path: { participantUuid } },
  });
}

function open(person: TestUser, transferUuid: string) {
  return client(person).GET('/ticket-transfers/{transferUuid}', { params: { path: { transferUuid } } });
}

function accept(person: TestUser, event: CreatedEvent, transferUuid: string, overrides: Record<string, string> = {}) {
  return client(person).POST('/ticket-transfers/{transferUuid}/accept', {
    params: { path: { transferUuid } },
    body: {
      responses: validAnswers(event.fields, {
        mandatory_participant_name: 'Meera Iyer',
        mandatory_email: 'meera@example.in',
        mandatory_phone: '9812345670',
        ...overrides,
      }),
    },
  });
}

function registrations(person: TestUser, event: CreatedEvent) {
  return client(person).GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
    params: { path: { subEventUuid: event.subEventUuid } },
  });
}

const errorOf = (answer: { error?: unknown }) => (answer.error as { error: string }).error;

/** A paid ticket of the sender's offered to the recipient's number: the transfer's uuid. */
let attendees = 0;
async function sentTransfer(event: CreatedEvent, sender: TestUser, recipient: TestUser) {
  // Each of the sender's tickets for another person: one paid ticket per person and event.
  attendees += 1;
  const ticket = await paidTicket(event, sender, `Rohan ${'I'.repeat(attendees)}yer`);
  const sent = await send(sender, ticket, recipient.mobileNumber);
  expect(sent.response.status).toBe(200);
  return { ticket, transferUuid: sent.data!.message.transfer.transfer_uuid };
}

describe('sending a transfer', () => {
  it('is refused where the event allows none, after its window, and for a ticket not paid', async () => {
    const sender = await createSignedInUser(server);
    const none = await transferEvent({ until: null });
    const ticket = await paidTicket(none, sender, 'Rohan Iyer');
    const notAllowed = await send(sender, ticket, '9123456780');
    expect(notAllowed.response.status).toBe(422);
    expect(errorOf(notAllowed)).toBe('This event does not allow transfers');

    const closed = await transferEvent({ until: new Date(START.getTime() - DAY) });
    const late = await send(sender, await paidTicket(closed, sender, 'Rohan Iyer'), '9123456780');
    expect(late.response.status).toBe(422);
    expect(errorOf(late)).toBe('Transfers for this event closed on 30 Jun 2026, 10:00 AM');

    const open = await transferEvent();
    const unpaid = await client(sender).POST('/participant-registration/sub-events/{subEventUuid}/register', {
      params: { path: { subEventUuid: open.subEventUuid } },
      body: { responses: validAnswers(open.fields) },
    });
    const notPaid = await send(sender, unpaid.data!.data!.participant_uuid, '9123456780');
    expect(notPaid.response.status).toBe(422);
    expect(errorOf(notPaid)).toBe('Only a paid ticket can be transferred');

    const stranger = await createSignedInUser(server);
    const notTheirs = await send(stranger, ticket, '9123456780');
    expect(notTheirs.response.status).toBe(404);
    expect(errorOf(notTheirs)).toBe('Ticket not found');
  });

  it("checks SPEC §5's mobile number and full name, and refuses the sender's own number on its field", async () => {
    const sender = await createSignedInUser(server);
    const ticket = await paidTicket(await transferEvent(), sender, 'Rohan Iyer');
    const blank = await send(sender, ticket, '', '');
    expect(blank.response.status).toBe(400);
    expect((blank.error as { errors: unknown }).errors).toEqual([
      { field: 'recipient_mobile', message: 'Mobile number is required' },
      { field: 'recipient_name', message: 'Full name is required' },
    ]);
    const bad = await send(sender, ticket, '5123456780', 'Meera 3 Iyer');
    expect((bad.error as { errors: unknown }).errors).toEqual([
      { field: 'recipient_mobile', message: 'Please enter a valid 10-digit mobile number' },
      { field: 'recipient_name', message: 'Full name can only contain letters and spaces' },
    ]);
    const own = await send(sender, ticket, sender.mobileNumber);
    expect(own.response.status).toBe(422);
    expect(own.error).toMatchObject({
      error: TRANSFER_REFUSALS.ownNumber,
      errors: [{ field: 'recipient_mobile', message: TRANSFER_REFUSALS.ownNumber }],
    });
  });

  it('texts the link to the number, keeps the ticket the sender’s meanwhile, and allows one waiting at a time', async () => {
    const sender = await createSignedInUser(server, { fullName: 'Asha Rao' });
    const recipient = await createSignedInUser(server);
    const event = await transferEvent();
    const ticket = await paidTicket(event, sender, 'Rohan Iyer');
    const sent = await send(sender, ticket, `+91 ${recipient.mobileNumber}`, '  Meera   Iyer ');
    expect(sent.response.status).toBe(200);
    const transfer = sent.data!.message.transfer;
    expect(transfer).toMatchObject({
      status: 'pending',
      recipient_name: 'Meera Iyer',
      recipient_mobile: recipient.mobileNumber,
      expires_at: WINDOW_END.toISOString(),
      accepted_at: null,
    });
    const again = await send(sender, ticket, '9123456780');
    expect(again.response.status).toBe(409);
    expect(errorOf(again)).toBe('This ticket already has a transfer waiting to be accepted');

    const [sms] = await server.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'transfer_offer'), eq(outboxMessages.recipient, recipient.mobileNumber)));
    expect(sms).toMatchObject({ channel: 'sms' });
    const rendered = await renderTransferMessage(
      { db: server.ctx.db, config: server.config },
      'sms',
      sms!.payload as { ticketTransferId: number },
      recipient.mobileNumber,
    );
    expect(rendered).toMatchObject({ sms: { template: 'transfer' } });
    expect('sms' in rendered && rendered.sms.text).toBe(
      `Startline: Asha Rao is giving you their ticket for ${event.name}. Sign in with this number and accept it by 06 Jul 2026, 10:00 AM: ${server.config.publicBaseUrl}/transfers/${transfer.transfer_uuid}`,
    );

    const mine = await registrations(sender, event);
    const row = mine.data!.message.participants[0]!;
    expect(row).toMatchObject({ status: 'confirmed', transfer: { status: 'pending', recipient_name: 'Meera Iyer' } });
    expect(row.ticket_code).toMatch(/^SL2\./);
    expect(mine.data!.message.sub_event.transfer_policy).toEqual({ transferable_until: WINDOW_END.toISOString() });
  });
});

describe('opening the link', () => {
  it('shows the ticket and its form to the account of the number it was sent to, and nobody else', async () => {
    const sender = await createSignedInUser(server, { fullName: 'Asha Rao' });
    const recipient = await createSignedInUser(server);
    const event = await transferEvent();
    const { transferUuid } = await sentTransfer(event, sender, recipient);

    const seen = await open(recipient, transferUuid);
    expect(seen.data!.message).toMatchObject({
      transfer_uuid: transferUuid,
      status: 'pending',
      sender_name: 'Asha Rao',
      recipient_name: 'Meera Iyer',
      category: '10K',
      participant_uuid: null,
      sub_event: { sub_event_uuid: event.subEventUuid },
    });
    expect(seen.data!.message.form_fields.map((field) => field.field_name)).toContain('mandatory_event_category');

    const stranger = await open(await createSignedInUser(server), transferUuid);
    expect(stranger.response.status).toBe(403);
    expect(errorOf(stranger)).toBe(
      'This ticket was sent to another mobile number. Sign in with the number it was sent to.',
    );
    const nothing = await open(recipient, '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f');
    expect(nothing.response.status).toBe(404);
    expect(errorOf(nothing)).toBe('Transfer not found');
  });
});

describe('accepting', () => {
  it('moves the ticket: the sender’s is transferred and revoked, the recipient’s is new and paid, places unchanged', async () => {
    const sender = await createSignedInUser(server, { fullName: 'Asha Rao' });
    const recipient = await createSignedInUser(server);
    const event = await transferEvent({ capacity: 5 });
    const { ticket, transferUuid } = await sentTransfer(event, sender, recipient);
    const oldCode = (await registrations(sender, event)).data!.message.participants[0]!.ticket_code!;
    const placesBefore = await placesTaken(event);

    const accepted = await accept(recipient, event, transferUuid);
    expect(accepted.response.status).toBe(200);
    const { participant_uuid: newTicket } = accepted.data!.message;
    expect(newTicket).not.toBe(ticket);
    expect(accepted.data!.message).toMatchObject({ sub_event_uuid: event.subEventUuid, event_uuid: event.eventUuid });
    expect(await placesTaken(event)).toBe(placesBefore);

    const senders = (await registrations(sender, event)).data!.message.participants;
    expect(senders[0]).toMatchObject({
      participant_uuid: ticket,
      status: 'transferred',
      transfer: { status: 'accepted', recipient_name: 'Meera Iyer' },
    });
    expect(senders[0]!.ticket_code).toBeUndefined();
    const theirs = (await registrations(recipient, event)).data!.message.participants;
    expect(theirs).toHaveLength(1);
    const newCode = theirs[0]!.ticket_code!;
    expect(theirs[0]).toMatchObject({
      participant_uuid: newTicket,
      status: 'confirmed',
      payment_status: 'paid',
      payment_amount: '499.00',
      transferred_from: 'Asha Rao',
    });
    const [oldRow] = await server.ctx.db.select().from(participants).where(eq(participants.participantUuid, ticket));
    const [newRow] = await server.ctx.db.select().from(participants).where(eq(participants.participantUuid, newTicket));
    expect(newRow).toMatchObject({ eventCategory: '10K', amountPaise: oldRow!.amountPaise, orderId: oldRow!.orderId });

    // The old code still carries a good signature, and the sub-event's signed list revokes it.
    const key = signingKeyOf(server.config.ticketSigningKey);
    const publicKey = createPublicKey(key);
    expect(verifyTicketCode(oldCode, { publicKey, now: server.clock.now() }).valid).toBe(true);
    const listed = await server.app.inject({ url: `/.well-known/startline-revoked-tickets/${event.subEventUuid}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-cache');
    const list = readRevocationList(listed.body, publicKey);
    expect(list).toMatchObject({ valid: true, subEventUuid: event.subEventUuid });
    expect(list.valid && [...list.revoked]).toEqual([ticket]);
    const revokedList = list.valid ? list : null;
    expect(verifyTicketCode(newCode, { publicKey, now: server.clock.now(), revoked: revokedList })).toMatchObject({
      valid: true,
      participantUuid: newTicket,
    });
    // A list with a uuid taken out is not Startline's.
    const tampered = listed.body.replace(`${ticket}\n`, '');
    expect(readRevocationList(tampered, publicKey).valid).toBe(false);
    // Checked against the list, the old code fails and the recipient's new one verifies.
    expect(verifyTicketCode(oldCode, { publicKey, now: server.clock.now(), revoked: revokedList })).toEqual({
      valid: false,
      reason: 'the ticket was cancelled or transferred',
    });

    // The page now says it is theirs; the sender was told by e-mail.
    expect((await open(recipient, transferUuid)).data!.message).toMatchObject({
      status: 'accepted',
      participant_uuid: newTicket,
      form_fields: [],
    });
    const told = await server.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'transfer_accepted'));
    expect(told.some((message) => message.channel === 'email')).toBe(true);

    // Each one's data export has the transfer on the ticket: offered of the sender's, received on theirs.
    const exported = async (person: TestUser) =>
      (await client(person).GET('/auth/me/data')).data!.data.attendees as Array<Record<string, unknown>>;
    const sent = (await exported(sender)).find((attendee) => attendee.participant_uuid === ticket);
    expect(sent).toMatchObject({
      status: 'transferred',
      transfers: [{ transfer_uuid: transferUuid, status: 'accepted', recipient_name: 'Meera Iyer' }],
      received_by_transfer: null,
    });
    const got = (await exported(recipient)).find((attendee) => attendee.participant_uuid === newTicket);
    expect(got).toMatchObject({
      transfers: [],
      received_by_transfer: { transfer_uuid: transferUuid, sender_name: 'Asha Rao' },
    });
  });

  it('moves a ticket once when it is accepted twice, one after the other and both at once', async () => {
    const sender = await createSignedInUser(server);
    const recipient = await createSignedInUser(server);
    const event = await transferEvent();
    const first = await sentTransfer(event, sender, recipient);
    expect((await accept(recipient, event, first.transferUuid)).response.status).toBe(200);
    const twice = await accept(recipient, event, first.transferUuid, { mandatory_participant_name: 'Kabir Shah' });
    expect(twice.response.status).toBe(409);
    expect(errorOf(twice)).toBe('This ticket transfer was already accepted');

    const second = await sentTransfer(event, sender, recipient);
    const together = await Promise.all([
      accept(recipient, event, second.transferUuid, { mandatory_participant_name: 'Tara Iyer' }),
      accept(recipient, event, second.transferUuid, { mandatory_participant_name: 'Tara Iyer' }),
    ]);
    expect(together.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    const rows = await server.ctx.db
      .select()
      .from(participants)
      .where(and(eq(participants.userId, recipient.id), eq(participants.subEventId, event.subEventId)));
    expect(rows).toHaveLength(2);
  });

  it('settles a withdraw and an accept at once one way or the other, never both', async () => {
    const sender = await createSignedInUser(server);
    const recipient = await createSignedInUser(server);
    const event = await transferEvent();
    const { ticket, transferUuid } = await sentTransfer(event, sender, recipient);
    const [withdrawn, accepted] = await Promise.all([
      withdraw(sender, ticket),
      accept(recipient, event, transferUuid, { mandatory_participant_name: 'Nila Iyer' }),
    ]);
    const outcome = [withdrawn.response.status, accepted.response.status];
    expect([
      [200, 422],
      [409, 200],
    ]).toContainEqual(outcome);
    const [row] = await server.ctx.db
      .select({ status: ticketTransfers.status })
      .from(ticketTransfers)
      .where(eq(ticketTransfers.transferUuid, transferUuid));
    expect(row!.status).toBe(outcome[0] === 200 ? 'withdrawn' : 'accepted');
  });

  it('refuses a withdrawn transfer, an expired one, and withdrawing one already accepted', async () => {
    const sender = await createSignedInUser(server);
    const recipient = await createSignedInUser(server);
    const event = await transferEvent();
    const withdrawn = await sentTransfer(event, sender, recipient);
    expect((await withdraw(sender, withdrawn.ticket)).response.status).toBe(200);
    const late = await accept(recipient, event, withdrawn.transferUuid);
    expect(late.response.status).toBe(422);
    expect(errorOf(late)).toBe('This ticket transfer was withdrawn by the sender');
    const none = await withdraw(sender, withdrawn.ticket);
    expect(none.response.status).toBe(404);
    expect(errorOf(none)).toBe('No transfer of this ticket is waiting');

    const accepted = await sentTransfer(event, sender, recipient);
    expect(
      (await accept(recipient, event, accepted.transferUuid, { mandatory_participant_name: 'Kabir Shah' })).response
        .status,
    ).toBe(200);
    const tooLate = await withdraw(sender, accepted.ticket);
    expect(tooLate.response.status).toBe(409);
    expect(errorOf(tooLate)).toBe('This transfer was already accepted');

    const shortWindow = await transferEvent({ until: new Date(server.clock.now().getTime() + 60_000) });
    const expiring = await sentTransfer(shortWindow, sender, recipient);
    server.clock.advance(2 * 60_000);
    const expired = await accept(recipient, shortWindow, expiring.transferUuid);
    expect(expired.response.status).toBe(422);
    expect(errorOf(expired)).toBe('This ticket transfer has expired');
    expect((await open(recipient, expiring.transferUuid)).data!.message.status).toBe('expired');
    // Opening it marked it so (lazily: no job runs at the deadline).
    const [marked] = await server.ctx.db
      .select({ status: ticketTransfers.status })
      .from(ticketTransfers)
      .where(eq(ticketTransfers.transferUuid, expiring.transferUuid));
    expect(marked!.status).toBe('expired');
    const [row] = await server.ctx.db
      .select({ status: participants.status })
      .from(participants)
      .where(eq(participants.participantUuid, expiring.ticket));
    expect(row!.status).toBe('confirmed');
  });

  it("checks the form's rules, and keeps the ticket's category", async () => {
    const sender = await createSignedInUser(server);
    const recipient = await createSignedInUser(server);
    const event = await transferEvent();
    const { transferUuid } = await sentTransfer(event, sender, recipient);
    const otherCategory = await accept(recipient, event, transferUuid, { mandatory_event_category: '5K' });
    expect(otherCategory.response.status).toBe(400);
    expect((otherCategory.error as { errors: unknown }).errors).toEqual([
      { field: event.fields.mandatory_event_category, message: 'A transferred ticket keeps its category: 10K' },
    ]);
    const missing = await accept(recipient, event, transferUuid, { mandatory_participant_name: '' });
    expect(missing.response.status).toBe(400);
    expect((missing.error as { errors: unknown }).errors).toEqual([
      { field: event.fields.mandatory_participant_name, message: 'Full Name is required' },
    ]);
    const badEmail = await accept(recipient, event, transferUuid, { mandatory_email: 'not-an-address' });
    expect(badEmail.response.status).toBe(400);
    expect((badEmail.error as { errors: unknown }).errors).toEqual([
      { field: event.fields.mandatory_email, message: 'Please enter a valid email address' },
    ]);
    const [transfer] = await server.ctx.db
      .select({ status: ticketTransfers.status })
      .from(ticketTransfers)
      .where(eq(ticketTransfers.transferUuid, transferUuid));
    expect(transfer!.status).toBe('pending');

    // Left out, the category is the ticket's: the recipient's page does not ask it.
    const withoutCategory = await client(recipient).POST('/ticket-transfers/{transferUuid}/accept', {
      params: { path: { transferUuid } },
      body: {
        responses: validAnswers(event.fields, {
          mandatory_participant_name: 'Meera Iyer',
          mandatory_email: 'meera@example.in',
          mandatory_phone: '9812345670',
        }).filter(
          (answer) =>
            answer.field_uuid !== event.fields.mandatory_event_category &&
            answer.field_uuid !== event.fields.mandatory_event_category_pricing,
        ),
      },
    });
    expect(withoutCategory.response.status).toBe(200);
    const [kept] = await server.ctx.db
      .select({ category: participants.eventCategory, amount: participants.amountPaise })
      .from(participants)
      .where(eq(participants.participantUuid, withoutCategory.data!.message.participant_uuid));
    expect(kept).toEqual({ category: '10K', amount: 49_900 });

    // As registering: the same person cannot hold two paid tickets of one event on one account.
    const second = await sentTransfer(event, sender, recipient);
    const twiceOver = await accept(recipient, event, second.transferUuid);
    expect(twiceOver.response.status).toBe(409);
    expect(errorOf(twiceOver)).toContain('already registered');
  });
});

describe('transfers and cancelling', () => {
  it('a ticket with a transfer waiting is not cancelled; one received cannot be; it can be transferred on', async () => {
    const sender = await createSignedInUser(server);
    const recipient = await createSignedInUser(server);
    const event = await transferEvent({ cancellable: true });
    const { ticket, transferUuid } = await sentTransfer(event, sender, recipient);
    const cancel = (person: TestUser, participantUuid: string) =>
      client(person).POST('/participant-registration/participants/{participantUuid}/cancellation', {
        params: { path: { participantUuid } },
      });
    const quote = (person: TestUser, participantUuid: string) =>
      client(person).GET('/participant-registration/participants/{participantUuid}/cancellation', {
        params: { path: { participantUuid } },
      });
    const waiting = await cancel(sender, ticket);
    expect(waiting.response.status).toBe(409);
    expect(errorOf(waiting)).toBe('Withdraw the transfer of this ticket before cancelling it');
    const waitingQuote = await quote(sender, ticket);
    expect(waitingQuote.response.status).toBe(409);
    expect(errorOf(waitingQuote)).toBe(TRANSFER_BLOCKS_CANCEL.pending);

    const accepted = await accept(recipient, event, transferUuid);
    const received = accepted.data!.message.participant_uuid;
    const notTheirs = await cancel(recipient, received);
    expect(notTheirs.response.status).toBe(422);
    expect(errorOf(notTheirs)).toBe(
      'A ticket transferred to you cannot be cancelled: its refund would go to the buyer',
    );
    expect((await quote(recipient, received)).response.status).toBe(422);
    const given = await cancel(sender, ticket);
    expect(given.response.status).toBe(409);

    const third = await createSignedInUser(server);
    const onward = await send(recipient, received, third.mobileNumber, 'Kabir Shah');
    expect(onward.response.status).toBe(200);
  });
});

/** Places of the event gone, as registering counts them (places.ts). */
async function placesTaken(event: CreatedEvent): Promise<number> {
  return (await countPlaces(server.ctx.db, event.subEventId, server.clock.now())).taken;
}
