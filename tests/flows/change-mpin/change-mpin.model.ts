// The Change MPIN modal's model (SPEC §2 Profile, §5 Change MPIN, §8 texts).
import type { AnyMachineSnapshot } from 'xstate';
import { changeMpinMachine } from '../../../machines/change-mpin/change-mpin.machine';
import type { ChangeMpinMachine, UpdateMpinOutput } from '../../../machines/change-mpin/change-mpin.machine';
import { AuthCallError } from '../../../machines/shared/auth-outcomes';
import { REFUSED_WITHOUT_TEXT, SERVER_DOWN } from '../shared/auth-fixtures';
import type { FlowModel, StepExpectation } from '../shared/graph-model';
import {
  SPEC_FAILURE,
  SPEC_RULES,
  SPEC_TEXT,
  failureMessage,
  isAcceptableNewMpin,
  notify,
  successMessage,
} from '../shared/spec-texts';

export const changeMpinModel: FlowModel<ChangeMpinMachine> = {
  flow: 'change-mpin',
  machine: changeMpinMachine,
  events: [
    { type: 'FIELD.CHANGE', field: 'currentMpin', value: '3951' },
    { type: 'FIELD.CHANGE', field: 'currentMpin', value: '4826' },
    { type: 'FIELD.CHANGE', field: 'newMpin', value: '4826' },
    { type: 'FIELD.CHANGE', field: 'newMpin', value: '48' },
    { type: 'FIELD.CHANGE', field: 'newMpin', value: '1234' },
    { type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4826' },
    { type: 'FIELD.CHANGE', field: 'confirmMpin', value: '4821' },
    { type: 'FIELD.BLUR', field: 'newMpin' },
    { type: 'FIELD.BLUR', field: 'confirmMpin' },
    { type: 'SUBMIT' },
    {
      type: 'xstate.done.actor.updateMpin',
      // SPEC §8: the server's own text, when it sends one, is the one shown.
      output: { message: 'Your new MPIN is set', tokens: { token: 'token-b', refreshToken: 'refresh-b' } },
    },
    { type: 'xstate.done.actor.updateMpin', output: { message: null, tokens: null } },
    {
      type: 'xstate.error.actor.updateMpin',
      error: new AuthCallError(400, 'This MPIN is too easy to guess. Choose a less obvious one.'),
    },
    { type: 'xstate.error.actor.updateMpin', error: REFUSED_WITHOUT_TEXT },
    { type: 'xstate.error.actor.updateMpin', error: SERVER_DOWN },
  ],
  project: (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: snapshot.context }),
  promiseActors: ['updateMpin'],
  expect: ({ event, before }): StepExpectation => {
    if (before === null) return { context: { currentMpin: '', newMpin: '', confirmMpin: '' } };
    switch (event.type) {
      case 'FIELD.CHANGE':
        return { context: { [String(event.field)]: event.value } };
      case 'FIELD.BLUR':
        return { context: { touched: { ...before.touched, [String(event.field)]: true } } };
      case 'SUBMIT': {
        // SPEC §5: submit stays disabled until both are 4 digits and match (and the MPIN is not a too-easy one).
        // Beyond the SPEC: the current MPIN too, and a new one that differs from it.
        const valid =
          SPEC_RULES.mpin(before.currentMpin) &&
          isAcceptableNewMpin(before.newMpin) &&
          before.newMpin !== before.currentMpin &&
          SPEC_RULES.mpin(before.confirmMpin) &&
          before.confirmMpin === before.newMpin;
        const input = { currentMpin: before.currentMpin, newMpin: before.newMpin, confirmMpin: before.confirmMpin };
        return valid ? { calls: [{ id: 'updateMpin', input }] } : {};
      }
      case 'xstate.done.actor.updateMpin': {
        const output = event.output as UpdateMpinOutput;
        // The server ended every other session: this one goes on with the answered tokens.
        const renewed = output.tokens
          ? { type: 'sessionRenewed', token: output.tokens.token, refreshToken: output.tokens.refreshToken }
          : notify('info', 'Please sign in again with your new MPIN');
        return { emitted: [renewed, notify('success', successMessage(output.message, SPEC_TEXT.mpinUpdated))] };
      }
      case 'xstate.error.actor.updateMpin':
        return {
          emitted: [notify('error', failureMessage(event.error, SPEC_FAILURE.updateMpin))],
          context: { currentMpin: before.currentMpin, newMpin: before.newMpin, confirmMpin: before.confirmMpin },
        };
      default:
        throw new Error(`the change-mpin model has no expectation for ${event.type}`);
    }
  },
};
