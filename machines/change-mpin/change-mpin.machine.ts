// SPEC §2 Profile 'Change MPIN' modal and §5 Change MPIN: new MPIN and confirmation, submit disabled
// until both are valid; POST /auth/update-mpin. Pure: the call is provided by src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import { sanitizeMpinInput, validateChangeMpinForm } from '../../src/domain/validation';
import { hasNoErrors } from '../../src/domain/validation/text';
import { AUTH_DEFAULTS, AUTH_SUCCESS_TEXTS, failureText, successText } from '../login/auth-outcomes';
import type { NotifyEmitted } from '../login/auth-outcomes';

export type ChangeMpinField = 'newMpin' | 'confirmMpin';

export interface ChangeMpinContext {
  newMpin: string;
  confirmMpin: string;
  touched: Record<ChangeMpinField, boolean>;
}

export type ChangeMpinEvent =
  | { type: 'FIELD.CHANGE'; field: ChangeMpinField; value: string }
  | { type: 'FIELD.BLUR'; field: ChangeMpinField }
  | { type: 'SUBMIT' };

export type ChangeMpinTag = 'editing' | 'busy';

export function changeMpinErrors(context: ChangeMpinContext): Record<ChangeMpinField, string | null> {
  return validateChangeMpinForm({ newMpin: context.newMpin, confirmMpin: context.confirmMpin });
}

export function visibleChangeMpinErrors(context: ChangeMpinContext): Record<ChangeMpinField, string | null> {
  const errors = changeMpinErrors(context);
  return {
    newMpin: context.touched.newMpin ? errors.newMpin : null,
    confirmMpin: context.touched.confirmMpin ? errors.confirmMpin : null,
  };
}

export const changeMpinMachine = setup({
  types: {
    context: {} as ChangeMpinContext,
    events: {} as ChangeMpinEvent,
    emitted: {} as NotifyEmitted,
    tags: {} as ChangeMpinTag,
  },
  actors: {
    /** POST /auth/update-mpin; resolves with the server's message. */
    updateMpin: fromPromise<string | null, { newMpin: string; confirmMpin: string }>(async () => {
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
    notifyUpdated: emit((_, params: { message: string | null }) => ({
      type: 'notify' as const,
      tone: 'success' as const,
      message: successText(params.message, AUTH_SUCCESS_TEXTS.mpinUpdated),
    })),
    notifyFailure: emit((_, params: { error: unknown }) => ({
      type: 'notify' as const,
      tone: 'error' as const,
      message: failureText(params.error, AUTH_DEFAULTS.updateMpin),
    })),
  },
}).createMachine({
  id: 'changeMpin',
  description: 'Change MPIN modal (SPEC §5): a new 4-digit MPIN and its confirmation.',
  context: { newMpin: '', confirmMpin: '', touched: { newMpin: false, confirmMpin: false } },
  initial: 'editing',
  states: {
    editing: {
      description: "Typing; 'Update MPIN' is enabled once both are 4 digits and match.",
      tags: ['editing'],
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
      invoke: {
        id: 'updateMpin',
        src: 'updateMpin',
        input: ({ context }) => ({ newMpin: context.newMpin, confirmMpin: context.confirmMpin }),
        onDone: {
          target: 'updated',
          actions: { type: 'notifyUpdated', params: ({ event }) => ({ message: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    updated: {
      description: "'MPIN updated successfully': the modal closes.",
      type: 'final',
    },
  },
});

export type ChangeMpinMachine = typeof changeMpinMachine;
