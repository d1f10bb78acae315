// The booking page (SPEC §2 Multi-registration, §4 Booking flow), written by hand: load the form and
// the tickets already held, resume where the person was, step 1 then step 2, then the order summary.
import type { AnyMachineSnapshot } from 'xstate';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import type { BookingMachine } from '../../../machines/booking/booking.machine';
import {
  BookingLoadError,
  type BookingContext,
  type BookingInput,
  type LoadBookingOutput,
} from '../../../machines/booking/booking.types';
import type { BookingEvent, BookingTicket, HeldTicket } from '../../../src/domain/booking';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';
import { leave } from '../shared/spec-texts';

export const SUB_EVENT_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11';
export const NOW = Date.parse('2031-01-10T04:30:00.000Z');
const LATER = NOW + 60_000;
const HOLD_UNTIL = new Date(NOW + 15 * 60_000).toISOString();

const EVENT: BookingEvent = {
  subEventUuid: SUB_EVENT_UUID,
  title: 'Pune Riverside Run',
  subEventName: 'Pune Riverside Run',
  ticketName: null,
  entryFee: '499.00',
  entryFeeRequired: true,
  totalAllowedRegistrations: 4,
  minAge: null,
  maxAge: null,
};
const CATEGORIES = [
  { label: '5K Run', pricePaise: 49_900 },
  { label: '10K Run', pricePaise: 79_900 },
];
const HELD_10K: HeldTicket = {
  participantUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01',
  category: '10K Run',
  attendeeName: 'Vikram Rao',
  holdExpiresAt: HOLD_UNTIL,
  answers: { mandatory_participant_name: 'Vikram Rao' },
};

const loaded = (overrides: Partial<LoadBookingOutput>): LoadBookingOutput => ({
  event: EVENT,
  fields: [],
  categories: CATEGORIES,
  held: [],
  draft: null,
  ...overrides,
});
export const FRESH = loaded({});
export const WITH_HELD_TICKET = loaded({ held: [HELD_10K] });
export const WITH_SAVED_ATTENDEE_STEP = loaded({ draft: { quantities: { '5K Run': 1 }, step: 'attendees' } });

/** Step 2's answer after Back: the 10K ticket was submitted, the 5K one not yet. */
const BACK_WITH_ONE_SUBMITTED = {
  outcome: 'back',
  now: LATER,
  tickets: [
    {
      key: '5K Run#1',
      category: '5K Run',
      position: 1,
      status: 'pending',
      participantUuid: null,
      attendeeName: null,
      holdExpiresAt: null,
      answers: null,
    },
    {
      key: '10K Run#1',
      category: '10K Run',
      position: 1,
      status: 'submitted',
      participantUuid: HELD_10K.participantUuid,
      attendeeName: 'Vikram Rao',
      holdExpiresAt: HOLD_UNTIL,
      answers: HELD_10K.answers,
    },
  ] satisfies BookingTicket[],
};

/** Tickets in category order: held ones first in each category, then new ones up to the quantity. */
function expectedTickets(
  quantities: Record<string, number>,
  held: readonly HeldTicket[],
  now: number,
): BookingTicket[] {
  return CATEGORIES.flatMap(({ label }) => {
    const heldHere = held.filter((ticket) => ticket.category === label);
    const count = Math.max(quantities[label] ?? 0, heldHere.length);
    return Array.from({ length: count }, (_, index): BookingTicket => {
      const heldTicket = heldHere[index];
      const base = { key: `${label}#${index + 1}`, category: label, position: index + 1 };
      if (!heldTicket) {
        return {
          ...base,
          status: 'pending',
          participantUuid: null,
          attendeeName: null,
          holdExpiresAt: null,
          answers: null,
        };
      }
      const hasExpired = heldTicket.holdExpiresAt !== null && Date.parse(heldTicket.holdExpiresAt) <= now;
      return {
        ...base,
        status: hasExpired ? 'expired' : 'submitted',
        participantUuid: heldTicket.participantUuid,
        attendeeName: heldTicket.attendeeName,
        holdExpiresAt: heldTicket.holdExpiresAt,
        answers: heldTicket.answers,
      };
    });
  });
}

