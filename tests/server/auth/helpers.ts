// Shared steps of the auth tests: fresh mobile numbers, and the registration wizard through the real API.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { otpSendLog, otps, refreshTokens, users } from '../../../server/db/schema';
import { sendOtp } from '../../../server/modules/auth/otp';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * The per-client limits count every send and failure of a test file (all from 127.0.0.1); only their
 * own tests (ip-send-cap, failure-limits) keep them low.
 */
export const GENEROUS_LIMITS = {
  OTP_SEND_LIMIT_PER_IP_PER_HOUR: '100000',
  SIGNIN_FAILURE_LIMIT_PER_CLIENT: '100000',
  OTP_FAILURE_LIMIT_PER_CLIENT: '100000',
};

export function createAuthTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  return createTestServer({ env: { ...GENEROUS_LIMITS, ...env } });
}

let mobileCounter = 0;

/** A valid Indian mobile number no other test of this file uses. */
export function freshMobile(): string {
  mobileCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(6, '0')}`;
}

let usernameCounter = 0;

export function freshUsername(prefix = 'runner'): string {
  usernameCounter += 1;
  return `${prefix}_${process.pid % 1000}_${usernameCounter}`;
}

export const STRONG_MPIN = '4826';
export const OTHER_STRONG_MPIN = '7391';

/** Step 1 of the wizard; returns the development OTP. */
export async function startRegistration(server: TestServer, mobileNumber: string): Promise<string> {
  const { data, error } = await server.client.POST('/auth/start-registration', {
    body: { mobile_number: mobileNumber },
  });
  expect(error).toBeUndefined();
  const code = data?.data.otp_code;
  if (!code) throw new Error('start-registration returned no otp_code');
  return code;
}

/** Steps 1 and 2; returns the user_uuid. */
export async function verifyMobile(server: TestServer, mobileNumber: string): Promise<string> {
  const otp = await startRegistration(server, mobileNumber);
  const { data, error } = await server.client.POST('/auth/verify-mobile-and-get-user', {
    body: { mobile_number: mobileNumber, otp_code: otp },
  });
  expect(error).toBeUndefined();
  if (!data) throw new Error('verify-mobile-and-get-user failed');
  return data.data.user_uuid;
}

export interface RegisteredUser {
  userUuid: string;
  mobileNumber: string;
  username: string;
  email: string;
  mpin: string;
}

/** The whole wizard up to a completed profile (which accepts the email: docs/architecture.md, Account flags). */
export async function registerUser(
  server: TestServer,
  options: { mobileNumber?: string; username?: string; mpin?: string } = {},
): Promise<RegisteredUser> {
  const mobileNumber = options.mobileNumber ?? freshMobile();
  const username = options.username ?? freshUsername();
  const mpin = options.mpin ?? STRONG_MPIN;
  const email = `${username.toLowerCase()}@example.in`;
  const userUuid = await verifyMobile(server, mobileNumber);
  const { error } = await server.client.POST('/auth/complete-profile', {
    body: { user_uuid: userUuid, username, email, mpin, confirm_mpin: mpin, user_type: 'participant' },
  });
  expect(error).toBeUndefined();
  return { userUuid, mobileNumber, username, email, mpin };
}

/**
 * An account as the documented backend leaves it after complete-profile: email not verified yet, an
 * email code just sent (no Startline call does that, so the state is written with the server's own
 * sendOtp). Returns the code.
 */
export async function withUnverifiedEmail(server: TestServer, user: RegisteredUser): Promise<string> {
  const { db } = server.ctx;
  const [row] = await db
    .update(users)
    .set({ isEmailVerified: false })
    .where(eq(users.userUuid, user.userUuid))
    .returning();
  if (!row) throw new Error(`no user ${user.userUuid}`);
  const issued = await sendOtp(
    db,
    server.config,
    { userId: row.id, purpose: 'email_verification', mobileNumber: row.mobileNumber, ip: '127.0.0.1' },
    server.clock.now(),
  );
  return issued.code;
}

export function signIn(server: TestServer, mobileNumber: string, mpin: string) {
  return server.client.POST('/auth/signin', {
    body: { identifier: mobileNumber, mpin, login_type: 'mobile', user_type: 'participant', source: 'web' },
  });
}

/** Every auth-owned row of one user, to show that a refused call changed nothing. */
export async function authState(server: TestServer, mobileNumber: string) {
  const { db } = server.ctx;
  const [user] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber));
  if (!user) return { user: undefined, otps: [], refreshTokens: [], sends: [] };
  return {
    user,
    otps: await db.select().from(otps).where(eq(otps.userId, user.id)).orderBy(otps.id),
    refreshTokens: await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id))
      .orderBy(refreshTokens.id),
    sends: await db.select().from(otpSendLog).where(eq(otpSendLog.mobileNumber, mobileNumber)).orderBy(otpSendLog.id),
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
