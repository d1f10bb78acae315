// SPEC §2 Profile 'Change MPIN' modal and §5 Change MPIN: new MPIN and confirmation, submit disabled
// until they are valid; POST /auth/update-mpin. Beyond the SPEC, the current MPIN is asked too (a
// stolen session cannot change it), and the server ends every other session: the answer's fresh
// tokens keep this one, handed to the session through `sessionRenewed`. Pure: the call is provided by src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import { AUTH_FAILURE_DEFAULTS, AUTH_SUCCESS_TEXTS } from '../../src/domain/auth-texts';
import { sanitizeMpinInput, validateChangeMpinForm, validateMpinStrength } from '../../src/domain/validation';
import { failureText, successText } from '../shared/auth-outcomes';
import { notice, type NotifyEmitted } from '../shared/notices';
import { hasNoErrors } from '../shared/form-fields';
import type { FieldErrors, FieldEvent } from '../shared/form-fields';

/** When the server kept no session for us (an older server): the person signs in again with the new MPIN. */
export const CHANGE_MPIN_SIGN_IN_AGAIN = 'Please sign in again with your new MPIN';

export const CHANGE_MPIN_FIELDS = ['currentMpin', 'newMpin', 'confirmMpin'] as const;
export type ChangeMpinField = (typeof CHANGE_MPIN_FIELDS)[number];

export interface ChangeMpinContext {
  currentMpin: string;
  newMpin: string;
  confirmMpin: string;
  touched: Record<ChangeMpinField, boolean>;
}

export type ChangeMpinEvent = FieldEvent<ChangeMpinField> | { type: 'SUBMIT' };

export type ChangeMpinTag = 'editing' | 'busy';

export interface UpdateMpinInput {
  currentMpin: string;
  newMpin: string;
  confirmMpin: string;
}

/** The server's message and the tokens of this session after every other one was ended. */
export interface UpdateMpinOutput {
  message: string | null;
  tokens: { token: string; refreshToken: string } | null;
}

/** The MPIN changed and the server ended every other session: this one goes on with these tokens. */
export interface SessionRenewedEmitted {
  type: 'sessionRenewed';
  token: string;
  refreshToken: string;
}

export function changeMpinErrors(context: ChangeMpinContext): FieldErrors<ChangeMpinField> {
  return validateChangeMpinForm({
    currentMpin: context.currentMpin,
    newMpin: context.newMpin,
    confirmMpin: context.confirmMpin,
  });
}

/** Shown before the field is left: a too-easy new MPIN, as soon as its four digits are in. */
export function eagerChangeMpinErrors(context: ChangeMpinContext): Partial<FieldErrors<ChangeMpinField>> {
  return { newMpin: validateMpinStrength(context.newMpin) };
}

export const changeMpinMachine = setup({
  types: {
    context: {} as ChangeMpinContext,
    events: {} as ChangeMpinEvent,
    emitted: {} as NotifyEmitted | SessionRenewedEmitted,
    tags: {} as ChangeMpinTag,
    children: {} as { updateMpin: 'updateMpin' },
  },
  actors: {
    /** POST /auth/update-mpin; resolves with the server's message. */
    updateMpin: fromPromise<UpdateMpinOutput, UpdateMpinInput>(async () => {
      throw new Error('updateMpin not provided');
    }),
  },
  guards: {
    isFormValid: ({ context }) => hasNoErrors(changeMpinErrors(context)),
  },
  actions: {
    setField: assign(({ context }, params: { field: ChangeMpinField; value: string }) => ({
      ...context,
      [params.field]: sanitizeMpinInput(params.value),
    })),
    markTouched: assign(({ context }, params: { field: ChangeMpinField }) => ({
      touched: { ...context.touched, [params.field]: true },
    })),
    notifyUpdated: emit((_, params: { message: string | null }) =>
      notice.success(successText(params.message, AUTH_SUCCESS_TEXTS.mpinUpdated)),
    ),
    renewSession: emit((_, params: { tokens: UpdateMpinOutput['tokens'] }) =>
      params.tokens === null
        ? notice.info(CHANGE_MPIN_SIGN_IN_AGAIN)
        : { type: 'sessionRenewed' as const, token: params.tokens.token, refreshToken: params.tokens.refreshToken },
    ),
    notifyFailure: emit((_, params: { error: unknown }) =>
      notice.error(failureText(params.error, AUTH_FAILURE_DEFAULTS.updateMpin)),
    ),
  },
}).createMachine({
  id: 'changeMpin',
  description: 'Change MPIN modal (SPEC §5): the current MPIN, a new 4-digit MPIN and its confirmation.',
  context: {
    currentMpin: '',
    newMpin: '',
    confirmMpin: '',
    touched: { currentMpin: false, newMpin: false, confirmMpin: false },
  },
  initial: 'editing',
  states: {
    editing: {
      description: "Typing; 'Update MPIN' is enabled once all three are 4 digits and the new ones match.",
      tags: ['editing'],
      meta: {
        screen: 'Change MPIN dialog: Current MPIN, New MPIN, Confirm MPIN and Update MPIN.',
        shows: [
          { role: 'dialog', name: 'Change MPIN' },
          { role: 'button', name: 'Update MPIN' },
        ],
      },
      on: {
        'FIELD.CHANGE': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'FIELD.BLUR': { actions: { type: 'markTouched', params: ({ event }) => ({ field: event.field }) } },
        SUBMIT: { guard: 'isFormValid', target: 'updating' },
      },
    },
    updating: {
      description: 'POST /auth/update-mpin.',
      tags: ['busy'],
      meta: { screen: "The dialog, busy: 'Updating...'.", shows: [{ role: 'button', name: 'Updating...' }] },
      invoke: {
        id: 'updateMpin',
        src: 'updateMpin',
        input: ({ context }) => ({
          currentMpin: context.currentMpin,
          newMpin: context.newMpin,
          confirmMpin: context.confirmMpin,
        }),
        onDone: {
          target: 'updated',
          actions: [
            { type: 'renewSession', params: ({ event }) => ({ tokens: event.output.tokens }) },
            { type: 'notifyUpdated', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    updated: {
      description: "'MPIN updated successfully': the modal closes.",
      meta: { screen: 'The dialog closes; the profile stays.' },
      type: 'final',
    },
  },
});

export type ChangeMpinMachine = typeof changeMpinMachine;
