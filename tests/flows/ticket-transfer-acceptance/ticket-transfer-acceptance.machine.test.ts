// The recipient's page: every recorded path on a real actor, held to its model, plus what the page
// says read through its connect.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ticketTransferAcceptanceConnect } from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.connect';
import type { TicketTransferAcceptanceMachine } from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.machine';
import { describeGraph, startRig } from '../shared/graph-harness';
import { EXPIRED, NEW_TICKET, WAITING, ticketTransferAcceptanceModel } from './ticket-transfer-acceptance.model';

describeGraph(ticketTransferAcceptanceModel);

describe('the transfer page, as its recipient reads it', () => {
  function started() {
    const rig = startRig(ticketTransferAcceptanceModel, { transferUuid: WAITING.transferUuid });
    rig.actor.start();
    const view = () =>
      ticketTransferAcceptanceConnect(
        rig.actor.getSnapshot() as SnapshotFrom<TicketTransferAcceptanceMachine>,
        (event) => rig.actor.send(event),
      );
    return { rig, view };
  }

  it('shows who gives which ticket and the form, then where the new ticket is', async () => {
    const { rig, view } = started();
    await rig.drive({ type: 'xstate.done.actor.loadTransfer', output: WAITING }, 'waiting');
    expect(view()).toMatchObject({
      screen: 'filling',
      ticket: {
        eventTitle: 'Pune Riverside 10K',
        subEventName: '10K Open',
        date: expect.stringContaining('2031'),
        venue: 'Riverside Ground',
        category: '10K',
        from: 'Asha Rao is giving you their ticket.',
        acceptBy: 'Accept it by 07 Feb 2031, 06:30 AM: fill in your details below.',
      },
      form: { subEventUuid: WAITING.subEventUuid, category: '10K', minAge: 10, maxAge: null },
    });
    view().accepted(NEW_TICKET);
    expect(view()).toMatchObject({
      screen: 'accepted',
      form: null,
      ticketPath: `/event/${WAITING.subEventUuid}?from=my-events`,
    });
  });

  it('says why a transfer cannot be accepted', async () => {
    const { rig, view } = started();
    await rig.drive({ type: 'xstate.done.actor.loadTransfer', output: EXPIRED }, 'expired');
    expect(view()).toMatchObject({ screen: 'unavailable', reason: 'This ticket transfer has expired', form: null });
  });
});
