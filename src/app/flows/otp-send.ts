// otp-send with its storage: the resend cooldown is remembered per purpose and mobile number in local
// storage (SPEC §9), with the account the code was sent for, so a reload or 'Change mobile number'
// does not lose the code a person already has.
import { fromPromise } from 'xstate';
import type { PromiseActorLogic } from 'xstate';
import { otpSendMachine } from '../../../machines/otp-send/otp-send.machine';
import type {
  CooldownKey,
  DeliveredOtp,
  DeliverOtpInput,
  StoredCooldown,
} from '../../../machines/otp-send/otp-send.types';

export function cooldownStorageKey({ purpose, mobile }: CooldownKey): string {
  return `otp_cooldown:${purpose}:${mobile}`;
}

function browserLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

interface RememberedCooldown {
  endsAt: number;
  userUuid: string | null;
}

/** Reads both today's JSON entry and the bare end time earlier builds stored. */
function parseRemembered(raw: string | null): RememberedCooldown | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'number') return { endsAt: parsed, userUuid: null };
    if (typeof parsed === 'object' && parsed !== null) {
      const { endsAt, userUuid } = parsed as Record<string, unknown>;
      if (typeof endsAt === 'number') return { endsAt, userUuid: typeof userUuid === 'string' ? userUuid : null };
    }
  } catch {
    // Unreadable: as if nothing were remembered.
  }
  return null;
}

/**
 * otp-send for one flow: `deliverOtp` is the flow's own call; `storage` and `now` are injectable for
 * tests.
 */
export function createOtpSend(
  deliverOtp: PromiseActorLogic<DeliveredOtp, DeliverOtpInput>,
  storage: Storage | null = browserLocalStorage(),
  now: () => number = () => Date.now(),
) {
  return otpSendMachine.provide({
    actors: {
      deliverOtp,
      readCooldown: fromPromise<StoredCooldown, CooldownKey>(async ({ input }) => {
        const remembered = parseRemembered(storage?.getItem(cooldownStorageKey(input)) ?? null);
        if (!remembered || !Number.isFinite(remembered.endsAt)) return { secondsLeft: 0, userUuid: null };
        const secondsLeft = Math.max(0, Math.ceil((remembered.endsAt - now()) / 1000));
        return { secondsLeft, userUuid: secondsLeft > 0 ? remembered.userUuid : null };
      }),
    },
    actions: {
      rememberCooldown: (_, params) => {
        const entry: RememberedCooldown = { endsAt: now() + params.seconds * 1000, userUuid: params.userUuid };
        try {
          storage?.setItem(cooldownStorageKey(params), JSON.stringify(entry));
        } catch {
          // Not remembered across reloads; the countdown on screen and the server still hold.
        }
      },
    },
  });
}
