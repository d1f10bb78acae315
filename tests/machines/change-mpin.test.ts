// Change MPIN modal: graph-generated paths on a real actor (tests/machines/graph-harness.ts),
// plus SPEC §5 examples.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { changeMpinMachine } from '../../machines/change-mpin/change-mpin.machine';
import { AuthCallError } from '../../machines/login/auth-outcomes';
import { runPathOnActor } from './graph-harness';
import { createGraphModel, reachedStates, statesWithoutDescription, uncoveredTransitions } from './graph-model';
import type { ModelEvent } from './graph-model';

const events: ModelEvent[] = [
  { type: 'FIELD.CHANGE', field: 'newMpin', value: '4826' },
  { type: 'FIELD.CHANGE', field: 'newMpin', value: '48' },
  { type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4826' },
  { type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4821' },
  { type: 'FIELD.BLUR', field: 'newMpin' },
  { type: 'FIELD.BLUR', field: 'confirmMpin' },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.updateMpin', output: 'MPIN updated successfully' },
  { type: 'xstate.done.actor.updateMpin', output: null },
  { type: 'xstate.error.actor.updateMpin', error: new AuthCallError(400, 'This MPIN is too easy to guess.') },
  { type: 'xstate.error.actor.updateMpin', error: new AuthCallError(500, null) },
];

const project = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: snapshot.context });
const model = createGraphModel(changeMpinMachine, events, project);
const paths = model.getShortestPaths();

describe('change MPIN machine: graph', () => {
  it('reaches every state', () => {
    expect([...reachedStates(paths)].sort()).toEqual(['"editing"', '"updated"', '"updating"']);
  });

  it('takes every declared transition', () => {
    expect(uncoveredTransitions(changeMpinMachine, paths)).toEqual([]);
  });

  it('describes every state', () => {
    expect(statesWithoutDescription(changeMpinMachine)).toEqual([]);
  });
});

describe('change MPIN machine: every generated path on a real actor', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await runPathOnActor({ machine: changeMpinMachine, path, project, promiseActors: ['updateMpin'] });
  });
});

describe('change MPIN machine: SPEC §5 examples', () => {
  function start(updateMpin = fromPromise<string | null, { newMpin: string; confirmMpin: string }>(async () => null)) {
    const actor = createActor(changeMpinMachine.provide({ actors: { updateMpin } }));
    const notices: unknown[] = [];
    actor.on('notify', (event) => void notices.push(event));
    actor.start();
    return { actor, notices };
  }

  it('keeps submit disabled until both MPINs are 4 digits and match', () => {
    const { actor } = start();
    const canSubmit = () => actor.getSnapshot().can({ type: 'SUBMIT' });
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'newMpin', value: '4826' });
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4821' });
    expect(canSubmit()).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4826' });
    expect(canSubmit()).toBe(true);
  });

  it('strips non-digits and stops at 4 digits', () => {
    const { actor } = start();
    actor.send({ type: 'FIELD.CHANGE', field: 'newMpin', value: '4a8-2 6 9' });
    expect(actor.getSnapshot().context.newMpin).toBe('4826');
  });

  it("says 'MPIN updated successfully' and finishes", async () => {
    const { actor, notices } = start(
      fromPromise<string | null, { newMpin: string; confirmMpin: string }>(async () => null),
    );
    actor.send({ type: 'FIELD.CHANGE', field: 'newMpin', value: '4826' });
    actor.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4826' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('done');
    expect(notices).toEqual([{ type: 'notify', tone: 'success', message: 'MPIN updated successfully' }]);
  });

  it("shows the server's message, else 'Failed to update MPIN', and keeps what was typed", async () => {
    const { actor, notices } = start(
      fromPromise<string | null, { newMpin: string; confirmMpin: string }>(async () => {
        throw new AuthCallError(500, null);
      }),
    );
    actor.send({ type: 'FIELD.CHANGE', field: 'newMpin', value: '4826' });
    actor.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4826' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notices).toEqual([{ type: 'notify', tone: 'error', message: 'Failed to update MPIN' }]);
    expect(actor.getSnapshot().context).toMatchObject({ newMpin: '4826', confirmMpin: '4826' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
