// Event page: every recorded path on a real actor, held to models/event-detail.model.ts, plus SPEC §2/§4
// examples read through the view-model.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { EventDetailMachine } from '../../../machines/event-detail/event-detail.machine';
import type { EventDetailInput } from '../../../machines/event-detail/event-detail.types';
import { eventDetailConnect } from '../../../machines/event-detail/event-detail.connect';
import { describeGraph, startRig } from '../shared/graph-harness';
import { CLOCK, EVENT_UUID, eventDetailModel, fixtureEvent } from './event-detail.model';

describeGraph(eventDetailModel);

describe('event detail machine: SPEC §2 and §4 examples', () => {
  async function loaded(input: Partial<EventDetailInput> = {}) {
    const rig = startRig(eventDetailModel, {
      eventUuid: EVENT_UUID,
      signedIn: false,
      fromMyEvents: false,
      now: CLOCK.open,
      ...input,
    });
    rig.actor.start();
    await rig.drive({ type: 'xstate.done.actor.loadEvent', output: { found: true, event: fixtureEvent } }, 'found');
    rig.takeRecords();
    const view = () => eventDetailConnect(rig.actor.getSnapshot() as SnapshotFrom<EventDetailMachine>, () => {});
    return { rig, view };
  }

  it.each([
    ['upcoming', 'Registration Opens Soon', 'Registration Opens Soon', false, 'Opens On'],
    ['open', 'Registration Open', 'Buy Tickets', true, 'Closes In'],
    ['closed', 'Registration Closed', 'Registration Closed', false, null],
    ['ongoing', 'Event Ongoing', 'Event Ongoing', false, null],
    ['ended', 'Event Ended', 'Event Ended', false, null],
  ] as const)('at %s shows %s, button %s (enabled %s), %s', async (state, message, button, enabled, label) => {
    const { rig, view } = await loaded();
    rig.actor.send({ type: 'CLOCK.TICK', now: CLOCK[state] });
    expect(view()).toMatchObject({
      screen: 'loaded',
      statusState: state,
      statusMessage: message,
      buttonText: button,
      isActionable: enabled,
      deadlineLabel: label,
    });
  });

  it('counts down to the registration end while open, and to the start before it opens', async () => {
    const { rig, view } = await loaded();
    expect(view()).toMatchObject({ countdown: '10 day(s) left', deadlineAt: 'January 20, 2031 at 5:30 AM' });
    rig.actor.send({ type: 'CLOCK.TICK', now: Date.parse('2031-01-19T22:30:00.000Z') });
    expect(view().countdown).toBe('1 hour(s) left');
    rig.actor.send({ type: 'CLOCK.TICK', now: Date.parse('2031-01-19T23:59:30.000Z') });
    expect(view().countdown).toBe('Less than a minute left');
    rig.actor.send({ type: 'CLOCK.TICK', now: CLOCK.upcoming });
    expect(view()).toMatchObject({ deadlineLabel: 'Opens On', countdown: '12 day(s) left' });
  });

  it('shows the fee in rupees, the age group, and the dates in en-US long form on India time', async () => {
    const { view } = await loaded();
    expect(view()).toMatchObject({
      feeText: '₹499',
      ageGroup: '18 - 60 years',
      startText: 'February 1, 2031 at 5:30 AM',
      locationText: 'Pune, Maharashtra',
    });
  });

  it("signed out: register asks to sign in with the event's path; after signing in it goes to registration", async () => {
    const { rig } = await loaded();
    rig.actor.send({ type: 'REGISTER' });
    expect(rig.takeRecords().emitted).toEqual([{ type: 'signInRequired', returnTo: `/event/${EVENT_UUID}` }]);
    rig.actor.send({ type: 'SESSION.CHANGE', signedIn: true });
    rig.actor.send({ type: 'REGISTER' });
    expect(rig.takeRecords().emitted).toEqual([{ type: 'leave', to: `/event/${EVENT_UUID}/registration` }]);
  });

  it("says 'Event not found', 'No events found' and 'Failed to load event details', and Try Again looks again", async () => {
    const rig = startRig(eventDetailModel, {
      eventUuid: EVENT_UUID,
      signedIn: false,
      fromMyEvents: false,
      now: CLOCK.open,
    });
    rig.actor.start();
    const view = () => eventDetailConnect(rig.actor.getSnapshot() as SnapshotFrom<EventDetailMachine>, () => {});
    expect(view().screen).toBe('loading');
    await rig.drive({ type: 'xstate.done.actor.loadEvent', output: { found: false, listWasEmpty: false } }, 'none');
    expect(view()).toMatchObject({ screen: 'notFound', errorMessage: 'Event not found' });
    rig.actor.send({ type: 'RETRY' });
    await rig.drive({ type: 'xstate.done.actor.loadEvent', output: { found: false, listWasEmpty: true } }, 'empty');
    expect(view().errorMessage).toBe('No events found');
    rig.actor.send({ type: 'RETRY' });
    await rig.drive({ type: 'xstate.error.actor.loadEvent', error: new Error('offline') }, 'offline');
    expect(view().errorMessage).toBe('Failed to load event details');
  });
});
