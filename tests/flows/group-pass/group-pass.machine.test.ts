// The group pass (issue 30): every recorded path on a real actor, held to group-pass.model.ts; then
// examples on the real machine with its real loader, whose call is a fake: the passes and their labels,
// the way back to the event, printing, and a failure that Retry mends.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { groupPassConnect } from '../../../machines/group-pass/group-pass.connect';
import { groupPassMachine } from '../../../machines/group-pass/group-pass.machine';
import type { GroupPassLoad } from '../../../machines/group-pass/group-pass.types';
import { loaderWith } from '../../../src/app/flows/shared/loader';
import { describeGraph } from '../shared/graph-harness';
import { SUB_EVENT_UUID, familyPasses, groupPassModel } from './group-pass.model';

describeGraph(groupPassModel);

/** The group pass whose call answers each time with the next of `answers` (an Error fails it). */
function startGroupPass(...answers: Array<GroupPassLoad | Error>) {
  const asked: unknown[] = [];
  const load = fromPromise<GroupPassLoad, unknown>(async ({ input }) => {
    asked.push(input);
    const answer = answers.shift();
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer left');
    return answer;
  });
  const actor = createActor(groupPassMachine.provide({ actors: { loader: loaderWith(load) } }), {
    input: { subEventUuid: SUB_EVENT_UUID },
  }).start();
  const view = () => groupPassConnect(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, view, asked };
}

describe('group pass: examples through the connect', () => {
  it("asks for the sub-event's registrations and shows a labelled pass per ticket, with the way back", async () => {
    const { actor, view, asked } = startGroupPass(familyPasses);
    await waitFor(actor, (snapshot) => snapshot.hasTag('shown'));
    expect(asked).toEqual([{ subEventUuid: SUB_EVENT_UUID }]);
    expect(view()).toMatchObject({
      screen: 'shown',
      eventTitle: 'Pune Half Marathon',
      lead: 'All 3 tickets you hold for this event, to show together at the desk.',
      eventHref: `/event/${SUB_EVENT_UUID}?from=my-events`,
    });
    expect(view().passes.map((pass) => pass.label)).toEqual([
      'Pass for Asha Verma',
      'Pass for Ravi Verma',
      'Pass for Meera Verma',
    ]);
  });

  it('one ticket reads as one', async () => {
    const { actor, view } = startGroupPass({ ...familyPasses, tickets: familyPasses.tickets.slice(0, 1) });
    await waitFor(actor, (snapshot) => snapshot.hasTag('shown'));
    expect(view().lead).toBe('The ticket you hold for this event.');
  });

  it('prints only while passes are shown', async () => {
    const { actor, view } = startGroupPass(familyPasses);
    const printed: unknown[] = [];
    actor.on('printTickets', (event) => printed.push(event));
    view().print();
    expect(printed).toEqual([]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('shown'));
    view().print();
    expect(printed).toEqual([{ type: 'printTickets' }]);
  });

  it("fails with 'Failed to load your registrations', and Retry loads again; no paid ticket is the empty screen", async () => {
    const { actor, view } = startGroupPass(new Error('offline, nothing kept'), {
      eventTitle: 'Pune Half Marathon',
      tickets: [],
    });
    await waitFor(actor.getSnapshot().children.loader!, (snapshot) => snapshot.hasTag('failed'));
    expect(view()).toMatchObject({ screen: 'failed', errorMessage: 'Failed to load your registrations' });
    view().retry();
    expect(view()).toMatchObject({ screen: 'loading', errorMessage: null });
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'));
    expect(view()).toMatchObject({ screen: 'empty', passes: [], lead: null });
  });
});
