// Issue 28's extensions of 'Your Registrations': what each row offers (cancel, transfer, edit details,
// change category, view e-ticket) and says, as the ticket's state and the event's windows decide;
// the server form's extension fields read into the client form; the e-tickets of the print sheet.
import { describe, expect, it } from 'vitest';
import {
  categoryChangePolicyText,
  eTicketsOf,
  registrationRow,
  toMyRegistrations,
  type CancellationWindow,
  type RegisteredParticipant,
  type ServerMyRegistrations,
  type ServerParticipant,
} from '../../src/domain/my-registrations';
import type { TransferWindow } from '../../src/domain/ticket-transfer';
import type { EditWindow } from '../../src/domain/ticket-details';

const NOW = Date.parse('2031-01-10T00:00:00.000Z');
const UNTIL = '2031-01-12T12:30:00.000Z';

const CANCEL_OPEN: CancellationWindow = { state: 'open', until: UNTIL, feePercent: 10 };
const CANCEL_CLOSED: CancellationWindow = { state: 'closed', until: UNTIL };
const TRANSFER_OPEN: TransferWindow = { state: 'open', until: UNTIL };
const TRANSFER_CLOSED: TransferWindow = { state: 'closed', until: UNTIL };
const EDIT_OPEN: EditWindow = { state: 'open', until: UNTIL };
const EDIT_CLOSED: EditWindow = { state: 'closed', until: UNTIL };

/** A paid ticket its buyer still holds, of a form with categories, with a signed code. */
const held: RegisteredParticipant = {
  participantUuid: 'p-1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  status: 'confirmed',
  paymentStatus: 'paid',
  registeredAt: '2031-01-05T05:00:00.000Z',
  paymentAmount: '499.00',
  paidAt: '2031-01-05T05:10:00.000Z',
  category: '10K',
  ticketCode: 'TKT-1',
  cancellation: null,
  transfer: null,
  transferredFrom: null,
  detailsUpdatedAt: null,
  categoryChange: null,
};

const pendingTransfer = {
  status: 'pending' as const,
  recipientName: 'Meera Iyer',
  recipientMobile: '9123456780',
  expiresAt: '2031-02-07T01:00:00.000Z',
};

const cancellation = {
  refundAmount: '449.10',
  refundStatus: 'pending' as const,
  creditNoteNumber: null,
  orderUuid: 'o-1',
};

/** Every window open: what the row offers depends on the ticket alone. */
const rowOf = (participant: RegisteredParticipant) =>
  registrationRow(participant, CANCEL_OPEN, TRANSFER_OPEN, EDIT_OPEN, EDIT_OPEN);

const actionsOf = (participant: RegisteredParticipant) => {
  const row = rowOf(participant);
  return {
    cancel: row.cancelLabel,
    transfer: row.transferLabel,
    edit: row.edit,
    changeCategory: row.changeCategoryLabel,
  };
};

const NO_ACTIONS = { cancel: null, transfer: null, edit: null, changeCategory: null };

