import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { DeliveredOtp, DeliverOtpInput } from '../../../machines/otp-send/otp-send.types';
import type {
  CompleteProfileInput,
  VerifyMobileOutput,
} from '../../../machines/registration-wizard/registration-wizard.types';
import type { UtmParams } from '../navigation';
import { authCall, messageOf } from './auth-call';

/** The registration wizard's calls. `utmParams` is read per call, so parameters saved later still go. */
export function createRegistrationActors(api: ApiClient, utmParams: () => UtmParams) {
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
      return { message: messageOf(body), userUuid: null };
    }),
    verifyMobile: fromPromise<VerifyMobileOutput, { mobile: string; otp: string }>(async ({ input, signal }) => {
      const body = await authCall(() =>
        api.POST('/auth/verify-mobile-and-get-user', {
          body: { mobile_number: input.mobile, otp_code: input.otp },
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
    }),
    completeProfile: fromPromise<string | null, CompleteProfileInput>(async ({ input, signal }) => {
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
          },
          signal,
        }),
      );
      return messageOf(body);
    }),
  };
}
