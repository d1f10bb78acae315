// The promo code's model (issue 28 item 6), written by hand: typed and applied, refused with the
// server's reason (or ours when it could not ask), a blank Apply, Remove, a ticket deleted while a code
// is applied, and a code from a ?promo_code= link applied at once.
import type { AnyMachineSnapshot } from 'xstate';
import { promoCodeMachine, type PromoCodeMachine } from '../../../machines/promo-code/promo-code.machine';
import {
  PromoRefusedError,
  type PromoCodeContext,
  type PromoCodeInput,
} from '../../../machines/promo-code/promo-code.types';
import type { FlowModel, StepExpectation } from '../shared/graph-model';
import { notify } from '../shared/spec-texts';

const SUB_EVENT_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11';
const QUOTE = { code: 'RUN10', discountPaise: 3990 };
const EXPIRED = 'This promo code has expired';

const checkCall = (code: string) => ({ id: 'checkPromo', input: { subEventUuid: SUB_EVENT_UUID, code } });

export const promoCodeModel: FlowModel<PromoCodeMachine, PromoCodeInput> = {
  flow: 'promo-code',
  machine: promoCodeMachine,
  inputs: {
    'typed on the page': { subEventUuid: SUB_EVENT_UUID, linkedCode: null },
    'from a ?promo_code= link': { subEventUuid: SUB_EVENT_UUID, linkedCode: 'run10' },
  },
  events: [
    { type: 'CODE.CHANGE', value: 'run10' },
    { type: 'CODE.CHANGE', value: '  ' },
    { type: 'APPLY' },
    { type: 'REMOVE' },
    { type: 'TICKETS.CHANGED' },
    { type: 'xstate.done.actor.checkPromo', output: QUOTE },
    { type: 'xstate.error.actor.checkPromo', error: new PromoRefusedError(EXPIRED) },
    { type: 'xstate.error.actor.checkPromo', error: new PromoRefusedError(null) },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { code, applied, errorMessage } = snapshot.context as PromoCodeContext;
    return { value: snapshot.value, code, applied: applied !== null, errorMessage };
  },
  promiseActors: ['checkPromo'],
  expect: ({ event, before, input, callsBefore, from }): StepExpectation => {
    if (before === null) {
      return input.linkedCode
        ? { calls: [checkCall('run10')], context: { code: 'run10', applied: null } }
        : { context: { code: '', applied: null, errorMessage: null } };
    }
    const ignored: StepExpectation = { calls: callsBefore };
    switch (from) {
      case 'editing':
        if (event.type === 'CODE.CHANGE') return { context: { code: event.value, errorMessage: null } };
        if (event.type === 'APPLY') {
          // A blank field is not sent: the field says what is missing.
          return before.code.trim() === ''
            ? { context: { errorMessage: 'Enter a promo code' } }
            : { calls: [checkCall(before.code)] };
        }
        return ignored;
      case 'checking':
        if (event.type === 'xstate.done.actor.checkPromo') {
          return {
            emitted: [notify('success', 'Promo code RUN10 applied')],
            context: { applied: QUOTE, code: 'RUN10', errorMessage: null },
          };
        }
        if (event.type === 'xstate.error.actor.checkPromo') {
          // What was typed stays, with the server's reason or ours.
          const reason = (event.error as PromoRefusedError).reason;
          return {
            context: {
              code: before.code,
              applied: null,
              errorMessage: reason ?? 'Could not check the promo code. Please try again.',
            },
          };
        }
        // A second Apply, typing or Remove while it is checked changes nothing.
        return ignored;
      case 'applied':
        if (event.type === 'REMOVE') return { context: { applied: null, code: '', errorMessage: null } };
        if (event.type === 'TICKETS.CHANGED') return { calls: [checkCall(before.code)] };
        return ignored;
      default:
        throw new Error(`the promo-code model has no expectation from ${JSON.stringify(from)}`);
    }
  },
};
