// The cancel dialog: the machine held to its hand-written SPEC table (ticket-cancellation.model.ts) on a
// real actor, every event in every reached state; what the dialog reads through the connect (the
// states' tags) in every state; and the placeholders src/app must replace.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { ticketCancellationConnect } from '../../../machines/ticket-cancellation/ticket-cancellation.connect';
import { ticketCancellationMachine } from '../../../machines/ticket-cancellation/ticket-cancellation.machine';
import type { TicketCancellationMachine } from '../../../machines/ticket-cancellation/ticket-cancellation.machine';
import { exploreBounded } from '../shared/bounded-graph';
import { startRig } from '../shared/graph-harness';
import { leafStates } from '../shared/spec-table';
import { describeSpecTable } from '../shared/table-replay';
import {
  TICKET_CANCELLATION_BUDGET,
  ticketCancellationModel,
  ticketCancellationTable,
  ticketCancellationTableModel,
} from './ticket-cancellation.model';

describeSpecTable(ticketCancellationTableModel as never, ticketCancellationTable, TICKET_CANCELLATION_BUDGET);

/** The dialog in each open state: its face, and whether it is busy (no Confirm twice) and can be closed. */
const DIALOG: Record<string, object> = {
  quoting: { screen: 'quoting', busy: true, canClose: true },
  quoteFailed: { screen: 'quoteFailed', busy: false, canClose: true },
  confirming: { screen: 'confirming', busy: false, canClose: true },
  cancelling: { screen: 'cancelling', busy: true, canClose: false },
  cancelled: { screen: 'cancelled', busy: false, canClose: true },
};

describe('ticket cancellation: what the dialog reads (ticketCancellationConnect)', () => {
  it('the face of every state the dialog is open in', async () => {
    const input = ticketCancellationModel.inputs!['a paid ticket']!;
    const paths = exploreBounded(ticketCancellationModel.machine, {
      name: 'ticket-cancellation',
      events: ticketCancellationModel.events,
      project: (snapshot: AnyMachineSnapshot) => snapshot.value,
      input,
      budget: TICKET_CANCELLATION_BUDGET,
    });
    const seen: Record<string, object> = {};
    for (const path of paths.filter((candidate) => candidate.state.status === 'active')) {
      const rig = startRig(ticketCancellationModel, input);
      rig.actor.start();
      for (const step of path.steps.slice(1)) await rig.drive(step.event, 'step');
      const snapshot = rig.actor.getSnapshot() as SnapshotFrom<TicketCancellationMachine>;
      const { screen, busy, canClose } = ticketCancellationConnect(snapshot, () => {});
      seen[leafStates(snapshot as AnyMachineSnapshot).join(',')] = { screen, busy, canClose };
      rig.actor.stop();
    }
    expect(seen).toEqual(DIALOG);
  });
});

describe('ticket cancellation: the calls src/app provides', () => {
  it.each(['quoteCancellation', 'cancelTicket'])(
    '%s fails loudly, naming itself, until it is provided',
    async (name) => {
      const logic = (ticketCancellationMachine.implementations.actors as Record<string, AnyActorLogic>)[name]!;
      const actor = createActor(logic, { input: {} });
      const settled = toPromise(actor);
      actor.start();
      await expect(settled).rejects.toThrow(`${name} not provided`);
    },
  );
});
