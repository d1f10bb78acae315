// OTP rules (DESIGN §5): 10 minutes, single use, 5 wrong tries per challenge (a resend keeps the
// count), a 30 s resend cooldown, hourly send caps per number and per IP, forgot-MPIN and resend-otp.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../../support/server';
import {
  MINUTE,
  SECOND,
  authState,
  createAuthTestServer,
  freshMobile,
  registerUser,
  startRegistration,
} from './helpers';

const LOCKED_OTP = /^Too many incorrect OTP attempts\. Please request a new OTP in \d+ minutes?\.$/;

let server: TestServer;

beforeAll(async () => {
  server = await createAuthTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** A 6-digit code that is certainly not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function verifyMobile(mobileNumber: string, otp: string) {
  return server.client.POST('/auth/verify-mobile-and-get-user', {
    body: { mobile_number: mobileNumber, otp_code: otp },
  });
}

function resetMpin(userUuid: string, otp: string) {
  return server.client.POST('/auth/reset-mpin', {
    body: { user_uuid: userUuid, user_type: 'participant', otp_code: otp, new_mpin: '6047', confirm_mpin: '6047' },
  });
}

async function forgotMpin(mobileNumber: string) {
  const { data, error, response } = await server.client.POST('/auth/forgot-mpin', {
    body: { mobile_number: mobileNumber, user_type: 'participant' },
  });
  return { data, error, response, otp: data?.data.otp_code ?? '' };
}

describe('OTP lifetime and single use', () => {
  test('a code works until its 10 minutes are over', async () => {
    const mobileNumber = freshMobile();
    const otp = await startRegistration(server, mobileNumber);
    server.clock.advance(10 * MINUTE - SECOND);
    expect((await verifyMobile(mobileNumber, otp)).response.status).toBe(200);
  });

  test('a code older than 10 minutes is refused, and refusing it changes nothing', async () => {
    const mobileNumber = freshMobile();
    const otp = await startRegistration(server, mobileNumber);
    server.clock.advance(10 * MINUTE);
    const before = await authState(server, mobileNumber);
    const { response, error } = await verifyMobile(mobileNumber, otp);
    expect(response.status).toBe(400);
    expect(error?.message).toBe('OTP has expired. Please request a new one.');
    expect(await authState(server, mobileNumber)).toEqual(before);
  });

  test('a code works once', async () => {
    const mobileNumber = freshMobile();
    const otp = await startRegistration(server, mobileNumber);
    expect((await verifyMobile(mobileNumber, otp)).response.status).toBe(200);
    const second = await verifyMobile(mobileNumber, otp);
    expect(second.response.status).toBe(400);
    expect(second.error?.message).toBe('OTP has already been used. Please request a new one.');
  });

  test('a number that never asked for a code is told to request one', async () => {
    const { response, error } = await verifyMobile(freshMobile(), '123456');
    expect(response.status).toBe(400);
    expect(error?.message).toBe('No OTP has been requested. Please request a new one.');
  });
});

describe('wrong codes', () => {
  test('the fifth wrong code kills the challenge until its 10 minutes are over', async () => {
    const mobileNumber = freshMobile();
    const otp = await startRegistration(server, mobileNumber);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const { response, error } = await verifyMobile(mobileNumber, wrongCode(otp));
      expect(response.status).toBe(400);
      const left = 5 - attempt;
      expect(error?.message).toBe(`Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} remaining.`);
    }
    const fifth = await verifyMobile(mobileNumber, wrongCode(otp));
    expect(fifth.response.status).toBe(429);
    expect(fifth.error?.message).toBe('Too many incorrect OTP attempts. Please request a new OTP in 10 minutes.');

    // Dead: the right code is refused, and so is a new code while the dead one's time runs.
    const right = await verifyMobile(mobileNumber, otp);
    expect(right.response.status).toBe(429);
    expect(right.error?.message).toMatch(LOCKED_OTP);
    server.clock.advance(5 * MINUTE);
    const resend = await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
    expect(resend.response.status).toBe(429);
    expect(resend.error?.message).toBe('Too many incorrect OTP attempts. Please request a new OTP in 5 minutes.');
    expect(resend.response.headers.get('retry-after')).toBe('300');
    expect((await authState(server, mobileNumber)).user?.mobileVerifiedAt).toBeNull();

    // Then a new challenge starts with a fresh count.
    server.clock.advance(5 * MINUTE);
    const fresh = await startRegistration(server, mobileNumber);
    expect((await authState(server, mobileNumber)).otps[0]?.failedAttempts).toBe(0);
    expect((await verifyMobile(mobileNumber, fresh)).response.status).toBe(200);
  });

  test('a resend replaces the code but keeps the count of wrong tries', async () => {
    const user = await registerUser(server);
    const originalMpinHash = (await authState(server, user.mobileNumber)).user?.mpinHash;
    const first = await forgotMpin(user.mobileNumber);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await resetMpin(user.userUuid, wrongCode(first.otp))).response.status).toBe(400);
    }
    server.clock.advance(31 * SECOND);
    const resent = await server.client.POST('/auth/resend-otp', {
      body: { user_id: user.userUuid, otp_type: 'mpin_reset' },
    });
    expect(resent.response.status).toBe(200);
    const second = resent.data?.data?.otp_code ?? '';
    expect(second).toMatch(/^\d{6}$/);
    expect(
      (await authState(server, user.mobileNumber)).otps.find((row) => row.purpose === 'mpin_reset')?.failedAttempts,
    ).toBe(3);

    // The replaced code is just another wrong code now (unless the new one happens to equal it).
    if (first.otp !== second) {
      const old = await resetMpin(user.userUuid, first.otp);
      expect(old.response.status).toBe(400);
      expect(old.error?.message).toBe('Invalid OTP. 1 attempt remaining.');
    } else {
      await resetMpin(user.userUuid, wrongCode(second));
    }
    const fifth = await resetMpin(user.userUuid, wrongCode(second));
    expect(fifth.response.status).toBe(429);
    const right = await resetMpin(user.userUuid, second);
    expect(right.response.status).toBe(429);
    expect(right.error?.message).toMatch(LOCKED_OTP);
    expect((await authState(server, user.mobileNumber)).user?.mpinHash).toBe(originalMpinHash);
  });
});

