// The transfer dialog: every generated path on a real actor, held to ticket-transfer.model.ts, plus what
// the dialog shows read through its connect.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ticketTransferConnect } from '../../../machines/ticket-transfer/ticket-transfer.connect';
import type { TicketTransferMachine } from '../../../machines/ticket-transfer/ticket-transfer.machine';
import { TransferRefusedError } from '../../../machines/ticket-transfer/ticket-transfer.types';
import { describeGraph, startRig } from '../shared/graph-harness';
import { OWN_NUMBER, SENT, ticketTransferModel } from './ticket-transfer.model';

describeGraph(ticketTransferModel);

describe('the transfer dialog, as a person reads it', () => {
  function started(pending: typeof SENT | null) {
    const rig = startRig(ticketTransferModel, {
      participantUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01',
      attendeeName: 'Asha Rao',
      pending,
    });
    rig.actor.start();
    const view = () =>
      ticketTransferConnect(rig.actor.getSnapshot() as SnapshotFrom<TicketTransferMachine>, (event) =>
        rig.actor.send(event),
      );
    return { rig, view };
  }

  it("shows SPEC §5's texts on Send with nothing typed, and keeps what was typed through a refusal", async () => {
    const { rig, view } = started(null);
    expect(view()).toMatchObject({ screen: 'editing', title: 'Transfer this ticket' });
    expect(view().mobile.error).toBeNull();
    view().submit();
    expect(view().mobile.error).toBe('Mobile number is required');
    expect(view().name.error).toBe('Full name is required');
    view().change('mobile', '98765 4321');
    view().change('name', 'Meera 2 Iyer');
    expect(view().mobile).toEqual({ value: '987654321', error: 'Please enter a valid 10-digit mobile number' });
    expect(view().name.value).toBe('Meera  Iyer');
    view().change('mobile', '9876543210');
    view().change('name', 'Meera Iyer');
    view().submit();
    expect(view()).toMatchObject({ screen: 'sending', busy: true, canClose: false });
    await rig.drive(
      { type: 'xstate.error.actor.sendTransfer', error: new TransferRefusedError(null, { mobile: OWN_NUMBER }) },
      'refused',
    );
    expect(view()).toMatchObject({ screen: 'editing', errorMessage: null });
    expect(view().mobile).toEqual({ value: '9876543210', error: OWN_NUMBER });
    // Typing again clears the server's word until the next Send.
    view().change('mobile', '9123456780');
    expect(view().mobile.error).toBeNull();
    view().submit();
    await rig.drive({ type: 'xstate.done.actor.sendTransfer', output: SENT }, 'sent');
    expect(view()).toMatchObject({
      screen: 'sent',
      sentDetail:
        'We sent Meera Iyer a link at +91 9123456780. They have until 07 Feb 2031, 06:30 AM to accept it; until then the ticket stays yours.',
    });
  });

  it('offers to withdraw a waiting transfer, naming its recipient', () => {
    const { view } = started(SENT);
    expect(view()).toMatchObject({
      screen: 'confirmingWithdrawal',
      title: 'Withdraw this transfer?',
      withdrawDetail: 'The link sent to Meera Iyer at +91 9123456780 stops working and the ticket stays yours.',
    });
  });
});
