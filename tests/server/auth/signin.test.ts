// Sign-in, the MPIN lock and its release through forgot-MPIN, refresh-token rotation and reuse
// detection, getMyProfile and update-mpin.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WEAK_MPIN_MESSAGE } from '../../../src/domain/validation/weak-mpin';
import { verifyAccessToken } from '../../../server/modules/auth/tokens';
import type { TestServer } from '../../support/server';
import {
  MINUTE,
  OTHER_STRONG_MPIN,
  STRONG_MPIN,
  authState,
  createAuthTestServer,
  freshMobile,
  registerUser,
  signIn,
} from './helpers';

const LOCKED_MESSAGE =
  'Your account is locked after too many incorrect MPIN attempts. Reset your MPIN with Forgot MPIN.';

let server: TestServer;

beforeAll(async () => {
  server = await createAuthTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function signedInUser() {
  const user = await registerUser(server);
  const { data } = await signIn(server, user.mobileNumber, user.mpin);
  if (!data) throw new Error('sign-in failed');
  return { ...user, token: data.data.token, refreshToken: data.data.refresh_token };
}

async function resetMpin(userUuid: string, mobileNumber: string, newMpin: string) {
  const forgot = await server.client.POST('/auth/forgot-mpin', {
    body: { mobile_number: mobileNumber, user_type: 'participant' },
  });
  expect(forgot.data?.data.user_uuid).toBe(userUuid);
  return server.client.POST('/auth/reset-mpin', {
    body: {
      user_uuid: userUuid,
      user_type: 'participant',
      otp_code: forgot.data?.data.otp_code ?? '',
      new_mpin: newMpin,
      confirm_mpin: newMpin,
    },
  });
}

describe('signin', () => {
  test('answers tokens and the SPEC §3 user, and records the sign-in time', async () => {
    const user = await registerUser(server);
    const { response, data } = await signIn(server, user.mobileNumber, user.mpin);
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    expect(data?.message).toBe('Login successful! Welcome back to Startline');
    const now = server.clock.now();
    expect(data?.data.user).toEqual({
      user_uuid: user.userUuid,
      username: user.username,
      email: user.email,
      mobile_number: user.mobileNumber,
      status: 'active',
      login_type: 'mobile',
      last_login_at: now.toISOString(),
      is_profile_completed: true,
      is_email_verified: true,
      is_mpin_set: true,
      full_name: null,
      language: 'en',
    });
    const claims = await verifyAccessToken(server.config, data?.data.token ?? '', now);
    expect(claims?.userUuid).toBe(user.userUuid);
    expect(data?.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await authState(server, user.mobileNumber);
    expect(stored.user?.lastLoginAt).toEqual(now);
    // The session complete-profile opened, and this sign-in's; only a hash of the refresh token is kept.
    expect(stored.refreshTokens).toHaveLength(2);
    expect(stored.refreshTokens[1]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.refreshTokens[1]?.tokenHash).not.toBe(data?.data.refresh_token);
  });

  test('answers exactly "Invalid credentials" for a wrong MPIN and for an unknown number', async () => {
    const user = await registerUser(server);
    const wrong = await signIn(server, user.mobileNumber, OTHER_STRONG_MPIN);
    expect(wrong.response.status).toBe(401);
    expect(wrong.error).toEqual({ success: false, message: 'Invalid credentials', error: 'Invalid credentials' });
    const stored = await authState(server, user.mobileNumber);
    expect(stored.user?.mpinFailedAttempts).toBe(1);
    expect(stored.user?.lastLoginAt).toBeNull();
    // Only the session complete-profile opened.
    expect(stored.refreshTokens).toHaveLength(1);

    const unknown = await signIn(server, freshMobile(), STRONG_MPIN);
    expect(unknown.response.status).toBe(401);
    expect(unknown.error?.message).toBe('Invalid credentials');
  });

  test('refuses a number whose registration never set an MPIN', async () => {
    const mobileNumber = freshMobile();
    await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
    const { response, error } = await signIn(server, mobileNumber, STRONG_MPIN);
    expect(response.status).toBe(401);
    expect(error?.message).toBe('Invalid credentials');
  });

  test('a successful sign-in clears the count of wrong MPINs', async () => {
    const user = await registerUser(server);
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(server, user.mobileNumber, OTHER_STRONG_MPIN);
    expect((await authState(server, user.mobileNumber)).user?.mpinFailedAttempts).toBe(3);
    await signIn(server, user.mobileNumber, user.mpin);
    expect((await authState(server, user.mobileNumber)).user?.mpinFailedAttempts).toBe(0);
  });
});

describe('the MPIN lock', () => {
  test('10 wrong MPINs lock the account, the right one is then refused, and reset-mpin unlocks', async () => {
    const user = await registerUser(server);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const { response, error } = await signIn(server, user.mobileNumber, OTHER_STRONG_MPIN);
      expect(response.status).toBe(401);
      expect(error?.message).toBe('Invalid credentials');
    }
    const tenth = await signIn(server, user.mobileNumber, OTHER_STRONG_MPIN);
    expect(tenth.response.status).toBe(423);
    expect(tenth.error?.message).toBe(LOCKED_MESSAGE);
    const locked = await authState(server, user.mobileNumber);
    expect(locked.user?.mpinLockedAt).toEqual(server.clock.now());
    expect(locked.user?.mpinFailedAttempts).toBe(10);

    const rightMpin = await signIn(server, user.mobileNumber, user.mpin);
    expect(rightMpin.response.status).toBe(423);
    expect(rightMpin.error?.message).toBe(LOCKED_MESSAGE);
    // Waiting does not unlock either.
    server.clock.advance(24 * 60 * MINUTE);
    expect((await signIn(server, user.mobileNumber, user.mpin)).response.status).toBe(423);
    expect(await authState(server, user.mobileNumber)).toEqual(locked);

    const reset = await resetMpin(user.userUuid, user.mobileNumber, OTHER_STRONG_MPIN);
    expect(reset.response.status).toBe(200);
    expect(reset.data).toEqual({ success: true, message: 'MPIN reset successful' });
    const unlocked = await authState(server, user.mobileNumber);
    expect(unlocked.user?.mpinLockedAt).toBeNull();
    expect(unlocked.user?.mpinFailedAttempts).toBe(0);

    expect((await signIn(server, user.mobileNumber, user.mpin)).response.status).toBe(401);
    const withNewMpin = await signIn(server, user.mobileNumber, OTHER_STRONG_MPIN);
    expect(withNewMpin.response.status).toBe(200);
  });

  test('parallel wrong MPINs queue on the account, so they cannot slip past the limit', async () => {
    const user = await registerUser(server);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signIn(server, user.mobileNumber, OTHER_STRONG_MPIN)),
    );
    const statuses = answers.map(({ response }) => response.status).sort();
    expect(statuses).toEqual([...Array(9).fill(401), ...Array(3).fill(423)]);
    expect((await authState(server, user.mobileNumber)).user?.mpinFailedAttempts).toBe(10);
  });

  test('reset-mpin refuses a weak or mismatched MPIN without using the OTP up', async () => {
    const user = await registerUser(server);
    const forgot = await server.client.POST('/auth/forgot-mpin', {
      body: { mobile_number: user.mobileNumber, user_type: 'participant' },
    });
    const otp = forgot.data?.data.otp_code ?? '';
    const before = await authState(server, user.mobileNumber);
    const weak = await server.client.POST('/auth/reset-mpin', {
      body: {
        user_uuid: user.userUuid,
        user_type: 'participant',
        otp_code: otp,
        new_mpin: '1111',
        confirm_mpin: '1111',
      },
    });
    expect(weak.response.status).toBe(400);
    expect(weak.error?.message).toBe(WEAK_MPIN_MESSAGE);
    const mismatch = await server.client.POST('/auth/reset-mpin', {
      body: {
        user_uuid: user.userUuid,
        user_type: 'participant',
        otp_code: otp,
        new_mpin: '5938',
        confirm_mpin: '5939',
      },
    });
    expect(mismatch.response.status).toBe(400);
    expect(mismatch.error?.message).toBe('MPIN does not match');
    expect(await authState(server, user.mobileNumber)).toEqual(before);

    const accepted = await server.client.POST('/auth/reset-mpin', {
      body: {
        user_uuid: user.userUuid,
        user_type: 'participant',
        otp_code: otp,
        new_mpin: '5938',
        confirm_mpin: '5938',
      },
    });
    expect(accepted.response.status).toBe(200);
  });

  test('reset-mpin ends the sessions opened with the old MPIN', async () => {
    const user = await signedInUser();
    expect((await resetMpin(user.userUuid, user.mobileNumber, OTHER_STRONG_MPIN)).response.status).toBe(200);
    const refreshed = await server.client.POST('/auth/refresh-token', { body: { refresh_token: user.refreshToken } });
    expect(refreshed.response.status).toBe(401);
  });
});