describe('resend cooldown', () => {
  test('refuses another code within 30 s, then allows it and replaces the code', async () => {
    const mobileNumber = freshMobile();
    const first = await startRegistration(server, mobileNumber);
    const before = await authState(server, mobileNumber);

    const immediate = await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
    expect(immediate.response.status).toBe(429);
    expect(immediate.error?.message).toBe('Please wait 30s before requesting another OTP');
    expect(immediate.response.headers.get('retry-after')).toBe('30');

    server.clock.advance(10 * SECOND);
    const later = await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
    expect(later.error?.message).toBe('Please wait 20s before requesting another OTP');
    expect(await authState(server, mobileNumber)).toEqual(before);

    server.clock.advance(20 * SECOND);
    const second = await startRegistration(server, mobileNumber);
    if (second !== first) {
      expect((await verifyMobile(mobileNumber, first)).response.status).toBe(400);
    }
    expect((await verifyMobile(mobileNumber, second)).response.status).toBe(200);
  });

  test('holds for parallel requests: one code is sent, the others wait', async () => {
    const mobileNumber = freshMobile();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } }),
      ),
    );
    expect(answers.map(({ response }) => response.status).sort()).toEqual([200, 429, 429, 429, 429]);
    const state = await authState(server, mobileNumber);
    expect(state.sends).toHaveLength(1);
    const sent = answers.find(({ response }) => response.status === 200)?.data?.data.otp_code ?? '';
    expect((await verifyMobile(mobileNumber, sent)).response.status).toBe(200);
  });

  test('applies to resend-otp as well', async () => {
    const user = await registerUser(server);
    const forgot = await forgotMpin(user.mobileNumber);
    expect(forgot.response.status).toBe(200);
    // forgot-mpin sent the reset code just now.
    const resend = await server.client.POST('/auth/resend-otp', {
      body: { user_id: user.userUuid, otp_type: 'mpin_reset' },
    });
    expect(resend.response.status).toBe(429);
    expect(resend.error?.message).toBe('Please wait 30s before requesting another OTP');
    server.clock.advance(30 * SECOND);
    const allowed = await server.client.POST('/auth/resend-otp', {
      body: { user_id: user.userUuid, otp_type: 'mpin_reset' },
    });
    expect(allowed.response.status).toBe(200);
    expect(allowed.data?.message).toBe('OTP resent successfully');
    expect((await resetMpin(user.userUuid, allowed.data?.data?.otp_code ?? '')).response.status).toBe(200);
  });
});

