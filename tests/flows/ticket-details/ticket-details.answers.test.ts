// How the edit-details page reads the server's answer (issue 28 item 4), on the real machine with a
// fake load: the form opens only while the event's cut-off is still ahead (at the cut-off itself it is
// closed), and what a refusal reports.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ticketDetailsMachine } from '../../../machines/ticket-details/ticket-details.machine';
import { TicketDetailsRefusedError, type TicketDetails } from '../../../machines/ticket-details/ticket-details.types';
import { NOW, OPEN } from './ticket-details.model';

async function openedWith(details: TicketDetails) {
  const machine = ticketDetailsMachine.provide({ actors: { loadDetails: fromPromise(async () => details) } });
  const actor = createActor(machine, { input: { participantUuid: OPEN.participantUuid, now: NOW } }).start();
  const snapshot = await waitFor(actor, (state) => !state.matches('loading'));
  actor.stop();
  return snapshot.value;
}

describe('edit ticket details: the cut-off', () => {
  it('a cut-off a second away still opens the form', async () => {
    expect(await openedWith({ ...OPEN, editableUntil: new Date(NOW + 1000).toISOString() })).toBe('editing');
  });

  it('a cut-off at this very moment has passed', async () => {
    expect(await openedWith({ ...OPEN, editableUntil: new Date(NOW).toISOString() })).toBe('closed');
  });
});

describe('edit ticket details: what a refusal reports', () => {
  it("the server's words, or that the ticket could not be opened", () => {
    expect(new TicketDetailsRefusedError('Ticket not found').message).toBe('Ticket not found');
    const error = new TicketDetailsRefusedError(null);
    expect(error.message).toBe('the ticket could not be opened');
    expect(error.name).toBe('TicketDetailsRefusedError');
  });
});
