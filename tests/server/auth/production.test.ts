// In production the OTP travels only to the person, by SMS (never in the answer, never in the log).
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '../../../server/db/schema';
import { startMsg91StandIn, type Msg91StandIn } from '../../../server/stand-ins/msg91-stand-in';
import { MSG91_AUTH_KEY, MSG91_TEMPLATES, msg91Env, productionMailEnv } from '../../support/message-stand-ins';
import { createSignedInUser } from '../../support/users';
import { createTestServer, type TestServer } from '../../support/server';
import { authState, freshMobile } from './helpers';

let server: TestServer;
let msg91: Msg91StandIn;

beforeAll(async () => {
  msg91 = await startMsg91StandIn({ authKey: MSG91_AUTH_KEY, templateIds: Object.values(MSG91_TEMPLATES) });
  server = await createTestServer({
    env: {
      ...msg91Env(msg91),
      // No mail is sent here: the test server runs no job runner.
      ...productionMailEnv('smtp://127.0.0.1:2525'),
      APP_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      MPIN_PEPPER: 'y'.repeat(32),
      // A fresh Ed25519 key: production refuses the development one.
      TICKET_SIGNING_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'der' })
        .toString('base64'),
      // Production refuses the demo company's GSTIN.
      COMPANY_GSTIN: '27AAPFU0939F1ZV',
      // Production refuses the sandbox; no call here reaches the provider.
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_test',
      RAZORPAY_KEY_SECRET: 'k'.repeat(24),
      RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(24),
    },
  });
});

afterAll(async () => {
  await server?.close();
  await msg91?.close();
});

test('start-registration answers without otp_code but does issue a code', async () => {
  const mobileNumber = freshMobile();
  const { response, data } = await server.client.POST('/auth/start-registration', {
    body: { mobile_number: mobileNumber },
  });
  expect(response.status).toBe(200);
  expect(data).toEqual({
    success: true,
    message: 'OTP sent successfully',
    data: {
      mobile_number: mobileNumber,
      expires_in_seconds: 600,
      challenge_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    },
  });
  expect((await authState(server, mobileNumber)).otps).toHaveLength(1);
  expect(msg91.lastTo(mobileNumber)?.variables.otp).toMatch(/^\d{6}$/);
});

test('forgot-mpin and resend-otp answer without otp_code', async () => {
  const user = await createSignedInUser(server);
  const forgot = await server.client.POST('/auth/forgot-mpin', {
    body: { mobile_number: user.mobileNumber, user_type: 'participant' },
  });
  expect(forgot.response.status).toBe(200);
  expect(forgot.data).toEqual({
    success: true,
    message: 'OTP sent successfully',
    data: { user_uuid: user.userUuid, challenge_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) },
  });

  server.clock.advance(31_000);
  const resend = await server.client.POST('/auth/resend-otp', {
    body: { user_id: user.userUuid, otp_type: 'mpin_reset' },
  });
  expect(resend.response.status).toBe(200);
  expect(resend.data).toEqual({
    success: true,
    message: 'OTP resent successfully',
    data: { challenge_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) },
  });
});

test('complete-profile answers the user and a session: it sends no email code to expose', async () => {
  const mobileNumber = freshMobile();
  await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
  // The code is not in the answer, so the verification the OTP would record is recorded directly.
  await server.ctx.db
    .update(users)
    .set({ mobileVerifiedAt: server.clock.now() })
    .where(eq(users.mobileNumber, mobileNumber));
  const pending = (await authState(server, mobileNumber)).user;
  const { response, data } = await server.client.POST('/auth/complete-profile', {
    body: {
      user_uuid: pending?.userUuid ?? '',
      username: `prod_${process.pid % 100000}`,
      email: 'prod@example.in',
      mpin: '4826',
      confirm_mpin: '4826',
      user_type: 'participant',
    },
  });
  expect(response.status).toBe(200);
  expect(Object.keys(data?.data ?? {})).toEqual(['user', 'token', 'refresh_token', 'device_token']);
  expect((await authState(server, mobileNumber)).otps.map((row) => row.purpose)).toEqual(['registration']);
});