describe('refresh-token', () => {
  test('rotates: the old token is revoked and points at its successor', async () => {
    const user = await signedInUser();
    const { response, data } = await server.client.POST('/auth/refresh-token', {
      body: { refresh_token: user.refreshToken },
    });
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    expect(data?.message).toBe('Token refreshed successfully');
    const next = data?.data.refresh_token ?? '';
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(user.refreshToken);
    const claims = await verifyAccessToken(server.config, data?.data.token ?? '', server.clock.now());
    expect(claims?.userUuid).toBe(user.userUuid);

    // The first row is the session complete-profile opened.
    const [, first, second] = (await authState(server, user.mobileNumber)).refreshTokens;
    expect(first?.revokedAt).toEqual(server.clock.now());
    expect(first?.replacedById).toBe(second?.id);
    expect(second?.revokedAt).toBeNull();
    expect(second?.familyId).toBe(first?.familyId);

    const again = await server.client.POST('/auth/refresh-token', { body: { refresh_token: next } });
    expect(again.response.status).toBe(200);
  });

  test('a reused token revokes its whole family, so the thief and the owner must both sign in again', async () => {
    const user = await signedInUser();
    const rotated = await server.client.POST('/auth/refresh-token', { body: { refresh_token: user.refreshToken } });
    const current = rotated.data?.data.refresh_token ?? '';

    // Past the few seconds in which a repeat is taken for two tabs racing (see sessions.test.ts).
    server.clock.advance(6 * 1000);
    const reuse = await server.client.POST('/auth/refresh-token', { body: { refresh_token: user.refreshToken } });
    expect(reuse.response.status).toBe(401);
    expect(reuse.error?.message).toBe('Invalid or expired refresh token');
    const family = (await authState(server, user.mobileNumber)).refreshTokens.slice(1);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);

    const afterReuse = await server.client.POST('/auth/refresh-token', { body: { refresh_token: current } });
    expect(afterReuse.response.status).toBe(401);

    // Another sign-in starts a new family, untouched by the revoked one.
    const fresh = await signIn(server, user.mobileNumber, user.mpin);
    const freshRefresh = await server.client.POST('/auth/refresh-token', {
      body: { refresh_token: fresh.data?.data.refresh_token ?? '' },
    });
    expect(freshRefresh.response.status).toBe(200);
  });

  test('refuses unknown and expired tokens', async () => {
    const unknown = await server.client.POST('/auth/refresh-token', {
      body: { refresh_token: 'not-a-token-we-issued' },
    });
    expect(unknown.response.status).toBe(401);
    expect(unknown.error?.message).toBe('Invalid or expired refresh token');

    const user = await signedInUser();
    server.clock.advance(server.config.refreshTokenTtlSeconds * 1000 + 1000);
    const expired = await server.client.POST('/auth/refresh-token', { body: { refresh_token: user.refreshToken } });
    expect(expired.response.status).toBe(401);
    expect(expired.error?.message).toBe('Invalid or expired refresh token');
    // An expired token is simply refused; expiry is not a sign of theft.
    expect((await authState(server, user.mobileNumber)).refreshTokens[0]?.revokedAt).toBeNull();
  });
});