describe('what a row offers (issue 28)', () => {
  it('offers every action on a held ticket while every window is open', () => {
    expect(rowOf(held)).toEqual({
      participantUuid: 'p-1',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      badge: { label: 'Registered', colour: 'green' },
      registeredAt: '05 Jan 2031, 10:30 AM',
      amount: '₹499.00',
      viewTicketLabel: 'View e-ticket for Asha Rao',
      cancelLabel: 'Cancel ticket for Asha Rao',
      transferLabel: 'Transfer ticket for Asha Rao',
      transferPending: false,
      transferLine: null,
      edit: { label: 'Edit details for Asha Rao', path: '/tickets/p-1/details' },
      detailsUpdatedLine: null,
      changeCategoryLabel: 'Change category for Asha Rao',
      categoryChanged: null,
      cancelled: null,
    });
  });

  it('offers none of them once the windows have closed, or when the event has none; the e-ticket stays', () => {
    const closed = registrationRow(held, CANCEL_CLOSED, TRANSFER_CLOSED, EDIT_CLOSED, EDIT_CLOSED);
    expect(closed).toMatchObject({ ...NO_ACTIONS_ROW, viewTicketLabel: 'View e-ticket for Asha Rao' });
    const none = registrationRow(held, { state: 'none' }, { state: 'none' }, { state: 'none' }, { state: 'none' });
    expect(none).toMatchObject(NO_ACTIONS_ROW);
    // Left out, the transfer, edit and category rules are the event's 'none'.
    expect(registrationRow(held, CANCEL_OPEN)).toMatchObject({
      cancelLabel: 'Cancel ticket for Asha Rao',
      transferLabel: null,
      edit: null,
      changeCategoryLabel: null,
    });
  });

  it('each window governs its own action only', () => {
    expect(registrationRow(held, CANCEL_OPEN, TRANSFER_CLOSED, EDIT_CLOSED, EDIT_CLOSED)).toMatchObject({
      ...NO_ACTIONS_ROW,
      cancelLabel: 'Cancel ticket for Asha Rao',
    });
    expect(registrationRow(held, CANCEL_CLOSED, TRANSFER_OPEN, EDIT_CLOSED, EDIT_CLOSED)).toMatchObject({
      ...NO_ACTIONS_ROW,
      transferLabel: 'Transfer ticket for Asha Rao',
    });
    expect(registrationRow(held, CANCEL_CLOSED, TRANSFER_CLOSED, EDIT_OPEN, EDIT_CLOSED)).toMatchObject({
      ...NO_ACTIONS_ROW,
      edit: { label: 'Edit details for Asha Rao', path: '/tickets/p-1/details' },
    });
    expect(registrationRow(held, CANCEL_CLOSED, TRANSFER_CLOSED, EDIT_CLOSED, EDIT_OPEN)).toMatchObject({
      ...NO_ACTIONS_ROW,
      changeCategoryLabel: 'Change category for Asha Rao',
    });
  });

  it.each<[string, Partial<RegisteredParticipant>]>([
    ['an unpaid ticket', { status: 'pending', paymentStatus: 'pending', ticketCode: null }],
    ['a failed payment', { paymentStatus: 'failed', ticketCode: null }],
    ['a cancelled ticket', { status: 'cancelled' }],
    ['a ticket given away', { status: 'transferred' }],
    ['a ticket with a cancellation, whatever its status says', { cancellation }],
  ])('offers nothing on %s, a ticket not held', (_, change) => {
    expect(actionsOf({ ...held, ...change })).toEqual(NO_ACTIONS);
  });

  it('on a ticket whose transfer waits: withdraw it, and nothing that would change the ticket meanwhile', () => {
    const row = rowOf({ ...held, transfer: pendingTransfer });
    expect(row).toMatchObject({
      badge: { label: 'Transfer pending', colour: 'yellow' },
      transferLabel: "Withdraw transfer of Asha Rao's ticket",
      transferPending: true,
      transferLine: 'Waiting for Meera Iyer (+91 9123456780) to accept, until 07 Feb 2031, 06:30 AM',
      cancelLabel: null,
      edit: null,
      changeCategoryLabel: null,
      viewTicketLabel: 'View e-ticket for Asha Rao',
    });
  });

  it('on a ticket received by transfer: no cancelling and no category change (its money is the buyer’s)', () => {
    const row = rowOf({ ...held, transferredFrom: 'Kiran Das' });
    expect(row).toMatchObject({
      badge: { label: 'Registered', colour: 'green' },
      transferLine: 'Transferred to you by Kiran Das',
      cancelLabel: null,
      changeCategoryLabel: null,
      transferLabel: 'Transfer ticket for Asha Rao',
      edit: { label: 'Edit details for Asha Rao', path: '/tickets/p-1/details' },
    });
  });

  it('on a ticket that changed category: it says so with its invoice or credit note, and moves no more', () => {
    const change = { from: '10K', to: '21.1K', creditNoteNumber: null, orderUuid: 'o-2' };
    expect(rowOf({ ...held, category: '21.1K', categoryChange: change })).toMatchObject({
      categoryChanged: { line: 'Category changed from 10K to 21.1K', document: 'View invoice', path: '/my-orders/o-2' },
      changeCategoryLabel: null,
      cancelLabel: null,
      transferLabel: 'Transfer ticket for Asha Rao',
      edit: { label: 'Edit details for Asha Rao', path: '/tickets/p-1/details' },
    });
    const cheaper = { from: '21.1K', to: '10K', creditNoteNumber: 'CN/26-27/000004', orderUuid: 'o-3' };
    expect(rowOf({ ...held, categoryChange: cheaper }).categoryChanged).toEqual({
      line: 'Category changed from 21.1K to 10K',
      document: 'Credit note CN/26-27/000004',
      path: '/my-orders/o-3',
    });
    // Once the ticket is cancelled, the cancellation's refund and credit note are what the row shows.
    expect(rowOf({ ...held, status: 'cancelled', cancellation, categoryChange: cheaper }).categoryChanged).toBeNull();
  });

  it('offers no category change on a form that asks for no category', () => {
    expect(actionsOf({ ...held, category: '' })).toEqual({
      cancel: 'Cancel ticket for Asha Rao',
      transfer: 'Transfer ticket for Asha Rao',
      edit: { label: 'Edit details for Asha Rao', path: '/tickets/p-1/details' },
      changeCategory: null,
    });
  });

  it('shows a ticket given away as Transferred, to whom, with no e-ticket', () => {
    const row = rowOf({
      ...held,
      status: 'transferred',
      transfer: { ...pendingTransfer, status: 'accepted' },
    });
    expect(row).toMatchObject({
      badge: { label: 'Transferred', colour: 'grey' },
      transferLine: 'Transferred to Meera Iyer',
      transferPending: false,
      viewTicketLabel: null,
      ...NO_ACTIONS_ROW,
    });
  });

  it('offers the e-ticket only for a ticket with a code, not cancelled and not given away', () => {
    expect(rowOf({ ...held, ticketCode: null }).viewTicketLabel).toBeNull();
    expect(rowOf({ ...held, cancellation }).viewTicketLabel).toBeNull();
    expect(rowOf({ ...held, status: 'transferred' }).viewTicketLabel).toBeNull();
  });

  it('shows a cancelled ticket with no credit note yet, and an unreadable refund as nothing', () => {
    expect(rowOf({ ...held, status: 'cancelled', cancellation }).cancelled).toEqual({
      refund: '₹449.10',
      refundStatus: 'Refund on its way',
      creditNote: null,
      invoicePath: '/my-orders/o-1',
    });
    const noRefund = { ...cancellation, refundAmount: '', refundStatus: 'none' as const, orderUuid: 'o-9' };
    expect(rowOf({ ...held, status: 'cancelled', cancellation: noRefund }).cancelled).toEqual({
      refund: '₹0.00',
      refundStatus: 'No refund',
      creditNote: null,
      invoicePath: '/my-orders/o-9',
    });
  });

  it("names a nameless attendee 'Attendee' on every button", () => {
    expect(rowOf({ ...held, name: '' })).toMatchObject({
      name: 'Attendee',
      viewTicketLabel: 'View e-ticket for Attendee',
      cancelLabel: 'Cancel ticket for Attendee',
      transferLabel: 'Transfer ticket for Attendee',
      edit: { label: 'Edit details for Attendee', path: '/tickets/p-1/details' },
      changeCategoryLabel: 'Change category for Attendee',
    });
  });

  it('says when the holder corrected the details, on a ticket still held', () => {
    const updated = { ...held, detailsUpdatedAt: '2031-01-06T04:00:00.000Z' };
    expect(rowOf(updated).detailsUpdatedLine).toBe(
      'Details updated on 06 Jan 2031, 09:30 AM; the e-ticket was re-issued.',
    );
    expect(rowOf({ ...updated, status: 'cancelled', cancellation }).detailsUpdatedLine).toBeNull();
  });
});