describe('send caps', () => {
  test('a number gets at most OTP_SEND_LIMIT_PER_HOUR codes an hour', async () => {
    const mobileNumber = freshMobile();
    const limit = server.config.otpSendLimitPerHour;
    for (let send = 0; send < limit; send += 1) {
      await startRegistration(server, mobileNumber);
      server.clock.advance(31 * SECOND);
    }
    const before = await authState(server, mobileNumber);
    expect(before.sends).toHaveLength(limit);
    const refused = await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
    expect(refused.response.status).toBe(429);
    expect(refused.error?.message).toMatch(
      /^Too many OTP requests for this mobile number\. Please try again in \d+ minutes?\.$/,
    );
    expect(await authState(server, mobileNumber)).toEqual(before);

    // The cap counts over a sliding hour: once the first send is an hour old, one more is allowed.
    server.clock.advance(60 * MINUTE - limit * 31 * SECOND);
    expect(
      (await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } })).response.status,
    ).toBe(200);
  });
});

describe('forgot-mpin', () => {
  test('sends a reset code to a completed account', async () => {
    const user = await registerUser(server);
    const { response, data } = await forgotMpin(user.mobileNumber);
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    expect(data?.message).toBe('OTP sent successfully');
    expect(data?.data.user_uuid).toBe(user.userUuid);
    expect(data?.data.otp_code).toMatch(/^\d{6}$/);
  });

  test('answers an unknown number and a registration never completed as it answers an account', async () => {
    // A decoy (no-account-disclosure.test.ts covers it in full): nothing tells whether an account exists.
    const unknown = await forgotMpin(freshMobile());
    expect(unknown.response.status).toBe(200);
    expect(unknown.data?.message).toBe('OTP sent successfully');

    const pending = freshMobile();
    await startRegistration(server, pending);
    const before = await authState(server, pending);
    server.clock.advance(31 * SECOND);
    const incomplete = await forgotMpin(pending);
    expect(incomplete.response.status).toBe(200);
    expect(incomplete.data?.data.user_uuid).not.toBe(before.user?.userUuid);
    // The half-registered account itself is untouched: no reset challenge is made for it.
    const after = await authState(server, pending);
    expect({ user: after.user, otps: after.otps }).toEqual({ user: before.user, otps: before.otps });
  });
});

describe('resend-otp', () => {
  test('needs an unused challenge of that purpose', async () => {
    const user = await registerUser(server);
    server.clock.advance(31 * SECOND);
    const before = await authState(server, user.mobileNumber);
    const noReset = await server.client.POST('/auth/resend-otp', {
      body: { user_id: user.userUuid, otp_type: 'mpin_reset' },
    });
    expect(noReset.response.status).toBe(400);
    expect(noReset.error?.message).toBe('There is no OTP request to resend. Please start again.');
    expect(await authState(server, user.mobileNumber)).toEqual(before);

    // complete-profile accepted the email, so there is no email code to resend.
    const verified = await server.client.POST('/auth/resend-otp', {
      body: { user_id: user.userUuid, otp_type: 'email_verification' },
    });
    expect(verified.response.status).toBe(400);
    expect(verified.error?.message).toBe('Email is already verified');
    expect(await authState(server, user.mobileNumber)).toEqual(before);
  });

  test('answers an unknown user as an account with nothing to resend (it could be a decoy)', async () => {
    const { response, error } = await server.client.POST('/auth/resend-otp', {
      body: { user_id: '00000000-0000-4000-8000-000000000000', otp_type: 'mpin_reset' },
    });
    expect(response.status).toBe(400);
    expect(error?.message).toBe('There is no OTP request to resend. Please start again.');
  });
});
