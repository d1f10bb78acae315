// The waitlist card: the machine held to its hand-written SPEC table (waitlist.model.ts) on a real
// actor, every event in every reached state, and the Places field's range.
import { describe, expect, it } from 'vitest';
import { startRig } from '../shared/graph-harness';
import { describeSpecTable } from '../shared/table-replay';
import { SOLD_OUT, WAITLIST_BUDGET, waitlistTable, waitlistTableModel } from './waitlist.model';

describeSpecTable(waitlistTableModel as never, waitlistTable, WAITLIST_BUDGET);

describe('waitlist: the Places field', () => {
  it.each([
    [9, 4],
    [0, 1],
    [-2, 1],
    [3.7, 3],
    [Number.NaN, 1],
  ])('%s typed is %s place(s) (a whole number from 1 to the most one booking may hold)', async (typed, places) => {
    const rig = startRig(waitlistTableModel, waitlistTableModel.inputs!['signed in']!);
    rig.actor.start();
    await rig.drive({ type: 'xstate.done.actor.loadWaitlist', output: SOLD_OUT }, 'sold out');
    await rig.drive({ type: 'PLACES.CHANGE', places: typed }, 'typed');
    expect(rig.actor.getSnapshot().context.places).toBe(places);
    await rig.drive({ type: 'JOIN' }, 'join');
    expect(rig.calls()).toEqual([{ id: 'joinWaitlist', input: { subEventUuid: expect.any(String), places } }]);
  });
});
