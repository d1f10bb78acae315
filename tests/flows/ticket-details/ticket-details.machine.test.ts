// The edit-details page: every recorded path on a real actor, held to its model, plus what the page
// says read through its connect.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ticketDetailsConnect } from '../../../machines/ticket-details/ticket-details.connect';
import type { TicketDetailsMachine } from '../../../machines/ticket-details/ticket-details.machine';
import { describeGraph, startRig } from '../shared/graph-harness';
import { CLOSED, NEVER, NOW, OPEN, ticketDetailsModel } from './ticket-details.model';

describeGraph(ticketDetailsModel);

describe('the edit-details page, as the holder reads it', () => {
  function started() {
    const rig = startRig(ticketDetailsModel, { participantUuid: OPEN.participantUuid, now: NOW });
    rig.actor.start();
    const view = () =>
      ticketDetailsConnect(rig.actor.getSnapshot() as SnapshotFrom<TicketDetailsMachine>, (event) =>
        rig.actor.send(event),
      );
    return { rig, view };
  }

  it('shows the ticket, the rule and the form, then that the e-ticket is re-issued', async () => {
    const { rig, view } = started();
    await rig.drive({ type: 'xstate.done.actor.loadDetails', output: OPEN }, 'open');
    expect(view()).toMatchObject({
      screen: 'editing',
      ticket: {
        eventTitle: 'Pune Riverside 10K',
        subEventName: '10K Open',
        venue: 'Riverside Ground',
        category: '10K',
      },
      rules: [
        'You can correct these details until 06 Feb 2031, 06:30 AM. The e-ticket is re-issued with them.',
        'The name can be changed once more.',
      ],
      form: { subEventUuid: OPEN.subEventUuid, category: '10K', minAge: 10, maxAge: null, values: {} },
    });
    view().saved();
    expect(view()).toMatchObject({
      screen: 'saved',
      form: null,
      ticketPath: `/event/${OPEN.subEventUuid}?from=my-events`,
      savedDetail: expect.stringContaining('The e-ticket for Pune Riverside 10K is re-issued'),
    });
  });

  it('says why after the cut-off, or where the event allows no corrections', async () => {
    const closed = started();
    await closed.rig.drive({ type: 'xstate.done.actor.loadDetails', output: CLOSED }, 'closed');
    expect(closed.view()).toMatchObject({
      screen: 'closed',
      form: null,
      reason: 'Details for this event could be edited until 30 Jan 2031, 06:00 PM',
    });
    const never = started();
    await never.rig.drive({ type: 'xstate.done.actor.loadDetails', output: NEVER }, 'never');
    expect(never.view()).toMatchObject({
      screen: 'closed',
      reason: 'This event does not allow editing details after booking',
    });
  });
});
