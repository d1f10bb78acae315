// Issue 27 item 3, 'Delete account' on /profile (DPDP Act 2023 §12): a dialog asks for the MPIN, then
// POST /auth/delete-account erases the account and ends every session; the screen then ends this
// one and leaves for /. A wrong MPIN keeps the dialog open with the server's text. Pure: the call
// comes from src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import { PRIVACY_TEXTS } from '../../src/domain/privacy';
import { sanitizeMpinInput } from '../../src/domain/validation';
import { failureText, successText } from '../shared/auth-outcomes';
import { ACCOUNT_DELETION_FAILURE, INITIAL_ACCOUNT_DELETION, deletionMpinError } from './account-deletion.types';
import type {
  AccountDeletionContext,
  AccountDeletionEmitted,
  AccountDeletionEvent,
  AccountDeletionTag,
} from './account-deletion.types';

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    emitted: {} as AccountDeletionEmitted,
    tags: {} as AccountDeletionTag,
    children: {} as { deleteAccount: 'deleteAccount' },
  },
  actors: {
    /** POST /auth/delete-account with the MPIN; resolves with the server's message. */
    deleteAccount: fromPromise<{ message: string | null }, { mpin: string }>(async () => {
      throw new Error('deleteAccount not provided');
    }),
  },
  guards: {
    isMpinComplete: ({ context }) => deletionMpinError(context) === null,
  },
  actions: {
    setMpin: assign((_, params: { value: string }) => ({ mpin: sanitizeMpinInput(params.value) })),
    markTouched: assign({ touched: true }),
    startOver: assign(({ context }) => ({ ...INITIAL_ACCOUNT_DELETION, mpinClears: context.mpinClears + 1 })),
    notifyDeleted: emit((_, params: { message: string | null }) => ({
      type: 'notify' as const,
      tone: 'success' as const,
      message: successText(params.message, PRIVACY_TEXTS.deleted),
    })),
    announceDeleted: emit({ type: 'accountDeleted' }),
    notifyFailure: emit((_, params: { error: unknown }) => ({
      type: 'notify' as const,
      tone: 'error' as const,
      message: failureText(params.error, ACCOUNT_DELETION_FAILURE),
    })),
  },
}).createMachine({
  id: 'accountDeletion',
  description: "'Delete account' on /profile: the MPIN is asked, then the account and its personal data are erased.",
  context: INITIAL_ACCOUNT_DELETION,
  initial: 'closed',
  states: {
    closed: {
      description: "The button 'Delete account' waits; no dialog.",
      meta: { screen: "Your Data: 'Delete account'.", shows: [{ role: 'button', name: 'Delete account' }] },
      on: { 'DELETE_ACCOUNT.OPEN': { target: 'confirming', actions: 'startOver' } },
    },
    confirming: {
      description:
        "The dialog says what is deleted and what is kept, and asks for the MPIN; 'Delete my account' is enabled once it has 4 digits.",
      tags: ['open'],
      meta: {
        screen: "The Delete account dialog: what goes and what stays, MPIN, 'Delete my account' and Cancel.",
        shows: [
          { role: 'dialog', name: 'Delete account' },
          { role: 'group', name: 'MPIN' },
          { role: 'button', name: 'Delete my account' },
          { role: 'button', name: 'Cancel' },
        ],
      },
      on: {
        'FIELD.CHANGE': { actions: { type: 'setMpin', params: ({ event }) => ({ value: event.value }) } },
        'FIELD.BLUR': { actions: 'markTouched' },
        SUBMIT: { guard: 'isMpinComplete', target: 'deleting' },
        'DELETE_ACCOUNT.CLOSE': { target: 'closed' },
      },
    },
    deleting: {
      description: 'POST /auth/delete-account with the MPIN.',
      tags: ['open', 'busy'],
      meta: { screen: "The dialog, busy: 'Deleting...'.", shows: [{ role: 'button', name: 'Deleting...' }] },
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ mpin: context.mpin }),
        onDone: {
          target: 'deleted',
          actions: { type: 'notifyDeleted', params: ({ event }) => ({ message: event.output.message }) },
        },
        onError: {
          target: 'confirming',
          actions: ['startOver', { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    deleted: {
      description: 'The account is gone: this session ends and the person is taken to /.',
      meta: { screen: 'Leaves for / signed out, with the toast.' },
      type: 'final',
      entry: 'announceDeleted',
    },
  },
});

export type AccountDeletionMachine = typeof accountDeletionMachine;
