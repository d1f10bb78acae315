// The resend cooldown as the person sees it (SPEC §5): 'Resend OTP (available in {n}s)' counting down
// each second. Whether an OTP may go out is decided by otp-send from what local storage remembers; a
// parent flow starts this countdown with COOLDOWN.START once it knows how long is left.
import { assign, setup } from 'xstate';

export { otpCooldownMessage as cooldownMessage } from '../../src/domain/auth-texts';

export type OtpPurpose = 'registration' | 'mpin_reset';

export interface OtpCooldownContext {
  secondsLeft: number;
}

export type OtpCooldownEvent = { type: 'COOLDOWN.START'; secondsLeft: number };

export type OtpCooldownTag = 'ready' | 'coolingDown';

export const otpCooldownMachine = setup({
  types: {
    context: {} as OtpCooldownContext,
    events: {} as OtpCooldownEvent,
    tags: {} as OtpCooldownTag,
  },
  actions: {
    setSecondsLeft: assign((_, params: { secondsLeft: number }) => ({ secondsLeft: params.secondsLeft })),
    countDown: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    clearCountdown: assign({ secondsLeft: 0 }),
  },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: { countdownTick: 1000 },
}).createMachine({
  id: 'otpCooldown',
  description:
    "The resend countdown (SPEC §5): after an OTP went out, or when one was sent less than 30 s ago, 'Resend OTP' shows the seconds left.",
  context: { secondsLeft: 0 },
  initial: 'ready',
  on: {
    'COOLDOWN.START': {
      target: '.coolingDown',
      reenter: true,
      actions: { type: 'setSecondsLeft', params: ({ event }) => ({ secondsLeft: event.secondsLeft }) },
    },
  },
  states: {
    ready: {
      description: "'Resend OTP' with no countdown.",
      meta: { screen: "'Resend OTP' without a countdown.", shows: [{ role: 'button', name: 'Resend OTP' }] },
      tags: ['ready'],
    },
    coolingDown: {
      description: "'Resend OTP (available in {n}s)', one second less each second.",
      meta: { screen: "'Resend OTP' with '(available in {n}s)' beside it, counting down." },
      tags: ['coolingDown'],
      after: {
        countdownTick: [
          { guard: 'isLastSecond', target: 'ready', actions: 'clearCountdown' },
          { target: 'coolingDown', reenter: true, actions: 'countDown' },
        ],
      },
    },
  },
});

export type OtpCooldownMachine = typeof otpCooldownMachine;