const loadCall = { id: 'loadBooking', input: { subEventUuid: SUB_EVENT_UUID } };
const selectionCall = (quantities: Record<string, number>, held: readonly HeldTicket[]) => ({
  id: 'ticketSelection',
  input: {
    categories: CATEGORIES,
    limit: 4,
    quantities,
    minimums: Object.fromEntries(
      CATEGORIES.map(({ label }) => [label, held.filter((t) => t.category === label).length]),
    ),
  },
});
const attendeesCall = (quantities: Record<string, number>, held: readonly HeldTicket[], now: number) => ({
  id: 'attendeeSequencing',
  input: { tickets: expectedTickets(quantities, held, now), now },
});
const done = (output: LoadBookingOutput): ModelEvent => ({ type: 'xstate.done.actor.loadBooking', output });

export const bookingModel: FlowModel<BookingMachine, BookingInput> = {
  flow: 'booking',
  machine: bookingMachine,
  inputs: { 'a signed-in person': { subEventUuid: SUB_EVENT_UUID, now: NOW } },
  events: [
    done(FRESH),
    done(WITH_HELD_TICKET),
    done(WITH_SAVED_ATTENDEE_STEP),
    { type: 'xstate.error.actor.loadBooking', error: new BookingLoadError('Event not found') },
    { type: 'xstate.error.actor.loadBooking', error: new TypeError('undefined is not a function') },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.ticketSelection', output: { quantities: { '5K Run': 2 } } },
    { type: 'xstate.done.actor.attendeeSequencing', output: BACK_WITH_ONE_SUBMITTED },
    { type: 'xstate.done.actor.attendeeSequencing', output: { outcome: 'proceed', tickets: [], now: LATER } },
  ],
  probeEveryEvent: true,
  project: (snapshot: AnyMachineSnapshot) => {
    const { quantities, held, errorMessage, now } = snapshot.context as BookingContext;
    return { value: snapshot.value, quantities, held: held.length, errorMessage, now };
  },
  promiseActors: ['loadBooking'],
  childMachines: ['ticketSelection', 'attendeeSequencing'],
  recordedActions: ['saveBookingDraft', 'clearBookingDraft'],
  expect: ({ event, before, callsBefore }): StepExpectation => {
    if (before === null) return { calls: [loadCall] };
    switch (event.type) {
      case 'xstate.done.actor.loadBooking': {
        const output = event.output as LoadBookingOutput;
        const quantities = output.draft?.quantities ?? {};
        const context = { held: output.held, quantities, errorMessage: null };
        // SPEC-beyond resume: tickets already held, or a saved attendee step, open the attendees.
        const resumes = output.held.length > 0 || output.draft?.step === 'attendees';
        return resumes
          ? { context, calls: [attendeesCall(quantities, output.held, before.now)] }
          : { context, calls: [selectionCall(quantities, output.held)] };
      }
      case 'xstate.error.actor.loadBooking':
        return {
          context: {
            errorMessage:
              event.error instanceof BookingLoadError
                ? event.error.userMessage
                : 'An unexpected error occurred while fetching form fields',
          },
        };
      case 'RETRY':
        // Retry is offered with the load's error only: elsewhere it changes nothing.
        return before.errorMessage !== null ? { calls: [loadCall] } : { calls: callsBefore };
      case 'xstate.done.actor.ticketSelection': {
        const { quantities } = event.output as { quantities: Record<string, number> };
        return {
          context: { quantities },
          actions: [
            {
              type: 'saveBookingDraft',
              params: { subEventUuid: SUB_EVENT_UUID, draft: { quantities, step: 'attendees' } },
            },
          ],
          calls: [attendeesCall(quantities, before.held, before.now)],
        };
      }
      case 'xstate.done.actor.attendeeSequencing': {
        const output = event.output as { outcome: string; now: number };
        if (output.outcome === 'proceed') {
          return {
            actions: [{ type: 'clearBookingDraft', params: { subEventUuid: SUB_EVENT_UUID } }],
            emitted: [leave(`/order-summary?eventUuid=${SUB_EVENT_UUID}`)],
          };
        }
        // Back: what step 2 submitted is now held, so step 1 cannot go below it.
        const held = [HELD_10K];
        return {
          context: { held, now: output.now },
          actions: [
            {
              type: 'saveBookingDraft',
              params: { subEventUuid: SUB_EVENT_UUID, draft: { quantities: before.quantities, step: 'select' } },
            },
          ],
          calls: [selectionCall(before.quantities as Record<string, number>, held)],
        };
      }
      default:
        throw new Error(`the booking model has no expectation for ${event.type}`);
    }
  },
};
