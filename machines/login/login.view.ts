// The login screen's view-model: the machine's snapshot in, what the page shows out.
import type { SnapshotFrom } from 'xstate';
import { visibleErrors } from '../shared/form-fields';
import type { LoginMachine } from './login.machine';
import { loginErrors } from './login.types';

export function loginView(snapshot: SnapshotFrom<LoginMachine>) {
  const { context } = snapshot;
  return {
    mobile: context.mobile,
    mpin: context.mpin,
    mpinVisible: context.mpinVisible,
    mpinClears: context.mpinClears,
    serverError: context.serverError,
    errors: visibleErrors(loginErrors(context), context.touched),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    busy: snapshot.hasTag('busy'),
    forgotMpin: snapshot.children.forgotMpin,
  };
}

export type LoginView = ReturnType<typeof loginView>;
