// What the Forgot MPIN modal reads (forgotMpinConnect) in each of its states, written out by hand from
// SPEC §4/§5: which step it shows, what is busy (sending the code, resending it, resetting the MPIN),
// and the events its buttons send. Snapshots are resolved from (state, context).
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { forgotMpinConnect } from '../../../machines/forgot-mpin/forgot-mpin.connect';
import { forgotMpinMachine } from '../../../machines/forgot-mpin/forgot-mpin.machine';
import { initialForgotMpinContext } from '../../../machines/forgot-mpin/forgot-mpin.types';

function faceOf(value: StateValue) {
  const snapshot = forgotMpinMachine.resolveState({ value, context: initialForgotMpinContext({ mobile: '' }) });
  const { step, busy, sending, resetting } = forgotMpinConnect(snapshot, () => {});
  return { step, busy, sending, resetting };
}

describe('forgot MPIN: what the modal reads', () => {
  it.each([
    [{ sendStep: 'editing' }, { step: 'send', busy: false, sending: false, resetting: false }],
    [{ sendStep: 'sending' }, { step: 'send', busy: true, sending: true, resetting: false }],
    [{ resetStep: 'editing' }, { step: 'reset', busy: false, sending: false, resetting: false }],
    [{ resetStep: 'resending' }, { step: 'reset', busy: true, sending: false, resetting: false }],
    [{ resetStep: 'resetting' }, { step: 'reset', busy: true, sending: false, resetting: true }],
  ] as const)('%j', (value, face) => {
    expect(faceOf(value)).toEqual(face);
  });
});
