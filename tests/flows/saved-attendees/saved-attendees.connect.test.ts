// What 'Fill from a previous attendee' reads (savedAttendeesConnect) and what forgetting one says,
// written out by hand: the list only once it is in (hidden while it loads and when it could not load),
// which attendee is being forgotten, 'Saved attendee removed', and on a failure the server's text or
// 'Failed to remove saved attendee' (SPEC §8: the server's error text wins, else the generic one).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, type AnyActorLogic, type StateValue } from 'xstate';
import { savedAttendeesConnect } from '../../../machines/saved-attendees/saved-attendees.connect';
import {
  savedAttendeesMachine,
  type SavedAttendeesContext,
  type SavedAttendeesEvent,
} from '../../../machines/saved-attendees/saved-attendees.machine';
import type { SavedAttendee } from '../../../machines/saved-attendees/saved-attendees.types';
import { SAVED } from '../attendee-form/attendee-form.model';

const MEERA: SavedAttendee = {
  attendeeUuid: '0f3b8c1e-6a2d-4b7e-9c1a-2d3e4f5a6b7d',
  name: 'Meera Iyer',
  email: null,
  phone: '9000000001',
  responses: [{ fieldName: 'mandatory_participant_name', responseText: 'Meera Iyer' }],
  lastUsedAt: '2031-01-02T05:00:00.000Z',
};

function faceOf(value: StateValue, context: SavedAttendeesContext) {
  const sent: SavedAttendeesEvent[] = [];
  const snapshot = savedAttendeesMachine.resolveState({ value, context });
  return { face: savedAttendeesConnect(snapshot, (event) => void sent.push(event)), sent };
}

describe('saved attendees: what the control reads', () => {
  const both = { attendees: [SAVED, MEERA], forgetting: null };

  it.each(['loading', 'unavailable'])('%s: no list to choose from', (value) => {
    expect(faceOf(value, both).face).toMatchObject({ attendees: [], forgetting: null });
  });

  it('once loaded: every saved attendee', () => {
    expect(faceOf('ready', both).face).toMatchObject({ attendees: [SAVED, MEERA], forgetting: null });
  });

  it('while one is being forgotten: the list still shows, with the one going', () => {
    expect(faceOf('forgetting', { ...both, forgetting: MEERA.attendeeUuid }).face).toMatchObject({
      attendees: [SAVED, MEERA],
      forgetting: MEERA.attendeeUuid,
    });
  });

  it('Forget sends which attendee to forget', () => {
    const { face, sent } = faceOf('ready', both);
    face.forget(MEERA.attendeeUuid);
    expect(sent).toEqual([{ type: 'SAVED.FORGET', attendeeUuid: MEERA.attendeeUuid }]);
  });
});

describe('saved attendees: forgetting one', () => {
  async function forgetting(failure?: unknown) {
    const machine = savedAttendeesMachine.provide({
      actors: {
        loadSavedAttendees: fromPromise(async () => [SAVED, MEERA]),
        forgetSavedAttendee: fromPromise<void, { attendeeUuid: string }>(async () => {
          if (failure !== undefined) throw failure;
        }),
      },
    });
    const actor = createActor(machine);
    const heard: unknown[] = [];
    actor.on('*', (event) => void heard.push(event));
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'SAVED.FORGET', attendeeUuid: MEERA.attendeeUuid });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { context: actor.getSnapshot().context, value: actor.getSnapshot().value, heard };
  }

  it("drops that attendee alone and says 'Saved attendee removed'", async () => {
    const { context, value, heard } = await forgetting();
    expect(value).toBe('ready');
    expect(context).toEqual({ attendees: [SAVED], forgetting: null });
    expect(heard).toEqual([{ type: 'notify', tone: 'success', message: 'Saved attendee removed' }]);
  });

  it.each([
    ['an empty reason', new Error('   ')],
    ['something thrown that is not an error', 'offline'],
  ])("with %s says 'Failed to remove saved attendee', and keeps the attendee", async (_, failure) => {
    const { context, heard } = await forgetting(failure);
    expect(context).toEqual({ attendees: [SAVED, MEERA], forgetting: null });
    expect(heard).toEqual([{ type: 'notify', tone: 'error', message: 'Failed to remove saved attendee' }]);
  });

  it("with the server's reason says it", async () => {
    const { heard } = await forgetting(new Error('Resource not found'));
    expect(heard).toEqual([{ type: 'notify', tone: 'error', message: 'Resource not found' }]);
  });

  it.each(['loadSavedAttendees', 'forgetSavedAttendee'] as const)(
    'wired without %s, the control fails loudly, naming the call',
    async (name) => {
      const logic = savedAttendeesMachine.implementations.actors[name] as AnyActorLogic;
      const call = createActor(logic, { input: { attendeeUuid: MEERA.attendeeUuid } });
      const settled = toPromise(call);
      call.start();
      await expect(settled).rejects.toThrow(new Error(`${name} not provided`));
    },
  );
});
