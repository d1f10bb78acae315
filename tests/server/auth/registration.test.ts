// The registration wizard through the generated client: start, verify mobile, complete profile; the
// three account flags (docs/architecture.md, Account flags); what complete-profile refuses; the
// documented backend's verify-email step.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WEAK_MPIN_MESSAGE } from '../../../src/domain/validation/weak-mpin';
import { verifyAccessToken } from '../../../server/modules/auth/tokens';
import type { TestServer } from '../../support/server';
import {
  MINUTE,
  SECOND,
  STRONG_MPIN,
  authState,
  createAuthTestServer,
  freshMobile,
  freshUsername,
  registerUser,
  signIn,
  startRegistration,
  verifyMobile,
  withUnverifiedEmail,
} from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createAuthTestServer();
});

afterAll(async () => {
  await server?.close();
});

function completeProfile(body: {
  user_uuid: string;
  username: string;
  email: string;
  mpin: string;
  confirm_mpin: string;
  full_name?: string;
}) {
  return server.client.POST('/auth/complete-profile', { body: { ...body, user_type: 'participant' } });
}

describe('the registration wizard', () => {
  test('registers a new number end to end and signs in with the new MPIN', async () => {
    const mobileNumber = freshMobile();

    const started = await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
    expect(started.response.status).toBe(200);
    expect(started.data?.success).toBe(true);
    expect(started.data?.message).toBe('OTP sent successfully');
    expect(started.data?.data.mobile_number).toBe(mobileNumber);
    expect(started.data?.data.expires_in_seconds).toBe(600);
    const mobileOtp = started.data?.data.otp_code ?? '';
    expect(mobileOtp).toMatch(/^\d{6}$/);

    const pending = await authState(server, mobileNumber);
    expect(pending.user?.status).toBe('pending');
    expect(pending.user?.isProfileCompleted).toBe(false);
    // Stored as a keyed hash, never in clear.
    expect(pending.otps).toHaveLength(1);
    expect(pending.otps[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending.otps[0]?.codeHash).not.toContain(mobileOtp);
    expect(pending.otps[0]?.expiresAt.getTime()).toBe(server.clock.now().getTime() + 10 * MINUTE);

    const verified = await server.client.POST('/auth/verify-mobile-and-get-user', {
      body: { mobile_number: mobileNumber, otp_code: mobileOtp },
    });
    expect(verified.response.status).toBe(200);
    expect(verified.data).toEqual({
      success: true,
      message: 'Mobile number verified successfully',
      data: {
        user_uuid: pending.user?.userUuid,
        is_profile_completed: false,
        is_email_verified: false,
        is_mpin_set: false,
      },
    });
    expect((await authState(server, mobileNumber)).user?.mobileVerifiedAt).toEqual(server.clock.now());

    const username = freshUsername('Asha');
    const completed = await completeProfile({
      user_uuid: pending.user?.userUuid ?? '',
      username,
      email: 'asha.runner@example.in',
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
      full_name: 'Asha Runner',
    });
    expect(completed.response.status).toBe(200);
    expect(completed.data?.success).toBe(true);
    expect(completed.data?.message).toBe('Profile completed successfully');
    // No email step on Startline: the answer carries the user and the new account's session (issue 25
    // item 6: the wizard's automatic sign-in needs no sign-in call), no email code.
    expect(Object.keys(completed.data?.data ?? {})).toEqual(['user', 'token', 'refresh_token', 'device_token']);
    const claims = await verifyAccessToken(server.config, completed.data?.data.token ?? '', server.clock.now());
    expect(claims?.userUuid).toBe(pending.user?.userUuid);
    expect(completed.data?.data.user).toEqual({
      user_uuid: pending.user?.userUuid,
      username,
      email: 'asha.runner@example.in',
      mobile_number: mobileNumber,
      status: 'active',
      login_type: 'mobile',
      last_login_at: null,
      is_profile_completed: true,
      is_email_verified: true,
      is_mpin_set: true,
      full_name: 'Asha Runner',
      language: 'en',
    });

    const stored = await authState(server, mobileNumber);
    expect(stored.user?.mpinHash).toMatch(/^scrypt\$/);
    expect(stored.user?.mpinHash).not.toContain(STRONG_MPIN);
    // The mobile verification is spent by the completion.
    expect(stored.user?.mobileVerifiedAt).toBeNull();
    expect(stored.otps.map((row) => row.purpose)).toEqual(['registration']);

    const signedIn = await signIn(server, mobileNumber, STRONG_MPIN);
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data?.data.user.user_uuid).toBe(pending.user?.userUuid);
  });

  test('recognises a returning number: all three flags false when new, all three true once completed', async () => {
    // SPEC §4: the wizard says 'Profile already exists. Please login to continue.' only when all
    // three are set, so an account completed here must answer all three true.
    const mobileNumber = freshMobile();
    const firstOtp = await startRegistration(server, mobileNumber);
    const first = await server.client.POST('/auth/verify-mobile-and-get-user', {
      body: { mobile_number: mobileNumber, otp_code: firstOtp },
    });
    const userUuid = first.data?.data.user_uuid ?? '';
    expect(first.data?.data).toEqual({
      user_uuid: userUuid,
      is_profile_completed: false,
      is_email_verified: false,
      is_mpin_set: false,
    });
    const completed = await completeProfile({
      user_uuid: userUuid,
      username: freshUsername('Ravi'),
      email: 'ravi.returns@example.in',
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
    });
    expect(completed.response.status).toBe(200);

    // Past the resend cooldown of the first registration code. start-registration still sends a code
    // to a completed account: the wizard needs it to learn that the profile exists.
    server.clock.advance(31 * SECOND);
    const again = await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
    expect(again.response.status).toBe(200);
    expect(again.data?.message).toBe('OTP sent successfully');
    const secondOtp = again.data?.data.otp_code ?? '';
    expect(secondOtp).toMatch(/^\d{6}$/);
    const second = await server.client.POST('/auth/verify-mobile-and-get-user', {
      body: { mobile_number: mobileNumber, otp_code: secondOtp },
    });
    expect(second.response.status).toBe(200);
    expect(second.data?.data).toEqual({
      user_uuid: userUuid,
      is_profile_completed: true,
      is_email_verified: true,
      is_mpin_set: true,
    });
  });

  test('a completed profile cannot be completed again, even right after a mobile verification', async () => {
    const user = await registerUser(server);
    server.clock.advance(31 * SECOND);
    await verifyMobile(server, user.mobileNumber);
    const before = await authState(server, user.mobileNumber);
    const { response, error } = await completeProfile({
      user_uuid: user.userUuid,
      username: freshUsername(),
      email: 'someone.else@example.in',
      mpin: '9157',
      confirm_mpin: '9157',
    });
    expect(response.status).toBe(409);
    expect(error?.message).toBe('Profile is already completed. Please login to continue.');
    expect((await authState(server, user.mobileNumber)).user).toEqual(before.user);
  });

  test('keeps the utm_* parameters of the visit that started the registration', async () => {
    const mobileNumber = freshMobile();
    const { response } = await server.client.POST('/auth/start-registration', {
      params: { query: { utm_source: 'instagram', utm_campaign: 'monsoon_run' } },
      body: { mobile_number: mobileNumber },
    });
    expect(response.status).toBe(200);
    expect((await authState(server, mobileNumber)).user?.signupUtm).toEqual({
      utm_source: 'instagram',
      utm_campaign: 'monsoon_run',
    });
  });
});

