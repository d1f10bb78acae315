// SPEC §2 Profile 'Change MPIN' modal and §5 Change MPIN: new MPIN and confirmation, submit disabled
// until both are valid; POST /auth/update-mpin. Pure: the call is provided by src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import { AUTH_FAILURE_DEFAULTS, AUTH_SUCCESS_TEXTS } from '../../src/domain/auth-texts';
import { sanitizeMpinInput, validateChangeMpinForm, validateMpinStrength } from '../../src/domain/validation';
import { failureText, successText } from '../shared/auth-outcomes';
import type { NotifyEmitted } from '../shared/auth-outcomes';
import { hasNoErrors } from '../shared/form-fields';
import type { FieldErrors, FieldEvent } from '../shared/form-fields';

export const CHANGE_MPIN_FIELDS = ['newMpin', 'confirmMpin'] as const;
export type ChangeMpinField = (typeof CHANGE_MPIN_FIELDS)[number];

export interface ChangeMpinContext {
  newMpin: string;
  confirmMpin: string;
  touched: Record<ChangeMpinField, boolean>;
}

export type ChangeMpinEvent = FieldEvent<ChangeMpinField> | { type: 'SUBMIT' };

export type ChangeMpinTag = 'editing' | 'busy';

export function changeMpinErrors(context: ChangeMpinContext): FieldErrors<ChangeMpinField> {
  return validateChangeMpinForm({ newMpin: context.newMpin, confirmMpin: context.confirmMpin });
}

/** Shown before the field is left: a too-easy new MPIN, as soon as its four digits are in. */
export function eagerChangeMpinErrors(context: ChangeMpinContext): Partial<FieldErrors<ChangeMpinField>> {
  return { newMpin: validateMpinStrength(context.newMpin) };
}

export const changeMpinMachine = setup({
  types: {
    context: {} as ChangeMpinContext,
    events: {} as ChangeMpinEvent,
    emitted: {} as NotifyEmitted,
    tags: {} as ChangeMpinTag,
    children: {} as { updateMpin: 'updateMpin' },
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
      message: failureText(params.error, AUTH_FAILURE_DEFAULTS.updateMpin),
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
      meta: {
        screen: 'Change MPIN dialog: New MPIN, Confirm MPIN and Update MPIN.',
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
      meta: { screen: 'The dialog closes; the profile stays.' },
      type: 'final',
    },
  },
});

export type ChangeMpinMachine = typeof changeMpinMachine;
