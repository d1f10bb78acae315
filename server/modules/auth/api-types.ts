// The contract's auth shapes, taken from the types generated from openapi.yaml (type-only: the server
// imports nothing of the browser app at run time), so a handler that drifts from the contract fails
// the type check, not only the contract tests.
import type { components } from '../../../src/api/schema';

type Schemas = components['schemas'];

export type UserType = Schemas['UserType'];
export type ResendOtpType = Schemas['ResendOtpRequest']['otp_type'];
export type UserBody = Schemas['User'];
export type MessageResponse = Schemas['MessageResponse'];
export type DevOtpCode = Schemas['DevOtpCode'];
export type SigninRequest = Schemas['SigninRequest'];
export type SigninResponse = Schemas['SigninResponse'];
export type RefreshTokenRequest = Schemas['RefreshTokenRequest'];
export type RefreshTokenResponse = Schemas['RefreshTokenResponse'];
export type StartRegistrationRequest = Schemas['StartRegistrationRequest'];
export type StartRegistrationResponse = Schemas['StartRegistrationResponse'];
export type VerifyMobileRequest = Schemas['VerifyMobileRequest'];
export type VerifyMobileResponse = Schemas['VerifyMobileResponse'];
export type CompleteProfileRequest = Schemas['CompleteProfileRequest'];
export type CompleteProfileResponse = Schemas['CompleteProfileResponse'];
export type VerifyEmailRequest = Schemas['VerifyEmailRequest'];
export type UserResponse = Schemas['UserResponse'];
export type ForgotMpinRequest = Schemas['ForgotMpinRequest'];
export type ForgotMpinResponse = Schemas['ForgotMpinResponse'];
export type ResetMpinRequest = Schemas['ResetMpinRequest'];
export type ResendOtpRequest = Schemas['ResendOtpRequest'];
export type ResendOtpResponse = Schemas['ResendOtpResponse'];
export type UpdateMpinRequest = Schemas['UpdateMpinRequest'];
