import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { ResetMpinCallInput } from '../../../machines/forgot-mpin/forgot-mpin.types';
import type { DeliveredOtp, DeliverOtpInput } from '../../../machines/otp-send/otp-send.types';
import { authCall, messageOf } from './shared/auth-call';

/** The Forgot MPIN modal's calls: forgot-mpin (send), resend-otp 'mpin_reset' (resend) and reset-mpin. */
export function createForgotMpinActors(api: ApiClient) {
  return {
    deliverOtp: fromPromise<DeliveredOtp, DeliverOtpInput>(async ({ input, signal }) => {
      if (input.kind === 'resend' && input.userUuid !== null) {
        const body = await authCall(() =>
          api.POST('/auth/resend-otp', {
            body: {
              user_id: input.userUuid ?? '',
              otp_type: 'mpin_reset',
              ...(input.challengeId ? { challenge_id: input.challengeId } : {}),
            },
            signal,
          }),
        );
        const challengeId = body.data?.challenge_id;
        return { message: messageOf(body), userUuid: input.userUuid, ...(challengeId ? { challengeId } : {}) };
      }
      const body = await authCall(() =>
        api.POST('/auth/forgot-mpin', {
          body: { mobile_number: input.mobile, user_type: 'participant' },
          signal,
        }),
      );
      // Another backend may leave the reference out; the machine then asks to send the OTP again.
      const userUuid = typeof body.data?.user_uuid === 'string' ? body.data.user_uuid : null;
      const challengeId = body.data?.challenge_id;
      return { message: messageOf(body), userUuid, ...(challengeId ? { challengeId } : {}) };
    }),
    resetMpin: fromPromise<string | null, ResetMpinCallInput>(async ({ input, signal }) => {
      const body = await authCall(() =>
        api.POST('/auth/reset-mpin', {
          body: {
            user_uuid: input.userUuid,
            user_type: 'participant',
            otp_code: input.otp,
            ...(input.challengeId ? { challenge_id: input.challengeId } : {}),
            new_mpin: input.newMpin,
            confirm_mpin: input.confirmMpin,
          },
          signal,
        }),
      );
      return messageOf(body);
    }),
  };
}
