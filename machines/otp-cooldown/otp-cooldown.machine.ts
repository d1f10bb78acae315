// SPEC §5 resend cooldown: 30 s between OTP requests, remembered per mobile number and per purpose
// (registration, MPIN reset) in local storage, so a reload or going back a step does not reset it.
// The parent flow invokes it with id 'cooldown', asks with REQUEST and gets COOLDOWN.ALLOWED or
// COOLDOWN.BLOCKED back; after an OTP went out it says STARTED. Storage is provided by src/app.
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { OTP_RESEND_COOLDOWN_SECONDS } from '../../src/domain/constants';

export type OtpPurpose = 'registration' | 'mpin_reset';

export { otpCooldownMessage as cooldownMessage } from '../../src/domain/auth-texts';

export interface OtpCooldownInput {
  purpose: OtpPurpose;
}

export interface OtpCooldownContext {
  purpose: OtpPurpose;
  /** The number the last request or send was for; the cooldown belongs to it. */
  mobile: string | null;
  secondsLeft: number;
}

export type OtpCooldownEvent = { type: 'REQUEST'; mobile: string } | { type: 'STARTED'; mobile: string };

/** What the cooldown answers its parent. */
export type OtpCooldownReply = { type: 'COOLDOWN.ALLOWED' } | { type: 'COOLDOWN.BLOCKED'; secondsLeft: number };

export interface CooldownKey {
  purpose: OtpPurpose;
  mobile: string;
}

export type OtpCooldownTag = 'ready' | 'coolingDown' | 'checking';

export const otpCooldownMachine = setup({
  types: {
    context: {} as OtpCooldownContext,
    events: {} as OtpCooldownEvent,
    input: {} as OtpCooldownInput,
    tags: {} as OtpCooldownTag,
  },
  actors: {
    /** Whole seconds left of a stored cooldown for this number and purpose (0 when none). */
    readCooldown: fromPromise<number, CooldownKey>(async () => {
      throw new Error('readCooldown not provided');
    }),
  },
  actions: {
    /** Stores when the cooldown ends, so it survives reloads and steps. */
    rememberCooldown: (_, _params: CooldownKey & { seconds: number }) => {
      throw new Error('rememberCooldown not provided');
    },
    noteMobile: assign((_, params: { mobile: string }) => ({ mobile: params.mobile })),
    setSecondsLeft: assign((_, params: { secondsLeft: number }) => ({ secondsLeft: params.secondsLeft })),
    restartCountdown: assign({ secondsLeft: OTP_RESEND_COOLDOWN_SECONDS }),
    countDown: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    clearCountdown: assign({ secondsLeft: 0 }),
    allowRequest: sendParent({ type: 'COOLDOWN.ALLOWED' } satisfies OtpCooldownReply),
    refuseRequest: sendParent(({ context }): OtpCooldownReply => ({
      type: 'COOLDOWN.BLOCKED',
      secondsLeft: context.secondsLeft,
    })),
  },
  guards: {
    hasTimeLeft: (_, params: { secondsLeft: number }) => params.secondsLeft > 0,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
    isSameMobile: ({ context }, params: { mobile: string }) => context.mobile === params.mobile,
  },
  delays: { ONE_SECOND: 1000 },
}).createMachine({
  id: 'otpCooldown',
  description:
    "OTP resend cooldown (SPEC §5): 30 s per mobile number and purpose, kept in local storage; a request during it is refused with 'Please wait {n}s before requesting another OTP'.",
  context: ({ input }) => ({ purpose: input.purpose, mobile: null, secondsLeft: 0 }),
  initial: 'ready',
  on: {
    STARTED: {
      target: '.coolingDown',
      reenter: true,
      actions: [
        { type: 'noteMobile', params: ({ event }) => ({ mobile: event.mobile }) },
        {
          type: 'rememberCooldown',
          params: ({ context, event }) => ({
            purpose: context.purpose,
            mobile: event.mobile,
            seconds: OTP_RESEND_COOLDOWN_SECONDS,
          }),
        },
        'restartCountdown',
      ],
    },
  },
  states: {
    ready: {
      description: 'No cooldown is known to be running: a request is checked against storage.',
      tags: ['ready'],
      on: {
        REQUEST: {
          target: 'checking',
          actions: { type: 'noteMobile', params: ({ event }) => ({ mobile: event.mobile }) },
        },
      },
    },
    checking: {
      description: 'Reading the stored cooldown of this number and purpose before answering.',
      tags: ['checking'],
      invoke: {
        id: 'readCooldown',
        src: 'readCooldown',
        input: ({ context }) => ({ purpose: context.purpose, mobile: context.mobile ?? '' }),
        onDone: [
          {
            guard: { type: 'hasTimeLeft', params: ({ event }) => ({ secondsLeft: event.output }) },
            target: 'coolingDown',
            actions: [
              { type: 'setSecondsLeft', params: ({ event }) => ({ secondsLeft: event.output }) },
              'refuseRequest',
            ],
          },
          { target: 'ready', actions: ['clearCountdown', 'allowRequest'] },
        ],
        // Unreadable storage must not lock anyone out; the server enforces the cooldown too.
        onError: { target: 'ready', actions: ['clearCountdown', 'allowRequest'] },
      },
    },
    coolingDown: {
      description: 'Counting down each second; requests for the same number are refused.',
      tags: ['coolingDown'],
      after: {
        ONE_SECOND: [
          { guard: 'isLastSecond', target: 'ready', actions: 'clearCountdown' },
          { target: 'coolingDown', reenter: true, actions: 'countDown' },
        ],
      },
      on: {
        REQUEST: [
          {
            guard: { type: 'isSameMobile', params: ({ event }) => ({ mobile: event.mobile }) },
            actions: 'refuseRequest',
          },
          {
            target: 'checking',
            actions: [{ type: 'noteMobile', params: ({ event }) => ({ mobile: event.mobile }) }, 'clearCountdown'],
          },
        ],
      },
    },
  },
});

export type OtpCooldownMachine = typeof otpCooldownMachine;
