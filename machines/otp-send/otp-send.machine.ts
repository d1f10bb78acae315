// Sending an OTP through the resend cooldown, written once for every flow that sends one (registration
// and forgot MPIN, first sends and resends). The remembered cooldown (SPEC §5, §9: 30 s per mobile
// number and purpose, in local storage) is read first; during it nothing is sent and the parent hears
// how long is left and which account the code already sent belongs to, so the person can still enter
// it. Pure: reading and remembering the cooldown and delivering the OTP are provided by src/app.
import { assign, fromPromise, setup } from 'xstate';
import { OTP_RESEND_COOLDOWN_SECONDS } from '../../src/domain/constants';
import type {
  CooldownKey,
  DeliveredOtp,
  DeliverOtpInput,
  OtpSendContext,
  OtpSendInput,
  OtpSendOutput,
  StoredCooldown,
} from './otp-send.types';

export const otpSendMachine = setup({
  types: {
    context: {} as OtpSendContext,
    input: {} as OtpSendInput,
    output: {} as OtpSendOutput,
  },
  actors: {
    /** What local storage remembers of this number's cooldown for this purpose. */
    readCooldown: fromPromise<StoredCooldown, CooldownKey>(async () => {
      throw new Error('readCooldown not provided');
    }),
    /** The flow's own call: start-registration, forgot-mpin or resend-otp. */
    deliverOtp: fromPromise<DeliveredOtp, DeliverOtpInput>(async () => {
      throw new Error('deliverOtp not provided');
    }),
  },
  guards: {
    isCoolingDown: (_, params: StoredCooldown) => params.secondsLeft > 0,
  },
  actions: {
    /** Remembers when the cooldown ends and whom the code was sent for, across reloads and steps. */
    rememberCooldown: (_, _params: CooldownKey & { seconds: number; userUuid: string | null }) => {
      throw new Error('rememberCooldown not provided');
    },
    settleCoolingDown: assign(({ context }, params: StoredCooldown) => ({
      result: {
        outcome: 'coolingDown' as const,
        secondsLeft: params.secondsLeft,
        userUuid: params.userUuid ?? context.userUuid,
      },
    })),
    settleSent: assign(({ context }, params: DeliveredOtp) => ({
      result: {
        outcome: 'sent' as const,
        message: params.message,
        userUuid: params.userUuid ?? context.userUuid,
        ...(params.challengeId ? { challengeId: params.challengeId } : {}),
      },
    })),
    settleFailed: assign((_, params: { error: unknown }) => ({
      result: { outcome: 'failed' as const, error: params.error },
    })),
  },
}).createMachine({
  id: 'otpSend',
  description:
    "Send an OTP unless this number's resend cooldown is still running (SPEC §5): the parent hears sent, coolingDown (with the seconds left) or failed.",
  context: ({ input }) => ({ ...input, result: null }),
  initial: 'checkingCooldown',
  // Stryker disable next-line ObjectLiteral,StringLiteral: every final state has settled a result first.
  output: ({ context }) => context.result ?? { outcome: 'failed', error: new Error('OTP send ended unsettled') },
  states: {
    checkingCooldown: {
      description: 'Reading the remembered cooldown of this number and purpose.',
      meta: { screen: "The parent's step, busy: 'Sending OTP...' or the resend in progress." },
      invoke: {
        id: 'readCooldown',
        src: 'readCooldown',
        input: ({ context }) => ({ purpose: context.purpose, mobile: context.mobile }),
        onDone: [
          {
            guard: { type: 'isCoolingDown', params: ({ event }) => event.output },
            target: 'coolingDown',
            actions: { type: 'settleCoolingDown', params: ({ event }) => event.output },
          },
          { target: 'delivering' },
        ],
        // Unreadable storage must not lock anyone out; the server enforces the cooldown too.
        onError: { target: 'delivering' },
      },
    },
    delivering: {
      description: "The flow's send call is on its way.",
      meta: { screen: "The parent's step, busy: 'Sending OTP...' or the resend in progress." },
      invoke: {
        id: 'deliverOtp',
        src: 'deliverOtp',
        input: ({ context }) => ({
          kind: context.kind,
          mobile: context.mobile,
          userUuid: context.userUuid,
          ...(context.challengeId ? { challengeId: context.challengeId } : {}),
        }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'settleSent', params: ({ event }) => event.output },
            {
              type: 'rememberCooldown',
              params: ({ context, event }) => ({
                purpose: context.purpose,
                mobile: context.mobile,
                seconds: OTP_RESEND_COOLDOWN_SECONDS,
                userUuid: event.output.userUuid ?? context.userUuid,
              }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'settleFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description: 'The OTP went out; the cooldown starts now.',
      meta: { screen: "The parent shows 'OTP sent successfully' (or resent) and the countdown." },
      type: 'final',
    },
    coolingDown: {
      description: 'Nothing sent: the last OTP for this number is less than 30 s old.',
      meta: { screen: "The parent shows 'Please wait {n}s before requesting another OTP'." },
      type: 'final',
    },
    failed: {
      description: 'The send call failed; the parent shows why.',
      meta: { screen: "The parent shows the failure: the server's text or 'Failed to send OTP'." },
      type: 'final',
    },
  },
});

export type OtpSendMachine = typeof otpSendMachine;