describe('complete-profile needs a fresh mobile verification', () => {
  test('refuses a user_uuid whose mobile number was never verified', async () => {
    const mobileNumber = freshMobile();
    await startRegistration(server, mobileNumber);
    const before = await authState(server, mobileNumber);
    const { response, error } = await completeProfile({
      user_uuid: before.user?.userUuid ?? '',
      username: freshUsername(),
      email: 'intruder@example.in',
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
    });
    expect(response.status).toBe(403);
    expect(error?.message).toBe('Please verify your mobile number with the OTP before completing your profile.');
    expect(await authState(server, mobileNumber)).toEqual(before);
  });

  test('refuses a verification older than 15 minutes and accepts one just inside', async () => {
    const late = freshMobile();
    const lateUuid = await verifyMobile(server, late);
    const onTime = freshMobile();
    const onTimeUuid = await verifyMobile(server, onTime);
    server.clock.advance(15 * MINUTE + 1000);
    const refused = await completeProfile({
      user_uuid: lateUuid,
      username: freshUsername(),
      email: 'late@example.in',
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
    });
    expect(refused.response.status).toBe(403);
    expect((await authState(server, late)).user?.isProfileCompleted).toBe(false);

    const again = await verifyMobile(server, onTime);
    expect(again).toBe(onTimeUuid);
    server.clock.advance(14 * MINUTE);
    const accepted = await completeProfile({
      user_uuid: onTimeUuid,
      username: freshUsername(),
      email: 'ontime@example.in',
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
    });
    expect(accepted.response.status).toBe(200);
  });

  test('answers 404 for an unknown user_uuid', async () => {
    const { response, error } = await completeProfile({
      user_uuid: '00000000-0000-4000-8000-000000000000',
      username: freshUsername(),
      email: 'nobody@example.in',
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
    });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('User not found');
  });
});

