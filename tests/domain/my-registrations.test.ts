// SPEC §3 "My registrations for an event": the server form read into the client form, and SPEC §4's
// participant display status on each row.
import { describe, expect, it } from 'vitest';
import { eventShareText } from '../../src/domain/event-share';
import {
  cancellationPolicyText,
  registrationRow,
  toMyRegistrations,
  type CancellationWindow,
} from '../../src/domain/my-registrations';

const NOW = Date.parse('2031-01-10T00:00:00Z');
const NO_CANCELLATIONS: CancellationWindow = { state: 'none' };

const paid = {
  participant_uuid: 'p-1',
  status: 'confirmed',
  registered_at: '2031-01-05T05:00:00.000Z',
  payment_status: 'paid',
  payment_amount: '1250.50',
  paid_at: '2031-01-05T05:10:00.000Z',
  responses: [
    { field_name: 'mandatory_participant_name', response_text: ' Asha Rao ' },
    { field_name: 'mandatory_email', response_text: 'asha@example.in' },
    { field_name: 'mandatory_phone', response_text: '9876543210' },
    { field_name: 'tshirt', response_text: ['M'] },
  ],
};

describe('toMyRegistrations', () => {
  it('reads name, email and phone from the mandatory answers and counts pending apart from the rest', () => {
    const read = toMyRegistrations(
      {
        participants: [
          paid,
          {
            ...paid,
            participant_uuid: 'p-2',
            status: 'pending',
            payment_status: 'pending',
            paid_at: null,
            responses: [],
          },
          { ...paid, participant_uuid: 'p-3', status: 'confirmed', payment_status: 'failed' },
        ],
        total_participants: 3,
      },
      NOW,
    );
    expect(read.participants[0]).toEqual({
      participantUuid: 'p-1',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      status: 'confirmed',
      paymentStatus: 'paid',
      registeredAt: '2031-01-05T05:00:00.000Z',
      paymentAmount: '1250.50',
      paidAt: '2031-01-05T05:10:00.000Z',
      category: '',
      ticketCode: null,
      cancellation: null,
      transfer: null,
      transferredFrom: null,
      detailsUpdatedAt: null,
      categoryChange: null,
    });
    expect(read.participants[1]).toMatchObject({ name: '', email: '', phone: '', paidAt: null });
    expect(read).toMatchObject({ pendingCount: 1, completedCount: 2, totalParticipants: 3 });
  });

  it('joins a list answer', () => {
    const read = toMyRegistrations(
      {
        participants: [
          { ...paid, responses: [{ field_name: 'mandatory_participant_name', response_text: ['A', 'B'] }] },
        ],
        total_participants: 1,
      },
      NOW,
    );
    expect(read.participants[0]!.name).toBe('A, B');
  });
});

describe('registrationRow', () => {
  const [participant] = toMyRegistrations({ participants: [paid], total_participants: 1 }, NOW).participants;

  it.each([
    ['paid', 'Registered', 'green'],
    ['pending', 'Payment Pending', 'yellow'],
    ['failed', 'Incomplete', 'red'],
    ['', 'Incomplete', 'red'],
  ])('payment status %j shows %s (%s)', (paymentStatus, label, colour) => {
    expect(registrationRow({ ...participant!, paymentStatus }, NO_CANCELLATIONS).badge).toEqual({ label, colour });
  });

  it('shows the amount in rupees with Indian grouping and the date like My Orders', () => {
    expect(registrationRow({ ...participant!, paymentAmount: '123456.00' }, NO_CANCELLATIONS)).toMatchObject({
      amount: '₹1,23,456.00',
      registeredAt: '05 Jan 2031, 10:30 AM',
      email: 'asha@example.in',
      phone: '9876543210',
    });
    expect(registrationRow({ ...participant!, paymentAmount: '0.00' }, NO_CANCELLATIONS).amount).toBe('Free');
  });

  it("calls a nameless attendee 'Attendee' and leaves out a missing amount", () => {
    expect(
      registrationRow({ ...participant!, name: '', email: '', paymentAmount: null }, NO_CANCELLATIONS),
    ).toMatchObject({
      name: 'Attendee',
      email: '',
      amount: null,
    });
  });
});

