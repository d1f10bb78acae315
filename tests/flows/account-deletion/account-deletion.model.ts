// 'Delete account' on /profile (issue 27 item 3): the dialog, the MPIN, the call and its outcomes.
import type { AnyMachineSnapshot } from 'xstate';
import { accountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import type { AccountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import type { AccountDeletionContext } from '../../../machines/account-deletion/account-deletion.types';
import { AuthCallError } from '../../../machines/shared/auth-outcomes';
import { SERVER_DOWN } from '../shared/auth-fixtures';
import type { FlowModel, StepExpectation } from '../shared/graph-model';
import { SPEC_RULES, failureMessage, notify, successMessage } from '../shared/spec-texts';

/** The texts, written out here rather than read from the machine. */
export const DELETION_TEXT = {
  deleted: 'Your account has been deleted',
  failed: 'Failed to delete your account. Please try again.',
} as const;

export const WRONG_MPIN = new AuthCallError(400, 'Incorrect MPIN');

export const accountDeletionModel: FlowModel<AccountDeletionMachine> = {
  flow: 'account-deletion',
  machine: accountDeletionMachine,
  events: [
    { type: 'DELETE_ACCOUNT.OPEN' },
    { type: 'DELETE_ACCOUNT.CLOSE' },
    { type: 'FIELD.CHANGE', field: 'mpin', value: '4826' },
    { type: 'FIELD.CHANGE', field: 'mpin', value: '48' },
    { type: 'FIELD.BLUR', field: 'mpin' },
    { type: 'SUBMIT' },
    // SPEC §8: the server's own text, when it sends one, is the one shown.
    { type: 'xstate.done.actor.deleteAccount', output: { message: 'Account deleted. Goodbye, Asha.' } },
    { type: 'xstate.done.actor.deleteAccount', output: { message: null } },
    { type: 'xstate.error.actor.deleteAccount', error: WRONG_MPIN },
    { type: 'xstate.error.actor.deleteAccount', error: SERVER_DOWN },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as AccountDeletionContext;
    return { value: snapshot.value, mpinComplete: SPEC_RULES.mpin(context.mpin), touched: context.touched };
  },
  promiseActors: ['deleteAccount'],
  probeEveryEvent: true,
  expect: ({ event, from, before }): StepExpectation => {
    const cleared = (clears: number) => ({ mpin: '', touched: false, mpinClears: clears });
    if (before === null) return { context: cleared(0) };
    switch (event.type) {
      case 'DELETE_ACCOUNT.OPEN':
        // Every opening starts with empty boxes; a dialog already open keeps what was typed.
        return from === 'closed' ? { context: cleared(before.mpinClears + 1) } : { context: { mpin: before.mpin } };
      case 'DELETE_ACCOUNT.CLOSE':
        return { context: { mpin: before.mpin } };
      // The boxes are in the dialog: with it closed there is nothing to type in.
      case 'FIELD.CHANGE':
        return { context: { mpin: from === 'closed' ? before.mpin : event.value } };
      case 'FIELD.BLUR':
        return { context: { touched: from === 'closed' ? before.touched : true } };
      case 'SUBMIT':
        // 'Delete my account' needs the four digits of the MPIN (SPEC §5 MPIN rule).
        return SPEC_RULES.mpin(before.mpin) ? { calls: [{ id: 'deleteAccount', input: { mpin: before.mpin } }] } : {};
      case 'xstate.done.actor.deleteAccount': {
        const output = event.output as { message: string | null };
        return {
          emitted: [
            notify('success', successMessage(output.message, DELETION_TEXT.deleted)),
            { type: 'accountDeleted' },
          ],
        };
      }
      case 'xstate.error.actor.deleteAccount':
        // The dialog stays open with empty boxes and the server's text.
        return {
          emitted: [notify('error', failureMessage(event.error, [DELETION_TEXT.failed, DELETION_TEXT.failed]))],
          context: cleared(before.mpinClears + 1),
        };
      default:
        throw new Error(`the account-deletion model has no expectation for ${event.type}`);
    }
  },
};
