// SPEC §3 "My registrations for an event": the server form read into the client form, and SPEC §4's
// participant display status on each row.
import { describe, expect, it } from 'vitest';
import { eventShareText } from '../../src/domain/event-share';
import { registrationRow, toMyRegistrations } from '../../src/domain/my-registrations';

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
    const read = toMyRegistrations({
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
    });
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
    });
    expect(read.participants[1]).toMatchObject({ name: '', email: '', phone: '', paidAt: null });
    expect(read).toMatchObject({ pendingCount: 1, completedCount: 2, totalParticipants: 3 });
  });

  it('joins a list answer', () => {
    const read = toMyRegistrations({
      participants: [{ ...paid, responses: [{ field_name: 'mandatory_participant_name', response_text: ['A', 'B'] }] }],
      total_participants: 1,
    });
    expect(read.participants[0]!.name).toBe('A, B');
  });
});

describe('registrationRow', () => {
  const [participant] = toMyRegistrations({ participants: [paid], total_participants: 1 }).participants;

  it.each([
    ['paid', 'Registered', 'green'],
    ['pending', 'Payment Pending', 'yellow'],
    ['failed', 'Incomplete', 'red'],
    ['', 'Incomplete', 'red'],
  ])('payment status %j shows %s (%s)', (paymentStatus, label, colour) => {
    expect(registrationRow({ ...participant!, paymentStatus }).badge).toEqual({ label, colour });
  });

  it('shows the amount in rupees with Indian grouping and the date like My Orders', () => {
    expect(registrationRow({ ...participant!, paymentAmount: '123456.00' })).toMatchObject({
      amount: '₹1,23,456.00',
      registeredAt: '05 Jan 2031, 10:30 AM',
      email: 'asha@example.in',
      phone: '9876543210',
    });
    expect(registrationRow({ ...participant!, paymentAmount: '0.00' }).amount).toBe('Free');
  });

  it("calls a nameless attendee 'Attendee' and leaves out a missing amount", () => {
    expect(registrationRow({ ...participant!, name: '', email: '', paymentAmount: null })).toMatchObject({
      name: 'Attendee',
      email: '',
      amount: null,
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
