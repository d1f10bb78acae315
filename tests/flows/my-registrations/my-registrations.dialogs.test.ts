// 'Your Registrations': which attendee each dialog opens for, and what it does with a pick it cannot
// serve. The recorded paths open every dialog for the first attendee listed; these open them for one
// listed further down, for an attendee without a name, and for someone not on the list at all, on a real
// actor whose dialogs are recorders (tests/flows/shared/graph-harness.ts).
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { myRegistrationsMachine } from '../../../machines/my-registrations/my-registrations.machine';
import type {
  MyRegistrationsContext,
  MyRegistrationsEvent,
} from '../../../machines/my-registrations/my-registrations.types';
import type { MyRegistrations } from '../../../src/domain/my-registrations';
import { startRig } from '../shared/graph-harness';
import { PAID_UUID, SUB_EVENT_UUID, myRegistrationsModel, twoAttendees } from './my-registrations.model';

const MEERA_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c03';
const STRANGER_UUID = '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2cff';
const ASHA = twoAttendees.participants[0]!;

/** Asha's paid ticket first, Meera's paid ticket second, and the event's every window open. */
const ashaThenMeera: MyRegistrations = {
  ...twoAttendees,
  participants: [
    ASHA,
    {
      ...ASHA,
      participantUuid: MEERA_UUID,
      name: 'Meera Iyer',
      email: 'meera@example.in',
      phone: '9123456780',
      category: '21.1K',
      ticketCode: `SL1.${MEERA_UUID}.${SUB_EVENT_UUID}.CCCCCCCCCCCCCCCCCCCCCCCC`,
      transfer: {
        status: 'pending',
        recipientName: 'Kiran Das',
        recipientMobile: '9000000001',
        expiresAt: '2031-02-07T01:00:00.000Z',
      },
    },
  ],
  pendingCount: 0,
  completedCount: 2,
};

async function loadedWith(registrations: MyRegistrations) {
  const rig = startRig(myRegistrationsModel, { subEventUuid: SUB_EVENT_UUID, signedIn: true });
  rig.actor.start();
  await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: registrations }, 'loaded');
  return rig;
}

const dialogCall = (rig: Awaited<ReturnType<typeof loadedWith>>, id: string) =>
  rig.calls().find((call) => call.id === id)?.input;

describe('your registrations: each dialog opens for the attendee picked', () => {
  it("'Change category' on the second attendee names her, her event and her contact details", async () => {
    const rig = await loadedWith({
      ...ashaThenMeera,
      participants: [ASHA, { ...ashaThenMeera.participants[1]!, transfer: null }],
    });
    rig.actor.send({ type: 'CATEGORY.OPEN', participantUuid: MEERA_UUID });
    expect(dialogCall(rig, 'ticketCategoryChange')).toEqual({
      participantUuid: MEERA_UUID,
      attendeeName: 'Meera Iyer',
      eventTitle: 'Pune Riverside 10K',
      prefill: { name: 'Meera Iyer', email: 'meera@example.in', contact: '9123456780' },
    });
  });

  it("'Withdraw transfer' on the second attendee names her and the transfer waiting on her ticket", async () => {
    const rig = await loadedWith(ashaThenMeera);
    rig.actor.send({ type: 'TRANSFER.OPEN', participantUuid: MEERA_UUID });
    expect(dialogCall(rig, 'ticketTransfer')).toEqual({
      participantUuid: MEERA_UUID,
      attendeeName: 'Meera Iyer',
      pending: { recipientName: 'Kiran Das', recipientMobile: '9000000001', expiresAt: '2031-02-07T01:00:00.000Z' },
    });
  });

  it("'Cancel ticket' on the second attendee names her", async () => {
    const rig = await loadedWith({
      ...ashaThenMeera,
      participants: [ASHA, { ...ashaThenMeera.participants[1]!, transfer: null }],
    });
    rig.actor.send({ type: 'CANCEL.OPEN', participantUuid: MEERA_UUID });
    expect(dialogCall(rig, 'ticketCancellation')).toEqual({ participantUuid: MEERA_UUID, attendeeName: 'Meera Iyer' });
  });

  it("an attendee whose name the form did not keep is called 'Attendee' in every dialog", async () => {
    const nameless = { ...twoAttendees, participants: [{ ...ASHA, name: '' }] };
    const byDialog: Array<[MyRegistrationsEvent, string]> = [
      [{ type: 'CANCEL.OPEN', participantUuid: PAID_UUID }, 'ticketCancellation'],
      [{ type: 'TRANSFER.OPEN', participantUuid: PAID_UUID }, 'ticketTransfer'],
      [{ type: 'CATEGORY.OPEN', participantUuid: PAID_UUID }, 'ticketCategoryChange'],
    ];
    for (const [open, id] of byDialog) {
      const rig = await loadedWith(nameless);
      rig.actor.send(open);
      expect(dialogCall(rig, id), id).toMatchObject({ attendeeName: 'Attendee' });
    }
  });

  it('an event the answer did not describe gives the change-category checkout no title', async () => {
    const rig = await loadedWith({ ...twoAttendees, ticketEvent: null });
    rig.actor.send({ type: 'CATEGORY.OPEN', participantUuid: PAID_UUID });
    expect(dialogCall(rig, 'ticketCategoryChange')).toMatchObject({ eventTitle: '' });
  });
});

