// The contract's auth shapes (openapi.yaml, components/schemas), written out because the server may
// import nothing of src but src/domain. fastify-openapi-glue validates requests against the contract
// before a handler runs, and the auth contract tests check every answer field by field through the
// generated client, so a drift between these and openapi.yaml fails a test.

export type UserType = 'participant';
export type ResendOtpType = 'mpin_reset' | 'email_verification';

export interface UserBody {
  user_uuid: string;
  username: string | null;
  email: string | null;
  mobile_number: string;
  status: string;
  login_type: string;
  last_login_at: string | null;
  is_profile_completed: boolean;
  is_email_verified: boolean;
  is_mpin_set: boolean;
  full_name?: string | null;
}

interface Envelope<Data> {
  success: boolean;
  message: string;
  data: Data;
}

export interface MessageResponse {
  success: boolean;
  message: string;
}

/** data.otp_code, present only outside production. */
export interface DevOtpCode {
  otp_code?: string;
}

export interface SigninRequest {
  identifier: string;
  mpin: string;
  login_type: 'mobile';
  user_type: UserType;
  source: 'web';
}
export type SigninResponse = Envelope<{ token: string; refresh_token: string; user: UserBody }>;

export interface RefreshTokenRequest {
  refresh_token: string;
}
export type RefreshTokenResponse = Envelope<{ token: string; refresh_token?: string }>;

export interface StartRegistrationRequest {
  mobile_number: string;
}
export type StartRegistrationResponse = Envelope<{ mobile_number: string; expires_in_seconds: number } & DevOtpCode>;

export interface VerifyMobileRequest {
  mobile_number: string;
  otp_code: string;
}
export type VerifyMobileResponse = Envelope<{
  user_uuid: string;
  is_profile_completed: boolean;
  is_email_verified: boolean;
  is_mpin_set: boolean;
}>;

export interface CompleteProfileRequest {
  user_uuid: string;
  username: string;
  email: string;
  mpin: string;
  confirm_mpin: string;
  user_type: UserType;
  full_name?: string;
}
export type CompleteProfileResponse = Envelope<{ user: UserBody } & DevOtpCode>;

export interface VerifyEmailRequest {
  user_uuid: string;
  otp_code: string;
}
export type UserResponse = Envelope<{ user: UserBody }>;

export interface ForgotMpinRequest {
  mobile_number: string;
  user_type: UserType;
}
export type ForgotMpinResponse = Envelope<{ user_uuid: string } & DevOtpCode>;

export interface ResetMpinRequest {
  user_uuid: string;
  user_type: UserType;
  otp_code: string;
  new_mpin: string;
  confirm_mpin: string;
}

export interface ResendOtpRequest {
  /** The user's user_uuid, under the documented backend's name. */
  user_id: string;
  otp_type: ResendOtpType;
}
export interface ResendOtpResponse extends MessageResponse {
  data?: DevOtpCode;
}

export interface UpdateMpinRequest {
  user_type: UserType;
  new_mpin: string;
  confirm_mpin: string;
}
