// The person's saved attendees behind 'Fill from a previous attendee' (extension): loaded once, each
// can be forgotten. Pure: the calls are provided by src/app. The attendee form invokes this one as its
// child; its toasts and 'unavailable' are emitted for the composition root, like the form's own.
import { assign, emit, fromPromise, setup } from 'xstate';
import { SAVED_ATTENDEES_TEXT } from '../../src/domain/attendee-form-texts';
import { notice, type NotifyEmitted } from '../shared/notices';
import type { SavedAttendee } from './saved-attendees.types';

export interface SavedAttendeesContext {
  attendees: SavedAttendee[];
  /** The attendee being forgotten. */
  forgetting: string | null;
}

export type SavedAttendeesEvent = { type: 'SAVED.FORGET'; attendeeUuid: string };

/** The list is in (also while one is being forgotten): the control shows it. */
export type SavedAttendeesTag = 'loaded';

export type SavedAttendeesEmitted = NotifyEmitted | { type: 'unavailable'; error: unknown };

const forgetFailureText = (error: unknown) =>
  error instanceof Error && error.message.trim() !== '' ? error.message : SAVED_ATTENDEES_TEXT.forgetFailed;

export const savedAttendeesMachine = setup({
  types: {
    context: {} as SavedAttendeesContext,
    events: {} as SavedAttendeesEvent,
    emitted: {} as SavedAttendeesEmitted,
    tags: {} as SavedAttendeesTag,
    children: {} as { loadSavedAttendees: 'loadSavedAttendees'; forgetSavedAttendee: 'forgetSavedAttendee' },
  },
  actors: {
    /** GET /participant-registration/saved-attendees (extension). */
    loadSavedAttendees: fromPromise<SavedAttendee[]>(async () => {
      throw new Error('loadSavedAttendees not provided');
    }),
    /** DELETE /participant-registration/saved-attendees/{uuid} (extension); a failure carries the server's text. */
    forgetSavedAttendee: fromPromise<void, { attendeeUuid: string }>(async () => {
      throw new Error('forgetSavedAttendee not provided');
    }),
  },
  guards: {
    isSavedAttendee: ({ context }, params: { attendeeUuid: string }) =>
      context.attendees.some((attendee) => attendee.attendeeUuid === params.attendeeUuid),
  },
  actions: {
    storeAttendees: assign((_, params: { output: SavedAttendee[] }) => ({ attendees: params.output })),
    rememberForgetting: assign((_, params: { attendeeUuid: string }) => ({ forgetting: params.attendeeUuid })),
    dropForgotten: assign(({ context }) => ({
      attendees: context.attendees.filter((attendee) => attendee.attendeeUuid !== context.forgetting),
      forgetting: null,
    })),
    clearForgetting: assign({ forgetting: null }),
    notifyForgotten: emit(notice.success(SAVED_ATTENDEES_TEXT.forgotten)),
    notifyForgetFailed: emit((_, params: { error: unknown }) => notice.error(forgetFailureText(params.error))),
    reportUnavailable: emit((_, params: { error: unknown }) => ({ type: 'unavailable' as const, error: params.error })),
  },
}).createMachine({
  id: 'savedAttendees',
  description: "The person's saved attendees: loaded once; each can be forgotten.",
  context: { attendees: [], forgetting: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the saved attendees; the control is hidden meanwhile.',
      meta: { screen: 'No saved-attendee control yet.' },
      invoke: {
        id: 'loadSavedAttendees',
        src: 'loadSavedAttendees',
        onDone: {
          target: 'ready',
          actions: { type: 'storeAttendees', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'reportUnavailable', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      tags: ['loaded'],
      description: 'The control lists the saved attendees (hidden when there are none); each can be forgotten.',
      meta: { screen: "'Fill from a previous attendee' with a Forget button per attendee." },
      on: {
        'SAVED.FORGET': {
          guard: { type: 'isSavedAttendee', params: ({ event }) => ({ attendeeUuid: event.attendeeUuid }) },
          target: 'forgetting',
          actions: { type: 'rememberForgetting', params: ({ event }) => ({ attendeeUuid: event.attendeeUuid }) },
        },
      },
    },
    forgetting: {
      tags: ['loaded'],
      description: 'Forgets one saved attendee; the Forget buttons wait.',
      meta: { screen: 'The saved-attendee control while one is being forgotten.' },
      invoke: {
        id: 'forgetSavedAttendee',
        src: 'forgetSavedAttendee',
        // Entered only through SAVED.FORGET, whose action stored the attendee: the fallback is for TypeScript.
        // Stryker disable next-line StringLiteral: see above.
        input: ({ context }) => ({ attendeeUuid: context.forgetting ?? '' }),
        onDone: { target: 'ready', actions: ['dropForgotten', 'notifyForgotten'] },
        onError: {
          target: 'ready',
          actions: ['clearForgetting', { type: 'notifyForgetFailed', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    unavailable: {
      description: 'Saved attendees could not be loaded: the control stays hidden.',
      meta: { screen: 'No saved-attendee control.' },
    },
  },
});

export type SavedAttendeesMachine = typeof savedAttendeesMachine;
