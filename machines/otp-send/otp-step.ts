// What a flow that sends an OTP does with each send's outcome, written once for the registration wizard
// and Forgot MPIN: move on to the code when there is one to enter, keep the challenge the send answered,
// start the resend countdown, tell the person (SPEC §8), and start the OTP boxes over after a resend or a
// refused code. The transitions stay in each flow's machine, where Stately's editor reads them; their
// guards and actions come from here, spread into the flow's `setup`.
import { assign, emit, enqueueActions } from 'xstate';
import type { EventObject, MachineContext } from 'xstate';
import type { FailureDefaults } from '../../src/domain/auth-texts';
import { failureText } from '../shared/auth-outcomes';
import { notice } from '../shared/notices';
import type { NotifyEmitted } from '../shared/notices';
import { challengeIdOf, countdownAfter, hasCodeToEnter, otpOutcomeNotice } from './otp-send.types';
import type { OtpNoticeKind, OtpSendKind, OtpSendOutput } from './otp-send.types';

/** What the OTP step keeps in a flow's context, under the same names in every flow. */
export interface OtpStepContext extends MachineContext {
  /** The challenge the last send answered: the code is this browser's, wherever it moves (issue 25 item 5). */
  challengeId: string | null;
  /** Counts the times the OTP boxes started over (a refused code, a resent one); the screen refocuses the first box on each. */
  otpClears: number;
}

export interface OtpStepFlow<TContext extends OtpStepContext> {
  /** The flow's OTP boxes emptied and not yet left. */
  clearOtp: (context: TContext) => Partial<TContext>;
  /** The texts of the flow's resend: start-registration's answer says 'OTP sent' even for a resend. */
  resendNotices: Extract<OtpNoticeKind, 'resend' | 'registrationResend'>;
  /** A reset code is of use only with the account it was sent for (Forgot MPIN); a registration code always is. */
  needsAccount: boolean;
  /** SPEC §8 texts of the flow's own call that takes the code (verify-mobile, reset-mpin). */
  codeRefused: FailureDefaults;
}

/** A send's outcome as its transition passes it: from the first send or a resend, moving on to the code or not. */
export interface OtpOutcomeParams {
  output: OtpSendOutput;
  kind: OtpSendKind;
  movingOn: boolean;
}

// The params of the step's transitions, named once: the otp-send child's answer, and the failed call's error.
type SendDone = { event: { output: OtpSendOutput } };
export const sendOutput = ({ event }: SendDone) => event.output;
/** A first send that leaves a code to enter: the flow moves on to it. */
export const codeToEnter = ({ event }: SendDone): OtpOutcomeParams => ({
  output: event.output,
  kind: 'send',
  movingOn: true,
});
/** A first send that leaves none: the flow stays on the number. */
export const noCodeToEnter = ({ event }: SendDone): OtpOutcomeParams => ({
  output: event.output,
  kind: 'send',
  movingOn: false,
});
export const resent = ({ event }: SendDone): OtpOutcomeParams => ({
  output: event.output,
  kind: 'resend',
  movingOn: false,
});
export const callError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The step's guards and actions for a flow with this context and these events; spread them into its `setup`. */
export function otpStep<TContext extends OtpStepContext, TEvent extends EventObject>(flow: OtpStepFlow<TContext>) {
  const noticesOf = (kind: OtpSendKind): OtpNoticeKind => (kind === 'send' ? 'send' : flow.resendNotices);
  return {
    guards: {
      /** A code just sent, or one sent less than 30 s ago (whose account we know, where that matters), is there to be entered. */
      hasCodeToEnter: (_: unknown, params: OtpSendOutput) => hasCodeToEnter(params, flow.needsAccount),
      wasSent: (_: unknown, params: OtpSendOutput) => params.outcome === 'sent',
    },
    actions: {
      clearOtp: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => flow.clearOtp(context)),
      /** The OTP boxes start over, with focus on the first: after a refused code, and when a new one is on its way. */
      restartOtpEntry: assign<TContext, TEvent, undefined, TEvent, never>(
        ({ context }) => ({ ...flow.clearOtp(context), otpClears: context.otpClears + 1 }) as Partial<TContext>,
      ),
      /**
       * A send that went out or found the cooldown running: keep the challenge it answered (a cooldown keeps
       * the last one), count down what is left of the cooldown, and say what happened.
       */
      takeOtpOutcome: enqueueActions<
        TContext,
        TEvent,
        OtpOutcomeParams,
        TEvent,
        never,
        never,
        never,
        never,
        NotifyEmitted
      >(({ enqueue }, params) => {
        const challengeId = challengeIdOf(params.output);
        if (challengeId !== null) enqueue.assign({ challengeId } as Partial<TContext>);
        const secondsLeft = countdownAfter(params.output);
        if (secondsLeft > 0) enqueue.sendTo('cooldown', { type: 'COOLDOWN.START', secondsLeft });
        enqueue.emit(otpOutcomeNotice(params.output, noticesOf(params.kind), params.movingOn));
      }),
      /** Only what happened: a send that failed, or found a cooldown whose code cannot be used. */
      notifyOtpOutcome: emit<TContext, TEvent, OtpOutcomeParams, TEvent, NotifyEmitted>((_, params) =>
        otpOutcomeNotice(params.output, noticesOf(params.kind), params.movingOn),
      ),
      /** The flow's call that takes the code failed: SPEC §8's text, or the server's. */
      notifyCodeRefused: emit<TContext, TEvent, { error: unknown }, TEvent, NotifyEmitted>((_, params) =>
        notice.error(failureText(params.error, flow.codeRefused)),
      ),
    },
  };
}
