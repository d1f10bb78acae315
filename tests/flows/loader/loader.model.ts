// The shared loader's model (docs/flow-pattern.md 'Lists that load'), written by hand: the flow's
// request goes to its call, a refusal and any other failure show the flow's own texts, Retry calls again,
// and the data is handed back as the output.
import type { AnyMachineSnapshot } from 'xstate';
import { loaderMachine } from '../../../machines/shared/loader.machine';
import type { LoaderMachine } from '../../../machines/shared/loader.machine';
import { LoadRefusedError } from '../../../machines/shared/loader.types';
import type { LoaderContext, LoaderInput } from '../../../machines/shared/loader.types';
import type { FlowModel, StepExpectation } from '../shared/graph-model';

const REQUEST = { page: 1, limit: 10, filterBy: 'Athletic' };
const TEXTS = { refused: 'Failed to fetch events', failed: 'Failed to load events. Please try again.' };
const DATA = [{ uuid: 'e-1' }, { uuid: 'e-2' }];
const loadCall = { id: 'load', input: REQUEST };

export const loaderModel: FlowModel<LoaderMachine, LoaderInput> = {
  flow: 'loader',
  machine: loaderMachine,
  inputs: { "the landing's Running chip": { request: REQUEST, texts: TEXTS } },
  events: [
    { type: 'xstate.done.actor.load', output: DATA },
    { type: 'xstate.error.actor.load', error: new LoadRefusedError('success false') },
    { type: 'xstate.error.actor.load', error: new Error('offline') },
    { type: 'RETRY' },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { failure } = snapshot.context as LoaderContext;
    return { value: snapshot.value, failure };
  },
  promiseActors: ['load'],
  expect: ({ event, before }): StepExpectation => {
    if (before === null) return { calls: [loadCall], context: { failure: null } };
    switch (event.type) {
      case 'xstate.done.actor.load':
        return { context: { data: DATA, failure: null }, output: { data: DATA } };
      case 'xstate.error.actor.load':
        return {
          context: { failure: event.error instanceof LoadRefusedError ? TEXTS.refused : TEXTS.failed },
        };
      case 'RETRY':
        return { calls: [loadCall] };
      default:
        throw new Error(`the loader model has no expectation for ${event.type}`);
    }
  },
};
