// Every auth operation refuses malformed input (unknown properties, bad patterns) with a 400 in the
// error envelope, and a refused call changes nothing.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { otpSendLog, users } from '../../../server/db/schema';
import { signAccessToken } from '../../../server/modules/auth/tokens';
import type { TestServer } from '../../support/server';
import {
  OTHER_STRONG_MPIN,
  authState,
  createAuthTestServer,
  freshMobile,
  registerUser,
  signIn,
  startRegistration,
  type RegisteredUser,
} from './helpers';

let server: TestServer;
let member: RegisteredUser & { token: string; refreshToken: string; resetOtp: string };
let pendingMobile: string;
let pendingOtp: string;

beforeAll(async () => {
  server = await createAuthTestServer();
  const registered = await registerUser(server);
  const session = await signIn(server, registered.mobileNumber, registered.mpin);
  const forgot = await server.client.POST('/auth/forgot-mpin', {
    body: { mobile_number: registered.mobileNumber, user_type: 'participant' },
  });
  member = {
    ...registered,
    token: session.data?.data.token ?? '',
    refreshToken: session.data?.data.refresh_token ?? '',
    resetOtp: forgot.data?.data.otp_code ?? '',
  };
  pendingMobile = freshMobile();
  pendingOtp = await startRegistration(server, pendingMobile);
  // Past every cooldown, so only the malformed input can be the reason for a refusal.
  server.clock.advance(31_000);
});

afterAll(async () => {
  await server?.close();
});

async function everything() {
  const { db } = server.ctx;
  return {
    member: await authState(server, member.mobileNumber),
    pending: await authState(server, pendingMobile),
    users: (await db.select({ n: count() }).from(users))[0]?.n,
    sends: (await db.select({ n: count() }).from(otpSendLog))[0]?.n,
  };
}

interface Answer {
  response: Response;
  error?: { success: boolean; message: string; error: string };
}

const signinBody = () => ({
  identifier: member.mobileNumber,
  mpin: member.mpin,
  login_type: 'mobile',
  user_type: 'participant',
  source: 'web',
});
const completeBody = () => ({
  user_uuid: member.userUuid,
  username: 'fresh_name',
  email: 'fresh@example.in',
  mpin: OTHER_STRONG_MPIN,
  confirm_mpin: OTHER_STRONG_MPIN,
  user_type: 'participant',
});
const resetBody = () => ({
  user_uuid: member.userUuid,
  user_type: 'participant',
  otp_code: member.resetOtp,
  new_mpin: OTHER_STRONG_MPIN,
  confirm_mpin: OTHER_STRONG_MPIN,
});
const updateBody = () => ({ user_type: 'participant', new_mpin: OTHER_STRONG_MPIN, confirm_mpin: OTHER_STRONG_MPIN });

