import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { SignInInput, SignInOutput } from '../../../machines/login/login.types';
import { SignInOtpRequired } from '../../../machines/shared/auth-outcomes';
import { serverErrorText } from '../../domain/http-errors';
import { authCall, messageOf } from './shared/auth-call';

// Device tokens (issue 25 item 6; docs/security.md): the server answers one on every sign-in, and this
// browser sends it back when it signs in to that account again, so other people's failed sign-ins
// behind the same network never hold it up. Kept per mobile number in local storage (the API is
// called without cookies, SPEC §7).
export const deviceTokenStorageKey = (mobile: string) => `device_token:${mobile}`;

function browserLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface DeviceTokens {
  read(mobile: string): string | null;
  remember(mobile: string, token: string | undefined): void;
}

export function createDeviceTokens(storage: Storage | null = browserLocalStorage()): DeviceTokens {
  return {
    read(mobile) {
      try {
        return storage?.getItem(deviceTokenStorageKey(mobile)) ?? null;
      } catch {
        return null;
      }
    },
    remember(mobile, token) {
      if (!token) return;
      try {
        storage?.setItem(deviceTokenStorageKey(mobile), token);
      } catch {
        // Not remembered: the next sign-in counts against the network, as any new browser's.
      }
    },
  };
}

/** The 429 that opens the sign-in OTP step carries the challenge in `data` (openapi.yaml, signin). */
function otpStepOf(error: unknown): { challengeId: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const { otp_required: required, challenge_id: challengeId } = data as Record<string, unknown>;
  return required === true && typeof challengeId === 'string' ? { challengeId } : null;
}

/**
 * POST /auth/signin with SPEC §7's payload, plus this browser's device token for the account and, in
 * the OTP step, the code and its challenge id (extensions); used by login and by the wizard's fallback.
 */
export function createSignIn(api: ApiClient, deviceTokens: DeviceTokens = createDeviceTokens()) {
  return fromPromise<SignInOutput, SignInInput>(async ({ input, signal }) => {
    const deviceToken = deviceTokens.read(input.mobile);
    let otpStep: { challengeId: string; message: string | null } | null = null;
    const body = await authCall(async () => {
      const result = await api.POST('/auth/signin', {
        body: {
          identifier: input.mobile,
          mpin: input.mpin,
          login_type: 'mobile',
          user_type: 'participant',
          source: 'web',
          ...(deviceToken ? { device_token: deviceToken } : {}),
          ...(input.otp && input.challengeId ? { otp_code: input.otp, challenge_id: input.challengeId } : {}),
        },
        signal,
      });
      const step = result.response.status === 429 ? otpStepOf(result.error) : null;
      if (step) otpStep = { ...step, message: serverErrorText(result.error) };
      return result;
    }).catch((error: unknown) => {
      throw otpStep ? new SignInOtpRequired(otpStep.message, otpStep.challengeId) : error;
    });
    deviceTokens.remember(input.mobile, body.data.device_token);
    return { session: body.data, message: messageOf(body) };
  });
}