const NO_ACTIONS_ROW = { cancelLabel: null, transferLabel: null, edit: null, changeCategoryLabel: null };

const server = (participant: Partial<ServerParticipant>, rest: Partial<ServerMyRegistrations> = {}) =>
  toMyRegistrations(
    {
      participants: [
        {
          participant_uuid: 'p-1',
          status: 'confirmed',
          registered_at: '2031-01-05T05:00:00.000Z',
          payment_status: 'paid',
          payment_amount: '499.00',
          paid_at: '2031-01-05T05:10:00.000Z',
          responses: [{ field_name: 'mandatory_participant_name', response_text: 'Asha Rao' }],
          ...participant,
        },
      ],
      total_participants: 1,
      ...rest,
    },
    NOW,
  );

describe("the server's extension fields (issue 28)", () => {
  it('reads the category, code, cancellation, sender, correction and category change, trimmed', () => {
    const [read] = server({
      responses: [{ field_name: 'mandatory_event_category', response_text: ' 21.1K ' }],
      ticket_code: ' TKT-1 ',
      cancellation: {
        refund_amount: '449.10',
        refund_status: 'pending',
        credit_note_number: ' CN/26-27/000003 ',
        order_uuid: 'o-1',
      },
      transferred_from: ' Kiran Das ',
      details_updated_at: ' 2031-01-06T04:00:00.000Z ',
      category_change: {
        from_category: '10K',
        to_category: '21.1K',
        status: 'made',
        credit_note_number: ' CN/26-27/000004 ',
        order_uuid: 'o-2',
      },
    }).participants;
    expect(read).toMatchObject({
      category: '21.1K',
      ticketCode: 'TKT-1',
      cancellation: {
        refundAmount: '449.10',
        refundStatus: 'pending',
        creditNoteNumber: 'CN/26-27/000003',
        orderUuid: 'o-1',
      },
      transferredFrom: 'Kiran Das',
      detailsUpdatedAt: '2031-01-06T04:00:00.000Z',
      categoryChange: { from: '10K', to: '21.1K', creditNoteNumber: 'CN/26-27/000004', orderUuid: 'o-2' },
    });
  });

  it("takes the category from the optional 'event_category' answer when the mandatory one is missing", () => {
    const [read] = server({ responses: [{ field_name: 'event_category', response_text: '5K' }] }).participants;
    expect(read!.category).toBe('5K');
  });

  it('reads blank or missing documents and codes as none', () => {
    const [blank] = server({
      ticket_code: '  ',
      cancellation: { refund_amount: '0.00', refund_status: 'none', credit_note_number: '  ', order_uuid: 'o-1' },
      details_updated_at: '  ',
      category_change: {
        from_category: '10K',
        to_category: '21.1K',
        status: 'made',
        credit_note_number: '  ',
        order_uuid: 'o-2',
      },
    }).participants;
    expect(blank).toMatchObject({ ticketCode: null, detailsUpdatedAt: null });
    expect(blank!.cancellation!.creditNoteNumber).toBeNull();
    expect(blank!.categoryChange!.creditNoteNumber).toBeNull();
    const [missing] = server({
      cancellation: { refund_amount: '0.00', refund_status: 'none', credit_note_number: undefined, order_uuid: 'o-1' },
      category_change: {
        from_category: '10K',
        to_category: '21.1K',
        status: 'made',
        credit_note_number: undefined,
        order_uuid: 'o-2',
      },
    }).participants;
    expect(missing!.cancellation!.creditNoteNumber).toBeNull();
    expect(missing!.categoryChange!.creditNoteNumber).toBeNull();
  });

  it('knows only a category change that was made; one waiting for its payment leaves the ticket as booked', () => {
    const change = { from_category: '10K', to_category: '21.1K', credit_note_number: null, order_uuid: 'o-2' };
    expect(
      server({ category_change: { ...change, status: 'awaiting_payment' } }).participants[0]!.categoryChange,
    ).toBeNull();
    expect(server({ category_change: null }).participants[0]!.categoryChange).toBeNull();
  });

  it('reads a waiting transfer whole, and forgets an expired one', () => {
    const transfer = {
      recipient_name: 'Meera Iyer',
      recipient_mobile: '9123456780',
      expires_at: '2031-02-07T01:00:00.000Z',
    };
    expect(server({ transfer: { ...transfer, status: 'pending' } }).participants[0]!.transfer).toEqual(pendingTransfer);
    expect(server({ transfer: { ...transfer, status: 'expired' } }).participants[0]!.transfer).toBeNull();
    expect(server({ transfer: null }).participants[0]!.transfer).toBeNull();
  });

  it('counts statuses whatever their spacing and case', () => {
    const read = toMyRegistrations(
      {
        participants: [' Pending ', 'CANCELLED ', ' transferred', 'confirmed'].map((status, index) => ({
          participant_uuid: `p-${index}`,
          status,
          registered_at: '2031-01-05T05:00:00.000Z',
          payment_status: 'paid',
          payment_amount: '499.00',
          paid_at: null,
          responses: [],
        })),
        total_participants: 4,
      },
      NOW,
    );
    expect(read).toMatchObject({ pendingCount: 1, cancelledCount: 1, transferredCount: 1, completedCount: 1 });
  });
});

