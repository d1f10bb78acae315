// Step 2 of the booking: every recorded path on a real actor, held to
// models/attendee-sequencing.model.ts, plus the rows and markers read through the view-model.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { AttendeeSequencingMachine } from '../../../machines/attendee-sequencing/attendee-sequencing.machine';
import { attendeeSequencingConnect } from '../../../machines/attendee-sequencing/attendee-sequencing.connect';
import { describeGraph, startRig } from '../shared/graph-harness';
import { HOLD_UNTIL, NOW, TWO_FIVE_K_ONE_TEN_K, attendeeSequencingModel } from './attendee-sequencing.model';

describeGraph(attendeeSequencingModel);

describe('attendee sequencing: what the rows show', () => {
  function started() {
    const rig = startRig(attendeeSequencingModel, { tickets: TWO_FIVE_K_ONE_TEN_K, now: NOW });
    rig.actor.start();
    const view = () =>
      attendeeSequencingConnect(rig.actor.getSnapshot() as SnapshotFrom<AttendeeSequencingMachine>, () => {});
    const submit = (key: string) =>
      rig.actor.send({
        type: 'TICKET.SUBMITTED',
        key,
        participantUuid: `p-${key}`,
        attendeeName: `Attendee ${key}`,
        holdExpiresAt: HOLD_UNTIL,
        answers: {},
      });
    return { rig, view, submit };
  }

  it('opens the next ticket in the category, then the next category, marking Submitted and Pending', () => {
    const { view, submit } = started();
    expect(view().currentHeading).toBe('Attendee 1 of 2 — 5K Run');
    expect(view().rows.map((row) => row.statusLabel)).toEqual(['Pending', 'Pending', 'Pending']);
    submit('5K Run#1');
    expect(view().currentHeading).toBe('Attendee 2 of 2 — 5K Run');
    submit('5K Run#2');
    expect(view().currentHeading).toBe('Attendee 1 of 1 — 10K Run');
    expect(view()).toMatchObject({ canProceed: false, submittedCount: 2, ticketCount: 3 });
    submit('10K Run#1');
    expect(view()).toMatchObject({
      screen: 'complete',
      canProceed: true,
      current: null,
      holdText: 'Your places are held for 15:00',
    });
    expect(view().rows.map((row) => [row.statusLabel, row.attendeeName])).toEqual([
      ['Submitted', 'Attendee 5K Run#1'],
      ['Submitted', 'Attendee 5K Run#2'],
      ['Submitted', 'Attendee 10K Run#1'],
    ]);
  });

  it('shows the time left on held places and marks the tickets Expired when it runs out', () => {
    const { rig, view, submit } = started();
    ['5K Run#1', '5K Run#2', '10K Run#1'].forEach(submit);
    rig.actor.send({ type: 'CLOCK.TICK', now: NOW + 14 * 60_000 + 1_000 });
    expect(view().holdText).toBe('Your places are held for 00:59');
    rig.actor.send({ type: 'CLOCK.TICK', now: NOW + 15 * 60_000 });
    expect(view()).toMatchObject({ screen: 'needsBookingAgain', canProceed: false, holdText: null });
    expect(view().rows.every((row) => row.statusLabel === 'Expired' && row.canBookAgain)).toBe(true);
  });
});