// Bodies the generated types would refuse to compile: that is the point, so they are cast.
const malformed: Array<[string, () => Promise<Answer>]> = [
  [
    'signin with an unknown property',
    () => server.client.POST('/auth/signin', { body: { ...signinBody(), remember_me: true } as never }),
  ],
  [
    'signin with a 5-digit MPIN',
    () => server.client.POST('/auth/signin', { body: { ...signinBody(), mpin: '48261' } as never }),
  ],
  [
    'signin with a number starting 5',
    () => server.client.POST('/auth/signin', { body: { ...signinBody(), identifier: '5123456789' } as never }),
  ],
  [
    'signin with login_type email',
    () => server.client.POST('/auth/signin', { body: { ...signinBody(), login_type: 'email' } as never }),
  ],
  [
    'refreshToken with an unknown property',
    () =>
      server.client.POST('/auth/refresh-token', { body: { refresh_token: member.refreshToken, user_id: 1 } as never }),
  ],
  [
    'refreshToken with an empty token',
    () => server.client.POST('/auth/refresh-token', { body: { refresh_token: '' } }),
  ],
  [
    'startRegistration with an unknown property',
    () =>
      server.client.POST('/auth/start-registration', {
        body: { mobile_number: freshMobile(), referral: 'x' } as never,
      }),
  ],
  [
    'startRegistration with 9 digits',
    () => server.client.POST('/auth/start-registration', { body: { mobile_number: '987654321' } }),
  ],
  [
    'startRegistration with a +91 prefix',
    () => server.client.POST('/auth/start-registration', { body: { mobile_number: '+919876543210' } }),
  ],
  [
    'startRegistration with an oversized utm_source',
    () =>
      server.client.POST('/auth/start-registration', {
        params: { query: { utm_source: 'x'.repeat(201) } },
        body: { mobile_number: freshMobile() },
      }),
  ],
  [
    'verifyMobileAndGetUser with an unknown property',
    () =>
      server.client.POST('/auth/verify-mobile-and-get-user', {
        body: { mobile_number: pendingMobile, otp_code: pendingOtp, trusted: true } as never,
      }),
  ],
  [
    'verifyMobileAndGetUser with a 5-digit OTP',
    () =>
      server.client.POST('/auth/verify-mobile-and-get-user', {
        body: { mobile_number: pendingMobile, otp_code: pendingOtp.slice(0, 5) },
      }),
  ],
  [
    'completeProfile with an unknown property',
    () => server.client.POST('/auth/complete-profile', { body: { ...completeBody(), status: 'active' } as never }),
  ],
  [
    'completeProfile with a malformed user_uuid',
    () =>
      server.client.POST('/auth/complete-profile', { body: { ...completeBody(), user_uuid: 'not-a-uuid' } as never }),
  ],
  [
    'completeProfile for an organizer',
    () =>
      server.client.POST('/auth/complete-profile', { body: { ...completeBody(), user_type: 'organizer' } as never }),
  ],
  [
    'completeProfile with digits in full_name',
    () => server.client.POST('/auth/complete-profile', { body: { ...completeBody(), full_name: 'Asha 2' } as never }),
  ],
  [
    'verifyEmailAndComplete with an unknown property',
    () =>
      server.client.POST('/auth/verify-email-and-complete', {
        body: { user_uuid: member.userUuid, otp_code: '123456', email: 'x@example.in' } as never,
      }),
  ],
  [
    'verifyEmailAndComplete with letters in the OTP',
    () =>
      server.client.POST('/auth/verify-email-and-complete', {
        body: { user_uuid: member.userUuid, otp_code: 'abcdef' },
      }),
  ],
  [
    'forgotMpin with an unknown property',
    () =>
      server.client.POST('/auth/forgot-mpin', {
        body: { mobile_number: member.mobileNumber, user_type: 'participant', channel: 'sms' } as never,
      }),
  ],
  [
    'forgotMpin with an 11-digit number',
    () =>
      server.client.POST('/auth/forgot-mpin', {
        body: { mobile_number: `${member.mobileNumber}0`, user_type: 'participant' },
      }),
  ],
  [
    'resetMpin with an unknown property',
    () => server.client.POST('/auth/reset-mpin', { body: { ...resetBody(), mpin_locked: false } as never }),
  ],
  [
    'resetMpin with a 3-digit MPIN',
    () =>
      server.client.POST('/auth/reset-mpin', {
        body: { ...resetBody(), new_mpin: '739', confirm_mpin: '739' } as never,
      }),
  ],
  [
    'resendOtp with an unknown property',
    () =>
      server.client.POST('/auth/resend-otp', {
        body: { user_id: member.userUuid, otp_type: 'mpin_reset', force: true } as never,
      }),
  ],
  [
    'resendOtp for a registration OTP',
    () =>
      server.client.POST('/auth/resend-otp', { body: { user_id: member.userUuid, otp_type: 'registration' } as never }),
  ],
  [
    'updateMpin with an unknown property',
    () =>
      server
        .clientWithToken(member.token)
        .POST('/auth/update-mpin', { body: { ...updateBody(), old_mpin: member.mpin } as never }),
  ],
  [
    'updateMpin with letters in the MPIN',
    () =>
      server
        .clientWithToken(member.token)
        .POST('/auth/update-mpin', { body: { ...updateBody(), new_mpin: '73a1', confirm_mpin: '73a1' } as never }),
  ],
];

describe('malformed input', () => {
  test.each(malformed)('%s: 400, nothing changed', async (_case, call) => {
    const before = await everything();
    const { response, error } = await call();
    expect(response.status).toBe(400);
    expect(error?.success).toBe(false);
    expect(error?.message).toMatch(/^Invalid request data/);
    expect(error?.error).toBe(error?.message);
    expect(await everything()).toEqual(before);
  });

  test('getMyProfile with an expired token: 401, nothing changed', async () => {
    const before = await everything();
    const stale = await signAccessToken(
      server.config,
      { id: before.member.user?.id ?? 0, userUuid: member.userUuid, sessionEpoch: 0 },
      new Date(server.clock.now().getTime() - (server.config.accessTokenTtlSeconds + 1) * 1000),
    );
    const { response, error } = await server.clientWithToken(stale).GET('/auth/me');
    expect(response.status).toBe(401);
    expect(error?.message).toBe('Authentication required. Please login.');
    expect(await everything()).toEqual(before);
  });

  test('the calls above succeed once well formed, so they were refused for their input alone', async () => {
    expect(
      (
        await server.client.POST('/auth/verify-mobile-and-get-user', {
          body: { mobile_number: pendingMobile, otp_code: pendingOtp },
        })
      ).response.status,
    ).toBe(200);
    expect((await server.client.POST('/auth/reset-mpin', { body: resetBody() as never })).response.status).toBe(200);
  });
});