describe('getMyProfile', () => {
  test('answers the signed-in user', async () => {
    const user = await signedInUser();
    const { response, data } = await server.clientWithToken(user.token).GET('/auth/me');
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    expect(data?.message).toBe('Profile fetched successfully');
    expect(data?.data.user).toEqual({
      user_uuid: user.userUuid,
      username: user.username,
      email: user.email,
      mobile_number: user.mobileNumber,
      status: 'active',
      login_type: 'mobile',
      last_login_at: server.clock.now().toISOString(),
      is_profile_completed: true,
      is_email_verified: true,
      is_mpin_set: true,
      full_name: null,
      language: 'en',
    });
  });

  test('answers 401 without a token or with a forged one', async () => {
    expect((await server.client.GET('/auth/me')).response.status).toBe(401);
    const forged = await server.clientWithToken('eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl').GET('/auth/me');
    expect(forged.response.status).toBe(401);
    expect(forged.error?.message).toBe('Authentication required. Please login.');
  });
});

describe('update-mpin', () => {
  test('changes the MPIN of the signed-in user, ends every other session and keeps this one', async () => {
    const user = await signedInUser();
    const otherDevice = (await signIn(server, user.mobileNumber, user.mpin)).data!.data;
    const { response, data } = await server.clientWithToken(user.token).POST('/auth/update-mpin', {
      body: {
        user_type: 'participant',
        current_mpin: user.mpin,
        new_mpin: OTHER_STRONG_MPIN,
        confirm_mpin: OTHER_STRONG_MPIN,
      },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      success: true,
      message: 'MPIN updated successfully',
      data: { token: expect.any(String), refresh_token: expect.any(String) },
    });
    expect((await signIn(server, user.mobileNumber, user.mpin)).response.status).toBe(401);
    expect((await signIn(server, user.mobileNumber, OTHER_STRONG_MPIN)).response.status).toBe(200);

    // Every token from before the change is over, on this device and the other one.
    expect((await server.clientWithToken(user.token).GET('/auth/me')).response.status).toBe(401);
    expect((await server.clientWithToken(otherDevice.token).GET('/auth/me')).response.status).toBe(401);
    const refresh = (token: string) => server.client.POST('/auth/refresh-token', { body: { refresh_token: token } });
    expect((await refresh(user.refreshToken)).response.status).toBe(401);
    expect((await refresh(otherDevice.refresh_token)).response.status).toBe(401);
    // The changer's session goes on with the answered pair.
    expect((await server.clientWithToken(data!.data!.token).GET('/auth/me')).response.status).toBe(200);
    expect((await refresh(data!.data!.refresh_token)).response.status).toBe(200);
  });

  test('asks for the current MPIN: a wrong one changes nothing and counts toward the lock', async () => {
    const user = await signedInUser();
    const client = server.clientWithToken(user.token);
    const before = await authState(server, user.mobileNumber);
    const body = { user_type: 'participant' as const, new_mpin: '5938', confirm_mpin: '5938' };
    const wrong = await client.POST('/auth/update-mpin', { body: { ...body, current_mpin: '3951' } });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.message).toBe('Current MPIN is incorrect');
    expect(wrong.error?.errors).toEqual([{ field: 'current_mpin', message: 'Current MPIN is incorrect' }]);
    const after = await authState(server, user.mobileNumber);
    expect(after.user?.mpinHash).toBe(before.user?.mpinHash);
    expect(after.user?.mpinFailedAttempts).toBe(1);
    expect((await client.GET('/auth/me')).response.status).toBe(200);

    const same = await client.POST('/auth/update-mpin', {
      body: { user_type: 'participant', current_mpin: user.mpin, new_mpin: user.mpin, confirm_mpin: user.mpin },
    });
    expect(same.response.status).toBe(400);
    expect(same.error?.message).toBe('New MPIN must be different from your current MPIN');

    const missing = await client.POST('/auth/update-mpin', { body: body as never });
    expect(missing.response.status).toBe(400);
  });

  test('refuses a mismatch and a weak MPIN and changes nothing', async () => {
    const user = await signedInUser();
    const client = server.clientWithToken(user.token);
    const before = await authState(server, user.mobileNumber);
    const mismatch = await client.POST('/auth/update-mpin', {
      body: { user_type: 'participant', current_mpin: user.mpin, new_mpin: '5938', confirm_mpin: '5983' },
    });
    expect(mismatch.response.status).toBe(400);
    expect(mismatch.error?.message).toBe('MPIN and Confirm MPIN do not match');
    const weak = await client.POST('/auth/update-mpin', {
      body: { user_type: 'participant', current_mpin: user.mpin, new_mpin: '0000', confirm_mpin: '0000' },
    });
    expect(weak.response.status).toBe(400);
    expect(weak.error?.message).toBe(WEAK_MPIN_MESSAGE);
    expect(await authState(server, user.mobileNumber)).toEqual(before);
  });

  test('needs a bearer token', async () => {
    const { response } = await server.client.POST('/auth/update-mpin', {
      body: {
        user_type: 'participant',
        current_mpin: STRONG_MPIN,
        new_mpin: OTHER_STRONG_MPIN,
        confirm_mpin: OTHER_STRONG_MPIN,
      },
    });
    expect(response.status).toBe(401);
  });
});
