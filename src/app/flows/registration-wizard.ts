import { CONSENT_GIVEN } from '../../../machines/registration-wizard/registration-wizard.types';
import { PRIVACY_POLICY_VERSION } from '../../domain/privacy';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { DeliveredOtp, DeliverOtpInput } from '../../../machines/otp-send/otp-send.types';
import type {
  CompleteProfileInput,
  CompleteProfileOutput,
  VerifyMobileOutput,
} from '../../../machines/registration-wizard/registration-wizard.types';
import { createDeviceTokens, type DeviceTokens } from './login';
import type { UtmParams } from '../navigation';
import { authCall, messageOf } from './shared/auth-call';

/** The registration wizard's calls. `utmParams` is read per call, so parameters saved later still go. */
export function createRegistrationActors(
  api: ApiClient,
  utmParams: () => UtmParams,
  deviceTokens: DeviceTokens = createDeviceTokens(),
) {
  return {
    /** start-registration for sends and resends alike (SPEC §7 has no registration resend). */
    deliverOtp: fromPromise<DeliveredOtp, DeliverOtpInput>(async ({ input, signal }) => {
      const body = await authCall(() =>
        api.POST('/auth/start-registration', {
          params: { query: utmParams() },
          body: { mobile_number: input.mobile },
          signal,
        }),
      );
      const challengeId = body.data.challenge_id;
      return { message: messageOf(body), userUuid: null, ...(challengeId ? { challengeId } : {}) };
    }),
    verifyMobile: fromPromise<VerifyMobileOutput, { mobile: string; otp: string; challengeId?: string }>(
      async ({ input, signal }) => {
        const body = await authCall(() =>
          api.POST('/auth/verify-mobile-and-get-user', {
            body: {
              mobile_number: input.mobile,
              otp_code: input.otp,
              ...(input.challengeId ? { challenge_id: input.challengeId } : {}),
            },
            signal,
          }),
        );
        return {
          userUuid: body.data.user_uuid,
          isProfileCompleted: body.data.is_profile_completed,
          isEmailVerified: body.data.is_email_verified,
          isMpinSet: body.data.is_mpin_set,
          message: messageOf(body),
        };
      },
    ),
    completeProfile: fromPromise<CompleteProfileOutput, CompleteProfileInput>(async ({ input, signal }) => {
      const body = await authCall(() =>
        api.POST('/auth/complete-profile', {
          body: {
            user_uuid: input.userUuid,
            username: input.username,
            email: input.email,
            mpin: input.mpin,
            confirm_mpin: input.confirmMpin,
            user_type: 'participant',
            full_name: input.fullName.trim(),
            // The wizard completes only once the notice's checkbox is ticked (issue 27 item 2).
            ...(input.consent === CONSENT_GIVEN ? { consent_policy_version: PRIVACY_POLICY_VERSION } : {}),
          },
          signal,
        }),
      );
      // This server signs the new account in with its answer (issue 25 item 6); another may not.
      const { token, refresh_token: refreshToken, device_token: deviceToken, user } = body.data;
      if (!token || !refreshToken) return { message: messageOf(body), session: null };
      deviceTokens.remember(user.mobile_number, deviceToken);
      return {
        message: messageOf(body),
        session: { token, refresh_token: refreshToken, user, ...(deviceToken ? { device_token: deviceToken } : {}) },
      };
    }),
  };
}
