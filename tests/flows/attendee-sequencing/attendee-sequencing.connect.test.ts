// What step 2 of the booking reads (attendeeSequencingConnect), written out by hand from SPEC §2
// Multi-registration ("per category one attendee form per ticket, filled sequentially, each marked
// Submitted or Pending. 'Proceed to Payment' is enabled only when the submitted count is at least the
// ticket count"; "Empty state 'No Tickets Added Yet'") and §4 Booking flow, plus the hold that runs out
// ('Expired', 'Book again'). Snapshots are resolved from (state, context).
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type StateValue } from 'xstate';
import { attendeeSequencingConnect } from '../../../machines/attendee-sequencing/attendee-sequencing.connect';
import { attendeeSequencingMachine } from '../../../machines/attendee-sequencing/attendee-sequencing.machine';
import type {
  AttendeeSequencingContext,
  AttendeeSequencingEvent,
} from '../../../machines/attendee-sequencing/attendee-sequencing.types';
import type { BookingTicket } from '../../../src/domain/booking';
import { startRig } from '../shared/graph-harness';
import { NOW, attendeeSequencingModel } from './attendee-sequencing.model';

const MINUTE = 60_000;

const ticket = (category: string, position: number, over: Partial<BookingTicket> = {}): BookingTicket => ({
  key: `${category}#${position}`,
  category,
  position,
  status: 'pending',
  participantUuid: null,
  attendeeName: null,
  holdExpiresAt: null,
  answers: null,
  ...over,
});

const held = (category: string, position: number, name: string, minutes: number, over: Partial<BookingTicket> = {}) =>
  ticket(category, position, {
    status: 'submitted',
    participantUuid: `0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c0${position}`,
    attendeeName: name,
    holdExpiresAt: new Date(NOW + minutes * MINUTE).toISOString(),
    answers: { mandatory_participant_name: name },
    ...over,
  });

function faceOf(value: StateValue, tickets: readonly BookingTicket[]) {
  const sent: AttendeeSequencingEvent[] = [];
  const context: AttendeeSequencingContext = { tickets, now: NOW, outcome: 'back' };
  const snapshot = attendeeSequencingMachine.resolveState({ value, context });
  const face = attendeeSequencingConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

describe('attendee details: what the step reads', () => {
  it("'No Tickets Added Yet': no rows, nothing to fill and no Proceed to Payment", () => {
    expect(faceOf('empty', []).face).toMatchObject({
      screen: 'empty',
      rows: [],
      current: null,
      currentHeading: null,
      submittedCount: 0,
      ticketCount: 0,
      canProceed: false,
      holdText: null,
    });
  });

  it('while filling: only the open ticket is marked current, and no ticket offers Book again', () => {
    const tickets = [held('5K Run', 1, 'Asha Rao', 15), ticket('5K Run', 2), ticket('10K Run', 1)];
    const { face } = faceOf('filling', tickets);
    expect(face).toMatchObject({
      screen: 'filling',
      currentHeading: 'Attendee 2 of 2 — 5K Run',
      submittedCount: 1,
      ticketCount: 3,
      canProceed: false,
      holdText: 'Your places are held for 15:00',
    });
    expect(face.current?.key).toBe('5K Run#2');
    expect(face.rows).toEqual([
      {
        key: '5K Run#1',
        heading: 'Attendee 1 of 2 — 5K Run',
        status: 'submitted',
        statusLabel: 'Submitted',
        attendeeName: 'Asha Rao',
        isCurrent: false,
        canBookAgain: false,
      },
      {
        key: '5K Run#2',
        heading: 'Attendee 2 of 2 — 5K Run',
        status: 'pending',
        statusLabel: 'Pending',
        attendeeName: null,
        isCurrent: true,
        canBookAgain: false,
      },
      {
        key: '10K Run#1',
        heading: 'Attendee 1 of 1 — 10K Run',
        status: 'pending',
        statusLabel: 'Pending',
        attendeeName: null,
        isCurrent: false,
        canBookAgain: false,
      },
    ]);
  });

  it('an expired ticket waits while another is still being filled: Expired, but no Book again yet', () => {
    const tickets = [held('5K Run', 1, 'Asha Rao', -1, { status: 'expired' }), ticket('5K Run', 2)];
    expect(
      faceOf('filling', tickets).face.rows.map((row) => [row.statusLabel, row.isCurrent, row.canBookAgain]),
    ).toEqual([
      ['Expired', false, false],
      ['Pending', true, false],
    ]);
  });

  it("a place that ran out: 'Expired' with Book again on it alone; the places still held keep their time", () => {
    const tickets = [held('5K Run', 1, 'Asha Rao', -1, { status: 'expired' }), held('10K Run', 1, 'Vikram Rao', 9)];
    const { face } = faceOf('needsBookingAgain', tickets);
    expect(face).toMatchObject({
      screen: 'needsBookingAgain',
      current: null,
      currentHeading: null,
      submittedCount: 1,
      canProceed: false,
      holdText: 'Your places are held for 09:00',
    });
    expect(face.rows.map((row) => [row.key, row.statusLabel, row.isCurrent, row.canBookAgain])).toEqual([
      ['5K Run#1', 'Expired', false, true],
      ['10K Run#1', 'Submitted', false, false],
    ]);
  });

  it("every ticket submitted: 'Proceed to Payment' enabled, nothing current", () => {
    const tickets = [held('5K Run', 1, 'Asha Rao', 12), held('5K Run', 2, 'Vikram Rao', 14)];
    const { face } = faceOf('complete', tickets);
    expect(face).toMatchObject({
      screen: 'complete',
      current: null,
      submittedCount: 2,
      ticketCount: 2,
      canProceed: true,
      holdText: 'Your places are held for 12:00',
    });
    expect(face.rows.map((row) => row.isCurrent)).toEqual([false, false]);
  });

  it('sends what the buttons say', () => {
    const { face, sent } = faceOf('needsBookingAgain', [held('5K Run', 1, 'Asha Rao', -1, { status: 'expired' })]);
    face.back();
    face.bookAgain('5K Run#1');
    face.proceed();
    expect(sent).toEqual([{ type: 'BACK' }, { type: 'TICKET.REBOOK', key: '5K Run#1' }, { type: 'PROCEED' }]);
  });
});

describe('attendee details: holds running out one by one', () => {
  it('when the first of two held places runs out, the step asks to book that one again', async () => {
    const rig = startRig(attendeeSequencingModel, {
      tickets: [held('5K Run', 1, 'Asha Rao', 5), held('10K Run', 1, 'Vikram Rao', 15)],
      now: NOW,
    });
    rig.actor.start();
    expect(rig.actor.getSnapshot().value).toBe('complete');
    await rig.drive({ type: 'CLOCK.TICK', now: NOW + 6 * MINUTE }, 'the first hold runs out');
    expect(rig.actor.getSnapshot().value).toBe('needsBookingAgain');
    expect(rig.actor.getSnapshot().context.tickets.map((t: BookingTicket) => t.status)).toEqual([
      'expired',
      'submitted',
    ]);
  });

  it('wired without its hold clock, the step fails loudly, naming the call', async () => {
    const clock = attendeeSequencingMachine.implementations.actors.holdClock as AnyActorLogic;
    const actor = createActor(clock);
    const settled = toPromise(actor);
    actor.start();
    await expect(settled).rejects.toThrow(new Error('holdClock not provided'));
  });
});
