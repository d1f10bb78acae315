// The transfer dialog: the machine held to its hand-written SPEC table (ticket-transfer.model.ts) on a
// real actor, every event in every reached state; what the dialog reads through the connect (the
// states' tags) in every state; and the placeholders src/app must replace.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { ticketTransferConnect } from '../../../machines/ticket-transfer/ticket-transfer.connect';
import { ticketTransferMachine } from '../../../machines/ticket-transfer/ticket-transfer.machine';
import type { TicketTransferMachine } from '../../../machines/ticket-transfer/ticket-transfer.machine';
import { TransferRefusedError } from '../../../machines/ticket-transfer/ticket-transfer.types';
import type { TicketTransferContext } from '../../../machines/ticket-transfer/ticket-transfer.types';
import { exploreBounded } from '../shared/bounded-graph';
import { startRig } from '../shared/graph-harness';
import { leafStates } from '../shared/spec-table';
import { describeSpecTable } from '../shared/table-replay';
import {
  OWN_NUMBER,
  SENT,
  TICKET_TRANSFER_BUDGET,
  ticketTransferModel,
  ticketTransferTable,
  ticketTransferTableModel,
} from './ticket-transfer.model';

describeSpecTable(ticketTransferTableModel as never, ticketTransferTable, TICKET_TRANSFER_BUDGET);

/** The dialog in each open state: its face, and whether it is busy (nothing sent twice) and can be closed. */
const DIALOG: Record<string, object> = {
  editing: { screen: 'editing', title: 'Transfer this ticket', busy: false, canClose: true },
  sending: { screen: 'sending', title: 'Transfer this ticket', busy: true, canClose: false },
  sent: { screen: 'sent', title: 'Transfer this ticket', busy: false, canClose: true },
  confirmingWithdrawal: {
    screen: 'confirmingWithdrawal',
    title: 'Withdraw this transfer?',
    busy: false,
    canClose: true,
  },
  withdrawing: { screen: 'withdrawing', title: 'Withdraw this transfer?', busy: true, canClose: false },
  withdrawn: { screen: 'withdrawn', title: 'Withdraw this transfer?', busy: false, canClose: true },
};

describe('ticket transfer: what the dialog reads (ticketTransferConnect)', () => {
  it('the face of every state the dialog is open in', async () => {
    const seen: Record<string, object> = {};
    for (const input of Object.values(ticketTransferModel.inputs!)) {
      const paths = exploreBounded(ticketTransferModel.machine, {
        name: 'ticket-transfer',
        events: ticketTransferModel.events,
        project: (snapshot: AnyMachineSnapshot) => ({
          value: snapshot.value,
          values: (snapshot.context as TicketTransferContext).values,
        }),
        input,
        budget: TICKET_TRANSFER_BUDGET,
      });
      for (const path of paths.filter((candidate) => candidate.state.status === 'active')) {
        const rig = startRig(ticketTransferModel, input);
        rig.actor.start();
        for (const step of path.steps.slice(1)) await rig.drive(step.event, 'step');
        const snapshot = rig.actor.getSnapshot() as SnapshotFrom<TicketTransferMachine>;
        const { screen, title, busy, canClose } = ticketTransferConnect(snapshot, () => {});
        seen[leafStates(snapshot as AnyMachineSnapshot).join(',')] = { screen, title, busy, canClose };
        rig.actor.stop();
      }
    }
    expect(seen).toEqual(DIALOG);
  });

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

describe('ticket transfer: the calls src/app provides', () => {
  it.each(['sendTransfer', 'withdrawTransfer'])(
    '%s fails loudly, naming itself, until it is provided',
    async (name) => {
      const logic = (ticketTransferMachine.implementations.actors as Record<string, AnyActorLogic>)[name]!;
      const actor = createActor(logic, { input: {} });
      const settled = toPromise(actor);
      actor.start();
      await expect(settled).rejects.toThrow(`${name} not provided`);
    },
  );
});
