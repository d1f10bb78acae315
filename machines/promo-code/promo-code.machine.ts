// A promo code on the order summary (issue 28 item 6, a Startline extension): typed and applied, or
// filled in from a ?promo_code= link and applied at once. The server decides: its quote is applied, its
// refusal shown under the field with its text, and what was typed is kept. Pure: checkPromo is provided
// by src/app.
import { assign, emit, fromPromise, setup } from 'xstate';
import { PROMO_CODE_MAX_LENGTH, PROMO_TEXT } from '../../src/domain/promo-codes';
import { notice } from '../shared/notices';
import {
  PromoRefusedError,
  type AppliedPromo,
  type CheckPromoInput,
  type PromoCodeContext,
  type PromoCodeEmitted,
  type PromoCodeEvent,
  type PromoCodeInput,
  type PromoCodeTag,
} from './promo-code.types';

export const promoCodeMachine = setup({
  types: {
    context: {} as PromoCodeContext,
    events: {} as PromoCodeEvent,
    input: {} as PromoCodeInput,
    emitted: {} as PromoCodeEmitted,
    tags: {} as PromoCodeTag,
  },
  actors: {
    /** POST /orders/promo-code: the discount on the caller's held tickets, or PromoRefusedError. */
    checkPromo: fromPromise<AppliedPromo, CheckPromoInput>(async () => {
      throw new Error('checkPromo not provided');
    }),
  },
  guards: {
    hasLinkedCode: ({ context }) => context.code.trim() !== '',
    isBlank: ({ context }) => context.code.trim() === '',
  },
  actions: {
    storeCode: assign((_, params: { value: string }) => ({
      code: params.value.slice(0, PROMO_CODE_MAX_LENGTH),
      errorMessage: null,
    })),
    storeRequired: assign({ errorMessage: PROMO_TEXT.required }),
    storeApplied: assign((_, params: { applied: AppliedPromo }) => ({
      applied: params.applied,
      code: params.applied.code,
      errorMessage: null,
    })),
    storeRefusal: assign((_, params: { error: unknown }) => ({
      applied: null,
      errorMessage:
        params.error instanceof PromoRefusedError && params.error.reason ? params.error.reason : PROMO_TEXT.checkFailed,
    })),
    forgetApplied: assign({ applied: null, code: '', errorMessage: null }),
    notifyApplied: emit((_, params: { applied: AppliedPromo }) =>
      notice.success(PROMO_TEXT.applied(params.applied.code)),
    ),
  },
}).createMachine({
  id: 'promoCode',
  description: "The order summary's 'Promo code' field and Apply: the server's discount, or its reason for refusing.",
  context: ({ input }) => ({
    subEventUuid: input.subEventUuid,
    code: (input.linkedCode ?? '').slice(0, PROMO_CODE_MAX_LENGTH),
    applied: null,
    errorMessage: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A code from the link is applied at once; otherwise the field waits.',
      meta: { screen: 'Nothing yet: decided at once.' },
      always: [{ guard: 'hasLinkedCode', target: 'checking' }, { target: 'editing' }],
    },
    editing: {
      tags: ['editing'],
      description: "The field and Apply; a refusal's text under it, with what was typed kept.",
      meta: {
        screen: "'Promo code' field and Apply, with the last refusal under it.",
        shows: [
          { role: 'textbox', name: PROMO_TEXT.label },
          { role: 'button', name: PROMO_TEXT.apply },
        ],
      },
      on: {
        'CODE.CHANGE': { actions: { type: 'storeCode', params: ({ event }) => ({ value: event.value }) } },
        APPLY: [{ guard: 'isBlank', actions: 'storeRequired' }, { target: 'checking' }],
      },
    },
    checking: {
      tags: ['checking'],
      description: 'The server checks the code against the event\u2019s codes for the held tickets.',
      meta: { screen: "Apply busy: 'Applying...'.", shows: [{ role: 'button', name: PROMO_TEXT.applying }] },
      invoke: {
        id: 'checkPromo',
        src: 'checkPromo',
        input: ({ context }) => ({ subEventUuid: context.subEventUuid, code: context.code }),
        onDone: {
          target: 'applied',
          actions: [
            { type: 'storeApplied', params: ({ event }) => ({ applied: event.output }) },
            { type: 'notifyApplied', params: ({ event }) => ({ applied: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    applied: {
      tags: ['applied'],
      description: 'The discount is in the breakdown and Pay; Remove takes it off. Fewer tickets: checked again.',
      meta: {
        screen: "The code, its 'Discount (CODE)' line in the breakdown, and Remove.",
        shows: [{ role: 'button', name: PROMO_TEXT.remove }],
      },
      on: {
        REMOVE: { target: 'editing', actions: 'forgetApplied' },
        'TICKETS.CHANGED': { target: 'checking' },
      },
    },
  },
});

export type PromoCodeMachine = typeof promoCodeMachine;
