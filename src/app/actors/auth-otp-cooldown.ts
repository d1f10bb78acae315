import { fromPromise } from 'xstate';
import { otpCooldownMachine } from '../../../machines/otp-cooldown/otp-cooldown.machine';
import type { CooldownKey } from '../../../machines/otp-cooldown/otp-cooldown.machine';

/** SPEC §9: one local storage entry per purpose and mobile number, holding when the cooldown ends. */
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

/** The cooldown machine with its storage: `now` and `storage` are injectable for tests. */
export function createOtpCooldown(
  storage: Storage | null = browserLocalStorage(),
  now: () => number = () => Date.now(),
) {
  return otpCooldownMachine.provide({
    actors: {
      readCooldown: fromPromise<number, CooldownKey>(async ({ input }) => {
        const endsAt = Number(storage?.getItem(cooldownStorageKey(input)) ?? 0);
        if (!Number.isFinite(endsAt)) return 0;
        return Math.max(0, Math.ceil((endsAt - now()) / 1000));
      }),
    },
    actions: {
      rememberCooldown: (_, params) => {
        try {
          storage?.setItem(cooldownStorageKey(params), String(now() + params.seconds * 1000));
        } catch {
          // Not remembered across reloads; the countdown on screen and the server still hold.
        }
      },
    },
  });
}
