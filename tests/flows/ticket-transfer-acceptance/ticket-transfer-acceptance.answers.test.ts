// How the recipient's page sorts the server's answer (issue 28 item 2), on the real machine with a fake
// load: a transfer this account already accepted opens on its ticket, one another account took says so,
// a refusal without the server's words falls back to 'Transfer not found', and what the refusal itself
// reports. Also: the load fails loudly until src/app provides it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor, type AnyActorLogic } from 'xstate';
import { ticketTransferAcceptanceMachine } from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.machine';
import {
  TransferLoadRefusedError,
  type TransferOffer,
} from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.types';
import { EXPIRED, MINE, NEW_TICKET, WAITING } from './ticket-transfer-acceptance.model';

/** The page opened on the SMS link, once the server's answer (or refusal) is in. */
async function openedWith(answer: () => Promise<TransferOffer>) {
  const machine = ticketTransferAcceptanceMachine.provide({ actors: { loadTransfer: fromPromise(answer) } });
  const actor = createActor(machine, { input: { transferUuid: WAITING.transferUuid } }).start();
  const snapshot = await waitFor(actor, (state) => !state.matches('loading'));
  actor.stop();
  return snapshot;
}

describe('accept a transferred ticket: how the answer is read', () => {
  it('a transfer this account already accepted opens on the ticket it got', async () => {
    const snapshot = await openedWith(async () => MINE);
    expect(snapshot.value).toBe('accepted');
    expect(snapshot.context.participantUuid).toBe(NEW_TICKET);
  });

  it('a transfer another account accepted (no ticket of ours) is unavailable', async () => {
    const taken: TransferOffer = { ...MINE, participantUuid: null };
    expect((await openedWith(async () => taken)).value).toBe('unavailable');
  });

  it('an expired transfer stays unavailable even if the server names a ticket with it', async () => {
    const expired: TransferOffer = { ...EXPIRED, participantUuid: NEW_TICKET };
    expect((await openedWith(async () => expired)).value).toBe('unavailable');
  });

  it("a refusal without the server's words: 'Transfer not found'", async () => {
    const forbidden = await openedWith(async () => {
      throw new TransferLoadRefusedError('forbidden', null);
    });
    expect(forbidden.value).toBe('notForYou');
    expect(forbidden.context.refusal).toBe('Transfer not found');
    const missing = await openedWith(async () => {
      throw new TransferLoadRefusedError('notFound', null);
    });
    expect(missing.value).toBe('unavailable');
    expect(missing.context.refusal).toBe('Transfer not found');
  });

  it("a refusal reports the server's words, or which refusal it was", () => {
    expect(new TransferLoadRefusedError('forbidden', 'Sent to another number').message).toBe('Sent to another number');
    const error = new TransferLoadRefusedError('notFound', null);
    expect(error.message).toBe('the transfer could not be opened (notFound)');
    expect(error.name).toBe('TransferLoadRefusedError');
  });

  it('loadTransfer fails loudly, naming itself, until it is provided', async () => {
    const logic = (ticketTransferAcceptanceMachine.implementations.actors as Record<string, AnyActorLogic>)
      .loadTransfer!;
    const actor = createActor(logic, { input: { transferUuid: WAITING.transferUuid } });
    const settled = toPromise(actor);
    actor.start();
    await expect(settled).rejects.toThrow('loadTransfer not provided');
  });
});
