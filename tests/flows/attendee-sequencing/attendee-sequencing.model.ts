// Step 2 of the booking page (SPEC §2 Multi-registration, §4 Booking flow), written by hand: one form
// per ticket in order (the next ticket in its category, then the next category), Submitted and Pending,
// Proceed to Payment only when all are submitted; beyond the SPEC, a hold that runs out marks its
// ticket Expired and 'Book again' reopens it.
import type { AnyMachineSnapshot } from 'xstate';
import { attendeeSequencingMachine } from '../../../machines/attendee-sequencing/attendee-sequencing.machine';
import type { AttendeeSequencingMachine } from '../../../machines/attendee-sequencing/attendee-sequencing.machine';
import type {
  AttendeeSequencingContext,
  AttendeeSequencingInput,
} from '../../../machines/attendee-sequencing/attendee-sequencing.types';
import type { BookingTicket } from '../../../src/domain/booking';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';
import { notify } from '../shared/spec-texts';

export const NOW = Date.parse('2031-01-10T04:30:00.000Z');
const MINUTE = 60_000;
export const HOLD_UNTIL = new Date(NOW + 15 * MINUTE).toISOString();
const ANSWERS = { mandatory_participant_name: 'Asha Rao' };

const ticket = (category: string, position: number, overrides: Partial<BookingTicket> = {}): BookingTicket => ({
  key: `${category}#${position}`,
  category,
  position,
  status: 'pending',
  participantUuid: null,
  attendeeName: null,
  holdExpiresAt: null,
  answers: null,
  ...overrides,
});

const heldTicket = (category: string, position: number, holdExpiresAt: string): BookingTicket =>
  ticket(category, position, {
    status: 'submitted',
    participantUuid: `0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c0${position}`,
    attendeeName: 'Vikram Rao',
    holdExpiresAt,
    answers: { mandatory_participant_name: 'Vikram Rao' },
  });

export const TWO_FIVE_K_ONE_TEN_K = [ticket('5K Run', 1), ticket('5K Run', 2), ticket('10K Run', 1)];

const submission = (key: string): ModelEvent => ({
  type: 'TICKET.SUBMITTED',
  key,
  participantUuid: `participant-${key}`,
  attendeeName: 'Asha Rao',
  holdExpiresAt: HOLD_UNTIL,
  answers: ANSWERS,
});

const CLOCK_CALL = { id: 'holdClock' };

function expired(tickets: readonly BookingTicket[], now: number): BookingTicket[] {
  return tickets.map((candidate) =>
    candidate.status === 'submitted' && candidate.holdExpiresAt !== null && Date.parse(candidate.holdExpiresAt) <= now
      ? { ...candidate, status: 'expired' }
      : candidate,
  );
}

type Screen = 'empty' | 'filling' | 'complete' | 'needsBookingAgain';

function screenOf(tickets: readonly BookingTicket[]): Screen {
  if (tickets.length === 0) return 'empty';
  if (tickets.some((candidate) => candidate.status === 'pending')) return 'filling';
  if (tickets.every((candidate) => candidate.status === 'submitted')) return 'complete';
  return 'needsBookingAgain';
}

export const attendeeSequencingModel: FlowModel<AttendeeSequencingMachine, AttendeeSequencingInput> = {
  flow: 'attendee-sequencing',
  machine: attendeeSequencingMachine,
  inputs: {
    'two 5K tickets and one 10K ticket': { tickets: TWO_FIVE_K_ONE_TEN_K, now: NOW },
    'a held 10K ticket and a 5K ticket to fill': {
      tickets: [ticket('5K Run', 1), heldTicket('10K Run', 1, HOLD_UNTIL)],
      now: NOW,
    },
    'a held ticket whose hold ran out': {
      tickets: [heldTicket('10K Run', 1, new Date(NOW - MINUTE).toISOString())],
      now: NOW,
    },
    'no tickets': { tickets: [], now: NOW },
  },
  events: [
    submission('5K Run#1'),
    submission('5K Run#2'),
    submission('10K Run#1'),
    { type: 'TICKET.REBOOK', key: '10K Run#1' },
    { type: 'TICKET.REBOOK', key: '5K Run#1' },
    { type: 'CLOCK.TICK', now: NOW + MINUTE },
    { type: 'CLOCK.TICK', now: NOW + 16 * MINUTE },
    { type: 'PROCEED' },
    { type: 'BACK' },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { tickets, now } = snapshot.context as AttendeeSequencingContext;
    return { value: snapshot.value, now, statuses: tickets.map((candidate) => candidate.status) };
  },
  callbackActors: ['holdClock'],
  expect: ({ event, before, input }): StepExpectation => {
    if (before === null) return { calls: [CLOCK_CALL], context: { tickets: expired(input.tickets, input.now) } };
    const tickets = before.tickets;
    const screen = screenOf(tickets);
    const unchanged: StepExpectation = { calls: [CLOCK_CALL], context: { tickets } };
    switch (event.type) {
      case 'TICKET.SUBMITTED': {
        // Only the ticket whose form is open can be submitted: the next pending one in order.
        const current = tickets.find((candidate) => candidate.status === 'pending');
        if (screen !== 'filling' || current?.key !== event.key) return unchanged;
        const next = tickets.map((candidate) =>
          candidate.key === event.key
            ? {
                ...candidate,
                status: 'submitted',
                participantUuid: event.participantUuid,
                attendeeName: event.attendeeName,
                holdExpiresAt: event.holdExpiresAt,
                answers: event.answers,
              }
            : candidate,
        );
        return { calls: [CLOCK_CALL], context: { tickets: next } };
      }
      case 'TICKET.REBOOK': {
        const target = tickets.find((candidate) => candidate.key === event.key);
        if (screen !== 'needsBookingAgain' || target?.status !== 'expired') return unchanged;
        return {
          calls: [CLOCK_CALL],
          emitted: [{ type: 'ticketReplaced', participantUuid: target.participantUuid }],
          context: {
            tickets: tickets.map((candidate) =>
              candidate.key === event.key ? { ...candidate, status: 'pending', holdExpiresAt: null } : candidate,
            ),
          },
        };
      }
      case 'CLOCK.TICK':
        if (screen === 'empty') return unchanged;
        return { calls: [CLOCK_CALL], context: { now: event.now, tickets: expired(tickets, event.now as number) } };
      case 'PROCEED':
        if (screen === 'complete') return { output: { outcome: 'proceed', tickets, now: before.now } };
        if (screen === 'empty') return unchanged;
        return { ...unchanged, emitted: [notify('error', 'Please submit all tickets before proceeding')] };
      case 'BACK':
        return { output: { outcome: 'back', tickets, now: before.now } };
      default:
        throw new Error(`the attendee-sequencing model has no expectation for ${event.type}`);
    }
  },
};