describe('cancelling a ticket (issue 28)', () => {
  const policy = (cancellable_until: string | null, fee_percent = 10) => ({
    participants: [paid],
    total_participants: 1,
    sub_event: { cancellation_policy: { cancellable_until, fee_percent } },
  });

  it('offers Cancel ticket on a paid ticket until the deadline, and says the rule once', () => {
    const read = toMyRegistrations(policy('2031-01-12T12:30:00Z'), NOW);
    expect(read.cancellationWindow).toEqual({ state: 'open', until: '2031-01-12T12:30:00Z', feePercent: 10 });
    expect(registrationRow(read.participants[0]!, read.cancellationWindow).cancelLabel).toBe(
      'Cancel ticket for Asha Rao',
    );
    expect(cancellationPolicyText(read.cancellationWindow)).toBe(
      'You can cancel a paid ticket until 12 Jan 2031, 06:00 PM; the event keeps 10% of its price.',
    );
    expect(cancellationPolicyText({ state: 'open', until: '2031-01-12T12:30:00Z', feePercent: 0 })).toBe(
      'You can cancel a paid ticket until 12 Jan 2031, 06:00 PM for a full refund of its price.',
    );
  });

  it('after the deadline, or with no rule, the button is gone and the panel says why', () => {
    const closed = toMyRegistrations(policy('2031-01-09T12:30:00Z'), NOW);
    expect(registrationRow(closed.participants[0]!, closed.cancellationWindow).cancelLabel).toBeNull();
    expect(cancellationPolicyText(closed.cancellationWindow)).toBe(
      'Cancellations for this event closed on 09 Jan 2031, 06:00 PM.',
    );
    const none = toMyRegistrations(policy(null), NOW);
    expect(none.cancellationWindow).toEqual({ state: 'none' });
    expect(cancellationPolicyText(none.cancellationWindow)).toBe('This event does not allow cancellations.');
    expect(toMyRegistrations({ participants: [paid], total_participants: 1 }, NOW).cancellationWindow).toEqual({
      state: 'none',
    });
  });

  it('never offers it on an unpaid ticket', () => {
    const read = toMyRegistrations(policy('2031-01-12T12:30:00Z'), NOW);
    const unpaid = { ...read.participants[0]!, status: 'pending', paymentStatus: 'pending' };
    expect(registrationRow(unpaid, read.cancellationWindow).cancelLabel).toBeNull();
  });

  it('shows a cancelled ticket as Cancelled with its refund and credit note, counted apart', () => {
    const read = toMyRegistrations(
      {
        ...policy('2031-01-12T12:30:00Z'),
        participants: [
          paid,
          {
            ...paid,
            participant_uuid: 'p-2',
            status: 'cancelled',
            cancellation: {
              refund_amount: '449.10',
              refund_status: 'pending',
              credit_note_number: 'CN/26-27/000003',
              order_uuid: 'o-1',
            },
          },
        ],
        total_participants: 2,
      },
      NOW,
    );
    expect(read).toMatchObject({ completedCount: 1, pendingCount: 0, cancelledCount: 1 });
    const row = registrationRow(read.participants[1]!, read.cancellationWindow);
    expect(row).toMatchObject({
      badge: { label: 'Cancelled', colour: 'grey' },
      viewTicketLabel: null,
      cancelLabel: null,
      cancelled: {
        refund: '₹449.10',
        refundStatus: 'Refund on its way',
        creditNote: 'Credit note CN/26-27/000003',
        invoicePath: '/my-orders/o-1',
      },
    });
  });
});

describe('eventShareText', () => {
  it('says what, when and where, leaving out what is not known yet', () => {
    const event = { name: 'Pune Riverside 10K', startDate: '2031-02-01T00:30:00Z', city: 'Pune', state: 'Maharashtra' };
    expect(eventShareText(event)).toBe('Pune Riverside 10K on February 1, 2031 at 6:00 AM in Pune, Maharashtra');
    expect(eventShareText({ ...event, startDate: null, city: null, state: null })).toBe('Pune Riverside 10K');
  });
});

describe('transfers in Your Registrations (issue 28)', () => {
  const NOW = Date.parse('2031-01-10T00:00:00.000Z');
  const paid = {
    registered_at: '2031-01-05T05:00:00.000Z',
    payment_status: 'paid',
    payment_amount: '499.00',
    paid_at: '2031-01-05T05:10:00.000Z',
    responses: [{ field_name: 'mandatory_participant_name', response_text: 'Asha Rao' }],
  };
  const transfer = {
    recipient_name: 'Meera Iyer',
    recipient_mobile: '9123456780',
    expires_at: '2031-02-07T01:00:00.000Z',
  };

  it('reads the window, counts a ticket given away apart, and forgets withdrawn and expired transfers', () => {
    const read = toMyRegistrations(
      {
        participants: [
          { ...paid, participant_uuid: 'p-1', status: 'transferred', transfer: { ...transfer, status: 'accepted' } },
          { ...paid, participant_uuid: 'p-2', status: 'confirmed', transfer: { ...transfer, status: 'withdrawn' } },
          { ...paid, participant_uuid: 'p-3', status: 'confirmed', transferred_from: ' Kiran Das ' },
        ],
        total_participants: 3,
        sub_event: { transfer_policy: { transferable_until: '2031-02-07T01:00:00.000Z' } },
      },
      NOW,
    );
    expect(read).toMatchObject({
      transferWindow: { state: 'open', until: '2031-02-07T01:00:00.000Z' },
      transferredCount: 1,
      completedCount: 2,
      pendingCount: 0,
    });
    expect(read.participants.map((p) => [p.transfer?.status ?? null, p.transferredFrom])).toEqual([
      ['accepted', null],
      [null, null],
      [null, 'Kiran Das'],
    ]);
  });

  it('closes the window at its deadline, and has none when the event allows no transfers', () => {
    const at = (until: string | null) =>
      toMyRegistrations(
        { participants: [], total_participants: 0, sub_event: { transfer_policy: { transferable_until: until } } },
        NOW,
      ).transferWindow;
    expect(at('2031-01-10T00:00:00.000Z')).toEqual({ state: 'closed', until: '2031-01-10T00:00:00.000Z' });
    expect(at(null)).toEqual({ state: 'none' });
  });
});