describe("the event's cancellation deadline", () => {
  const windowAt = (cancellable_until: string | null) =>
    server({}, { sub_event: { cancellation_policy: { cancellable_until, fee_percent: 10 } } }).cancellationWindow;

  it('is closed at the deadline itself', () => {
    expect(windowAt('2031-01-10T00:00:00.000Z')).toEqual({ state: 'closed', until: '2031-01-10T00:00:00.000Z' });
    expect(windowAt('2031-01-10T00:00:00.001Z')).toEqual({
      state: 'open',
      until: '2031-01-10T00:00:00.001Z',
      feePercent: 10,
    });
  });

  it('reads a padded deadline, and none from one that is not a date', () => {
    expect(windowAt(' 2031-01-12T12:30:00.000Z ')).toEqual({ state: 'open', until: UNTIL, feePercent: 10 });
    expect(windowAt('soon')).toEqual({ state: 'none' });
    expect(windowAt('  ')).toEqual({ state: 'none' });
  });
});

describe("the event's category change rule", () => {
  const windowAt = (category_changeable_until: string | null) =>
    server({}, { sub_event: { category_change_policy: { category_changeable_until } } }).categoryChangeWindow;

  it('is open until its deadline and says so in India time', () => {
    const open = windowAt(UNTIL);
    expect(open).toEqual({ state: 'open', until: UNTIL });
    expect(categoryChangePolicyText(open)).toBe(
      "You can change a paid ticket's category once until 12 Jan 2031, 06:00 PM.",
    );
  });

  it('is closed after it, and the panel says when it closed', () => {
    const closed = windowAt('2031-01-09T12:30:00.000Z');
    expect(closed).toEqual({ state: 'closed', until: '2031-01-09T12:30:00.000Z' });
    expect(categoryChangePolicyText(closed)).toBe('Category changes for this event closed on 09 Jan 2031, 06:00 PM.');
  });

  it('says nothing when the event never allows a change', () => {
    expect(windowAt(null)).toEqual({ state: 'none' });
    expect(categoryChangePolicyText({ state: 'none' })).toBeNull();
  });
});