describe('your registrations: a pick it cannot serve does nothing', () => {
  const picks: MyRegistrationsEvent[] = [
    { type: 'TICKET.OPEN', participantUuid: STRANGER_UUID },
    { type: 'CANCEL.OPEN', participantUuid: STRANGER_UUID },
    { type: 'TRANSFER.OPEN', participantUuid: STRANGER_UUID },
    { type: 'CATEGORY.OPEN', participantUuid: STRANGER_UUID },
  ];

  it.each(picks)('$type for someone not on the list leaves the list as it is', async (pick) => {
    const rig = await loadedWith(twoAttendees);
    rig.actor.send(pick);
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.status).toBe('active');
    expect(snapshot.value).toEqual({ loaded: 'list' });
    expect(rig.calls()).toEqual([]);
  });

  it.each([...picks, { type: 'TICKETS.PRINT_ALL' } as const])(
    '$type on a list restored without its attendees neither opens nor prints anything',
    (pick) => {
      const context: MyRegistrationsContext = {
        subEventUuid: SUB_EVENT_UUID,
        signedIn: true,
        registrations: null,
        errorMessage: null,
        openTicketUuid: null,
        cancellingUuid: null,
        transferringUuid: null,
        changingCategoryUuid: null,
      };
      const snapshot = myRegistrationsMachine.resolveState({ value: { loaded: 'list' }, context });
      const actor = createActor(myRegistrationsMachine, {
        snapshot,
        input: { subEventUuid: SUB_EVENT_UUID, signedIn: true },
      });
      const emitted: unknown[] = [];
      actor.on('*', (event) => void emitted.push(event));
      actor.start();
      actor.send(pick);
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().value).toEqual({ loaded: 'list' });
      expect(emitted).toEqual([]);
      actor.stop();
    },
  );
});

describe('your registrations: wired without its loader', () => {
  it("fails loudly, naming the call, and the panel says 'Failed to load your registrations'", async () => {
    const loader = myRegistrationsMachine.implementations.actors.loadRegistrations as AnyActorLogic;
    const call = createActor(loader, { input: { subEventUuid: SUB_EVENT_UUID } });
    const settled = toPromise(call);
    call.start();
    await expect(settled).rejects.toThrow(new Error('loadRegistrations not provided'));

    const panel = createActor(myRegistrationsMachine, { input: { subEventUuid: SUB_EVENT_UUID, signedIn: true } });
    panel.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(panel.getSnapshot().value).toBe('failed');
    expect(panel.getSnapshot().context.errorMessage).toBe('Failed to load your registrations');
    panel.stop();
  });
});
