// What the booking page reads (bookingConnect), written out by hand from SPEC §2 Multi-registration and
// §4 Booking flow: which step shows ('Loading registration form...', 'Error Loading Form' with its
// reason, step 1 'Select Categories', step 2 the attendee rows, then off to the order summary), the
// event page it links back to, and the steps' own flows while they show. Also where a reload resumes
// and what the page hands back to step 1 from step 2's tickets.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type SnapshotFrom, type StateValue } from 'xstate';
import { bookingConnect } from '../../../machines/booking/booking.connect';
import { bookingMachine, type BookingMachine } from '../../../machines/booking/booking.machine';
import {
  heldFromTickets,
  type BookingContext,
  type BookingFlowEvent,
  type LoadBookingOutput,
} from '../../../machines/booking/booking.types';
import type { BookingTicket } from '../../../src/domain/booking';
import { startRig } from '../shared/graph-harness';
import { FRESH, NOW, SUB_EVENT_UUID, bookingModel } from './booking.model';

const BASE: BookingContext = {
  subEventUuid: SUB_EVENT_UUID,
  now: NOW,
  event: null,
  fields: [],
  categories: [],
  held: [],
  quantities: {},
  draft: null,
  errorMessage: null,
};

function faceOf(value: StateValue, context: Partial<BookingContext> = {}) {
  const sent: BookingFlowEvent[] = [];
  const snapshot = bookingMachine.resolveState({ value, context: { ...BASE, ...context } });
  return { face: bookingConnect(snapshot, (event) => void sent.push(event)), sent };
}

describe('booking page: what it reads', () => {
  it("'Loading registration form...': no event yet, and the link back to the event page", () => {
    expect(faceOf('loading').face).toMatchObject({
      screen: 'loading',
      event: null,
      errorMessage: null,
      fields: [],
      eventPath: `/event/${SUB_EVENT_UUID}`,
      selection: undefined,
      attendees: undefined,
    });
  });

  it("'Error Loading Form' with the reason, and Try Again asks again", () => {
    const { face, sent } = faceOf('failed', { errorMessage: 'Failed to fetch form fields' });
    expect(face).toMatchObject({ screen: 'failed', errorMessage: 'Failed to fetch form fields' });
    face.retry();
    expect(sent).toEqual([{ type: 'RETRY' }]);
  });

  it.each([
    ['selecting', 'selecting'],
    ['attendees', 'attendees'],
    ['leaving', 'leaving'],
  ] as const)('%s shows as %s, with the event loaded', (value, screen) => {
    expect(faceOf(value, { event: FRESH.event, fields: FRESH.fields }).face).toMatchObject({
      screen,
      event: FRESH.event,
      errorMessage: null,
    });
  });

  it("hands over step 1's flow while it shows, then step 2's", async () => {
    const rig = startRig(bookingModel, { subEventUuid: SUB_EVENT_UUID, now: NOW });
    rig.actor.start();
    await rig.drive({ type: 'xstate.done.actor.loadBooking', output: FRESH }, 'loaded');
    const view = () =>
      bookingConnect(rig.actor.getSnapshot() as SnapshotFrom<BookingMachine>, (event) => rig.actor.send(event));
    expect(view().screen).toBe('selecting');
    expect(view().selection).toBeDefined();
    expect(view().selection).toBe(rig.actor.getSnapshot().children.ticketSelection);
    expect(view().attendees).toBeUndefined();
    await rig.drive({ type: 'xstate.done.actor.ticketSelection', output: { quantities: { '5K Run': 1 } } }, 'on');
    expect(view().screen).toBe('attendees');
    expect(view().attendees).toBeDefined();
    expect(view().attendees).toBe(rig.actor.getSnapshot().children.attendeeSequencing);
    expect(view().selection).toBeUndefined();
  });
});

describe('booking page: where a reload resumes', () => {
  async function resumedWith(draft: LoadBookingOutput['draft']) {
    const rig = startRig(bookingModel, { subEventUuid: SUB_EVENT_UUID, now: NOW });
    rig.actor.start();
    await rig.drive({ type: 'xstate.done.actor.loadBooking', output: { ...FRESH, draft } }, 'loaded');
    return rig.actor.getSnapshot().value;
  }

  it('a page just opened knows nothing of the event yet: no form, no categories, nothing held', () => {
    const actor = createActor(bookingMachine, { input: { subEventUuid: SUB_EVENT_UUID, now: NOW } });
    expect(actor.getSnapshot().context).toEqual(BASE);
  });

  it('a draft left on step 1 with tickets picked opens step 1 again, the quantities kept', async () => {
    expect(await resumedWith({ quantities: { '5K Run': 2 }, step: 'select' })).toBe('selecting');
  });

  it('a draft left on step 2 with no ticket picked opens step 1', async () => {
    expect(await resumedWith({ quantities: { '5K Run': 0 }, step: 'attendees' })).toBe('selecting');
  });

  it('a draft left on step 2 with a ticket picked opens step 2', async () => {
    expect(await resumedWith({ quantities: { '5K Run': 1 }, step: 'attendees' })).toBe('attendees');
  });

  it('wired without its loader, the page fails loudly, naming the call', async () => {
    const loader = bookingMachine.implementations.actors.loadBooking as AnyActorLogic;
    const call = createActor(loader, { input: { subEventUuid: SUB_EVENT_UUID } });
    const settled = toPromise(call);
    call.start();
    await expect(settled).rejects.toThrow(new Error('loadBooking not provided'));
  });
});

describe('booking page: the tickets step 2 hands back as held by the server', () => {
  const ticket = (key: string, over: Partial<BookingTicket>): BookingTicket => ({
    key,
    category: '5K Run',
    position: 1,
    status: 'pending',
    participantUuid: null,
    attendeeName: null,
    holdExpiresAt: null,
    answers: null,
    ...over,
  });

  it('keeps submitted and expired tickets with their registration; not pending ones, nor any without one', () => {
    const hold = '2031-01-10T04:45:00.000Z';
    const tickets = [
      ticket('5K Run#1', {
        status: 'submitted',
        participantUuid: 'p-1',
        attendeeName: 'Asha Rao',
        holdExpiresAt: hold,
        answers: { a: 'x' },
      }),
      // Booked again from an expired ticket: pending, its old registration released.
      ticket('5K Run#2', { position: 2, status: 'pending', participantUuid: 'p-2', attendeeName: 'Vikram Rao' }),
      ticket('10K Run#1', { category: '10K Run', status: 'expired', participantUuid: 'p-3' }),
      ticket('10K Run#2', { category: '10K Run', position: 2, status: 'submitted', participantUuid: null }),
      ticket('10K Run#3', { category: '10K Run', position: 3 }),
    ];
    expect(heldFromTickets(tickets)).toEqual([
      {
        participantUuid: 'p-1',
        category: '5K Run',
        attendeeName: 'Asha Rao',
        holdExpiresAt: hold,
        answers: { a: 'x' },
      },
      { participantUuid: 'p-3', category: '10K Run', attendeeName: '', holdExpiresAt: null, answers: {} },
    ]);
  });
});