describe('the event as the e-tickets print it', () => {
  it('reads the title, sub-event, start, venue and city, trimmed', () => {
    const read = server(
      {},
      {
        event: { title: ' Pune Riverside Run ' },
        sub_event: {
          name: ' Pune Riverside 10K ',
          start_datetime: ' 2031-02-01T00:30:00Z ',
          event_venue_address: ' Riverside Ghat ',
          city_name: ' Pune ',
        },
      },
    );
    expect(read.ticketEvent).toEqual({
      title: 'Pune Riverside Run',
      subEventName: 'Pune Riverside 10K',
      startDate: '2031-02-01T00:30:00Z',
      venue: 'Riverside Ghat',
      city: 'Pune',
    });
  });

  it("falls back to the sub-event's name, 'Venue TBD' and no date or city when the answer leaves them out", () => {
    expect(server({}, { sub_event: { name: 'Pune Riverside 10K' } }).ticketEvent).toEqual({
      title: 'Pune Riverside 10K',
      subEventName: 'Pune Riverside 10K',
      startDate: null,
      venue: 'Venue TBD',
      city: null,
    });
    expect(
      server(
        {},
        {
          event: { title: '  ' },
          sub_event: { name: ' ', start_datetime: ' ', event_venue_address: ' ', city_name: ' ' },
        },
      ).ticketEvent,
    ).toBeNull();
    expect(
      server({}, { event: { title: 'Run' }, sub_event: { event_venue_address: ' ', city_name: ' ' } }).ticketEvent,
    ).toEqual({
      title: 'Run',
      subEventName: null,
      startDate: null,
      venue: 'Venue TBD',
      city: null,
    });
  });
});

describe('eTicketsOf', () => {
  const withTickets = server(
    {},
    {
      event: { title: 'Pune Riverside 10K' },
      sub_event: { start_datetime: '2031-02-01T00:30:00Z', city_name: 'Pune' },
    },
  );

  it('gives one e-ticket per attendee with a signed code, in the list order', () => {
    const registrations = {
      ...withTickets,
      participants: [
        { ...held, participantUuid: 'p-1', ticketCode: 'TKT-1' },
        { ...held, participantUuid: 'p-2', ticketCode: null, name: 'Unpaid' },
        { ...held, participantUuid: 'p-3', ticketCode: 'TKT-3', name: 'Ravi K', category: '' },
      ],
    };
    expect(eTicketsOf(registrations)).toEqual([
      {
        participantUuid: 'p-1',
        name: 'Asha Rao',
        category: '10K',
        code: 'TKT-1',
        eventTitle: 'Pune Riverside 10K',
        subEventName: null,
        date: 'February 1, 2031 at 6:00 AM',
        venue: 'Venue TBD, Pune',
      },
      {
        participantUuid: 'p-3',
        name: 'Ravi K',
        category: null,
        code: 'TKT-3',
        eventTitle: 'Pune Riverside 10K',
        subEventName: null,
        date: 'February 1, 2031 at 6:00 AM',
        venue: 'Venue TBD, Pune',
      },
    ]);
  });

  it('gives none before the list is read, or when the answer names no event', () => {
    expect(eTicketsOf(null)).toEqual([]);
    expect(eTicketsOf({ ...withTickets, participants: [held], ticketEvent: null })).toEqual([]);
  });
});
