// Load once, and on failure offer Retry: the shape every list or document that loads shares (My Events,
// My Orders' pages, the landing's events, its carousel section and its banners, the events listing, the
// invoice, the order summary). A flow invokes it as its child `loader`, provides the
// real `load` (src/app), and takes the data from `onDone`; what counts as empty, and what the screen
// shows with the data, stays the flow's own. The screen reads the tags: 'loading', then 'failed'.
import { assign, fromPromise, setup } from 'xstate';
import { LoadRefusedError } from './loader.types';
import type { LoaderContext, LoaderEvent, LoaderInput, LoaderOutput, LoaderTag } from './loader.types';

export const loaderMachine = setup({
  types: {
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
    input: {} as LoaderInput,
    output: {} as LoaderOutput,
    tags: {} as LoaderTag,
  },
  actors: {
    /** The flow's call: resolves with its data; throws LoadRefusedError when the server said no. */
    load: fromPromise<unknown, unknown>(async () => {
      throw new Error('load not provided');
    }),
  },
  guards: {
    wasRefused: (_, params: { error: unknown }) => params.error instanceof LoadRefusedError,
  },
  actions: {
    storeData: assign((_, params: { data: unknown }) => ({ data: params.data, failure: null })),
    storeRefusal: assign(({ context }) => ({ failure: context.texts.refused })),
    storeFailure: assign(({ context }) => ({ failure: context.texts.failed })),
  },
}).createMachine({
  id: 'loader',
  description:
    "Loads a flow's data once; a failure shows the flow's text and Retry, which loads again. Done with the data.",
  context: ({ input }) => ({ request: input.request, texts: input.texts, data: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The call is out.',
      tags: ['loading'],
      meta: { screen: "The flow's loading indicator." },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: LoaderContext }) => context.request,
        onDone: { target: 'loaded', actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) } },
        onError: [
          {
            guard: { type: 'wasRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: 'storeRefusal',
          },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    failed: {
      description: "The call failed: the flow's failure text, and Retry.",
      tags: ['failed'],
      meta: { screen: "The flow's failure text and its retry button." },
      on: { RETRY: { target: 'loading' } },
    },
    loaded: {
      description: 'The data is in: the flow takes it from here.',
      meta: { screen: 'What the flow shows with the data.' },
      type: 'final',
    },
  },
  output: ({ context }) => ({ data: context.data }),
});

export type LoaderMachine = typeof loaderMachine;