describe('profile rules', () => {
  async function verifiedUser() {
    const mobileNumber = freshMobile();
    const userUuid = await verifyMobile(server, mobileNumber);
    return { mobileNumber, userUuid, before: await authState(server, mobileNumber) };
  }

  test.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(21)],
    ['a hyphen', 'asha-runner'],
    ['a space', 'asha runner'],
  ])('refuses a username with %s and changes nothing', async (_case, username) => {
    const { mobileNumber, userUuid, before } = await verifiedUser();
    const { response, error } = await completeProfile({
      user_uuid: userUuid,
      username,
      email: 'rules@example.in',
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
    });
    expect(response.status).toBe(400);
    expect(error?.success).toBe(false);
    expect(await authState(server, mobileNumber)).toEqual(before);
  });

  test('accepts letters, digits and underscores, 3 to 20 of them', async () => {
    const { userUuid } = await verifiedUser();
    const username = `A_${String(process.pid % 100000).padStart(5, '0')}_b9`;
    const { response, data } = await completeProfile({
      user_uuid: userUuid,
      username,
      email: 'rules@example.in',
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
    });
    expect(response.status).toBe(200);
    expect(data?.data.user.username).toBe(username);
  });

  test('refuses a username already taken in any letter case, with 409, and changes nothing', async () => {
    const owner = await registerUser(server, { username: freshUsername('Meera') });
    const { mobileNumber, userUuid, before } = await verifiedUser();
    const { response, error } = await completeProfile({
      user_uuid: userUuid,
      username: owner.username.toUpperCase(),
      email: 'copycat@example.in',
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
    });
    expect(response.status).toBe(409);
    expect(error?.message).toBe('Username is already taken');
    expect(error?.error).toBe('Username is already taken');
    expect(await authState(server, mobileNumber)).toEqual(before);
  });

  test.each(['1234', '0000', '1111', '9876', '2580'])('refuses the weak MPIN %s and changes nothing', async (mpin) => {
    const { mobileNumber, userUuid, before } = await verifiedUser();
    const { response, error } = await completeProfile({
      user_uuid: userUuid,
      username: freshUsername(),
      email: 'weak@example.in',
      mpin,
      confirm_mpin: mpin,
    });
    expect(response.status).toBe(400);
    expect(error?.message).toBe(WEAK_MPIN_MESSAGE);
    expect(await authState(server, mobileNumber)).toEqual(before);
  });

  test('refuses a confirmation that differs and changes nothing', async () => {
    const { mobileNumber, userUuid, before } = await verifiedUser();
    const { response, error } = await completeProfile({
      user_uuid: userUuid,
      username: freshUsername(),
      email: 'typo@example.in',
      mpin: STRONG_MPIN,
      confirm_mpin: '4827',
    });
    expect(response.status).toBe(400);
    expect(error?.message).toBe('MPIN does not match');
    expect(await authState(server, mobileNumber)).toEqual(before);
  });

  test('refuses an email address without a domain and changes nothing', async () => {
    const { mobileNumber, userUuid, before } = await verifiedUser();
    const { response } = await completeProfile({
      user_uuid: userUuid,
      username: freshUsername(),
      email: 'asha@',
      mpin: STRONG_MPIN,
      confirm_mpin: STRONG_MPIN,
    });
    expect(response.status).toBe(400);
    expect(await authState(server, mobileNumber)).toEqual(before);
  });
});

describe('verify-email-and-complete', () => {
  test('answers an account completed here that its email is already verified, changing nothing', async () => {
    const user = await registerUser(server);
    const before = await authState(server, user.mobileNumber);
    const { response, error } = await server.client.POST('/auth/verify-email-and-complete', {
      body: { user_uuid: user.userUuid, otp_code: '123456' },
    });
    expect(response.status).toBe(400);
    expect(error?.message).toBe('Email is already verified');
    expect(await authState(server, user.mobileNumber)).toEqual(before);
  });

  test("verifies an email left unverified (the documented backend's flow), counting a wrong code", async () => {
    const user = await registerUser(server);
    const emailOtp = await withUnverifiedEmail(server, user);
    const wrong = emailOtp === '000000' ? '000001' : '000000';
    const refused = await server.client.POST('/auth/verify-email-and-complete', {
      body: { user_uuid: user.userUuid, otp_code: wrong },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.message).toBe('Invalid OTP. 4 attempts remaining.');
    expect((await authState(server, user.mobileNumber)).user?.isEmailVerified).toBe(false);

    const accepted = await server.client.POST('/auth/verify-email-and-complete', {
      body: { user_uuid: user.userUuid, otp_code: emailOtp },
    });
    expect(accepted.response.status).toBe(200);
    expect(accepted.data?.message).toBe('Email verified successfully');
    expect(accepted.data?.data.user.is_email_verified).toBe(true);
    expect(accepted.data?.data.user.username).toBe(user.username);

    const again = await server.client.POST('/auth/verify-email-and-complete', {
      body: { user_uuid: user.userUuid, otp_code: emailOtp },
    });
    expect(again.response.status).toBe(400);
    expect(again.error?.message).toBe('Email is already verified');
  });
});
