// Realistic payloads for the auth flows' model events (shared by vitest and Playwright).
import type { AuthSession, User } from '../../../src/api/types';
import { AuthCallError, SignInOtpRequired } from '../../../machines/shared/auth-outcomes';
import { SIGNIN_OTP_TEXTS } from '../../../src/domain/auth-texts';

export const VALID_MOBILE = '9876543210';
export const OTHER_MOBILE = '8123456789';
export const SHORT_MOBILE = '98765';

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    user_uuid: '6f1c2f5e-2d1b-4c4a-9f1e-8d7c6b5a4e3d',
    username: 'asha_v',
    email: 'asha@example.com',
    mobile_number: VALID_MOBILE,
    status: 'active',
    login_type: 'mobile',
    last_login_at: '2026-11-20T10:30:00.000Z',
    is_profile_completed: true,
    is_email_verified: false,
    is_mpin_set: true,
    full_name: 'Asha Verma',
    ...overrides,
  };
}

export function fakeSession(): AuthSession {
  return { token: 'access-token', refresh_token: 'refresh-token', user: fakeUser() };
}

export const SERVER_DOWN = new AuthCallError(undefined, null);
export const REFUSED_WITHOUT_TEXT = new AuthCallError(500, null);
export const INVALID_CREDENTIALS = new AuthCallError(401, 'Invalid credentials');
export const ACCOUNT_LOCKED = new AuthCallError(
  423,
  'Your account is locked after too many incorrect MPIN attempts. Reset your MPIN with Forgot MPIN.',
);
export const WRONG_OTP = new AuthCallError(400, 'Invalid OTP. 4 attempts remaining.');
/** The server holds a new browser at a throttled network and sent an OTP (issue 25 item 6). */
export const SIGNIN_CHALLENGE_ID = 'c2lnbmluLWNoYWxsZW5nZQ';
export const SIGNIN_OTP_REQUIRED = new SignInOtpRequired(SIGNIN_OTP_TEXTS.required, SIGNIN_CHALLENGE_ID);
