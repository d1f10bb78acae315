// The group pass (issue 30): every held ticket of one event with its QR, on one screen. Pure: the
// shared loader's `load` (the person's registrations for the sub-event) is provided by src/app.
import { assign, emit, sendTo, setup } from 'xstate';
import { GROUP_PASS_TEXT } from '../../src/domain/group-pass';
import { loaderMachine } from '../shared/loader.machine';
import type { LoaderOutput } from '../shared/loader.types';
import { groupPassLoad, passesOf } from './group-pass.types';
import type {
  GroupPassContext,
  GroupPassEmitted,
  GroupPassEvent,
  GroupPassInput,
  GroupPassTag,
} from './group-pass.types';

export const groupPassMachine = setup({
  types: {
    context: {} as GroupPassContext,
    events: {} as GroupPassEvent,
    input: {} as GroupPassInput,
    emitted: {} as GroupPassEmitted,
    tags: {} as GroupPassTag,
    children: {} as { loader: 'loader' },
  },
  actors: {
    /** GET my-registrations of the sub-event, read into e-tickets, with Retry on failure. */
    loader: loaderMachine,
  },
  guards: {
    hasNoTickets: (_, params: { output: LoaderOutput }) => passesOf(params.output).tickets.length === 0,
  },
  actions: {
    storePasses: assign((_, params: { output: LoaderOutput }) => {
      const { eventTitle, tickets } = passesOf(params.output);
      return { eventTitle, tickets };
    }),
    retryLoading: sendTo('loader', { type: 'RETRY' }),
    printPasses: emit({ type: 'printTickets' as const }),
  },
}).createMachine({
  id: 'groupPass',
  description: 'Every paid ticket the person holds for one event, each with its QR code, on one screen.',
  context: ({ input }) => ({ subEventUuid: input.subEventUuid, eventTitle: null, tickets: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: "The loader asks for the person's registrations; if that fails, the text and Retry.",
      meta: { screen: "'Loading your passes...', or 'Failed to load your registrations' and Retry." },
      invoke: {
        id: 'loader',
        src: 'loader',
        input: ({ context }) => groupPassLoad(context.subEventUuid),
        onDone: [
          {
            guard: { type: 'hasNoTickets', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: { type: 'storePasses', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'shown', actions: { type: 'storePasses', params: ({ event }) => ({ output: event.output }) } },
        ],
      },
      on: { RETRY: { actions: 'retryLoading' } },
    },
    shown: {
      description:
        'A pass per ticket: the attendee, category, event, venue, time and QR code. Print puts each on its own page.',
      tags: ['shown'],
      on: { 'TICKETS.PRINT': { actions: 'printPasses' } },
      meta: {
        screen: "'Group pass', the event, and a pass with its QR code per ticket.",
        shows: [
          { role: 'heading', name: GROUP_PASS_TEXT.title },
          { role: 'button', name: GROUP_PASS_TEXT.print },
        ],
      },
    },
    empty: {
      description: 'No paid ticket for this event yet: nothing to show at the desk.',
      tags: ['empty'],
      meta: {
        screen: "'No passes yet' and the way back to the event.",
        shows: [
          { role: 'heading', name: GROUP_PASS_TEXT.empty },
          { role: 'link', name: GROUP_PASS_TEXT.back },
        ],
      },
    },
  },
});

export type GroupPassMachine = typeof groupPassMachine;
