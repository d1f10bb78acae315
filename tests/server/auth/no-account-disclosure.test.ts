// Nothing given away (security issue, item 5): forgot-MPIN answers a number with no account, or
// with a registration never completed, exactly as it answers an account (a decoy user_uuid and
// challenge, server/modules/auth/decoy-otp.ts), in about the same time; a reset, a wrong code and a
// resend on the decoy answer as they would on a real challenge. Through the generated client on the
// real server (PGlite), the same calls played on both kinds of number side by side.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { otpSendLog, users } from '../../../server/db/schema';
import { createTestServer, type TestServer } from '../../support/server';
import { freshMobile, registerUser, startRegistration, OTHER_STRONG_MPIN } from './helpers';

let server: TestServer;

beforeAll(async () => {
  // One client plays every number here; its hourly send cap is tested in failure-limits.test.ts.
  server = await createTestServer({ env: { OTP_SEND_LIMIT_PER_IP_PER_HOUR: '500' } });
});

afterAll(async () => {
  await server?.close();
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function forgot(mobileNumber: string) {
  const { response, data, error } = await server.client.POST('/auth/forgot-mpin', {
    body: { mobile_number: mobileNumber, user_type: 'participant' },
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: data ?? error };
}

async function reset(userUuid: string, otpCode: string) {
  const { response, data, error } = await server.client.POST('/auth/reset-mpin', {
    body: {
      user_uuid: userUuid,
      user_type: 'participant',
      otp_code: otpCode,
      new_mpin: OTHER_STRONG_MPIN,
      confirm_mpin: OTHER_STRONG_MPIN,
    },
  });
  return { status: response.status, body: data ?? error };
}

async function resend(userUuid: string) {
  const { response, data, error } = await server.client.POST('/auth/resend-otp', {
    body: { user_id: userUuid, otp_type: 'mpin_reset' },
  });
  return { status: response.status, body: data ?? error };
}

/** What an answer shows, with the values that differ per number (uuid, code, challenge id) replaced by their shape. */
function shape(answer: { status: number; body: unknown }): unknown {
  return JSON.parse(
    JSON.stringify(answer)
      .replace(/"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"/g, '"<uuid>"')
      .replace(/"otp_code":"\d{6}"/g, '"otp_code":"<code>"')
      .replace(/"challenge_id":"[A-Za-z0-9_-]{22}"/g, '"challenge_id":"<challenge>"'),
  ) as unknown;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot-MPIN for a number with no account', () => {
  test('answers as for an account: the same body, a stable v4 user_uuid, the same cooldown and caps', async () => {
    const account = await registerUser(server);
    const unknown = freshMobile();
    const unfinished = freshMobile();
    await startRegistration(server, unfinished);
    server.clock.advance(31_000);

    const answers = [await forgot(account.mobileNumber), await forgot(unknown), await forgot(unfinished)];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(shape(answer)).toEqual(shape(answers[0]!));
      expect(String((answer.body as { data: { user_uuid: string } }).data.user_uuid)).toMatch(UUID_V4);
    }
    const decoy = (answers[1]!.body as { data: { user_uuid: string } }).data.user_uuid;
    expect(decoy).not.toBe((answers[2]!.body as { data: { user_uuid: string } }).data.user_uuid);
    // No account is made for the unknown number; its send is logged, so it spends the same caps.
    expect(await server.ctx.db.select().from(users).where(eq(users.mobileNumber, unknown))).toEqual([]);
    const logged = await server.ctx.db
      .select()
      .from(otpSendLog)
      .where(and(eq(otpSendLog.mobileNumber, unknown), eq(otpSendLog.purpose, 'mpin_reset')));
    expect(logged).toHaveLength(1);

    // Asking again at once: the same cooldown answer for both.
    const again = [await forgot(account.mobileNumber), await forgot(unknown)];
    expect(again[0]!.status).toBe(429);
    expect(shape(again[1]!)).toEqual(shape(again[0]!));
    expect(again[1]!.retryAfter).toBe(again[0]!.retryAfter);

    // After the cooldown, the unknown number gets the same user_uuid again, as an account would.
    server.clock.advance(31_000);
    const later = [await forgot(account.mobileNumber), await forgot(unknown)];
    expect((later[0]!.body as { data: { user_uuid: string } }).data.user_uuid).toBe(account.userUuid);
    expect((later[1]!.body as { data: { user_uuid: string } }).data.user_uuid).toBe(decoy);
  });

  test('wrong codes, the fifth, and a resend answer alike on the decoy and on a real challenge', async () => {
    const account = await registerUser(server);
    const unknown = freshMobile();
    server.clock.advance(31_000);
    const real = (await forgot(account.mobileNumber)).body as { data: { user_uuid: string; otp_code: string } };
    const decoy = (await forgot(unknown)).body as { data: { user_uuid: string; otp_code: string } };

    // The code handed out with the decoy (outside production, like a real one) is never right.
    const decoyTries = [await reset(decoy.data.user_uuid, decoy.data.otp_code)];
    const realTries = [await reset(real.data.user_uuid, wrongCode(real.data.otp_code))];
    for (let tries = 2; tries <= 6; tries += 1) {
      decoyTries.push(await reset(decoy.data.user_uuid, wrongCode(decoy.data.otp_code)));
      realTries.push(await reset(real.data.user_uuid, wrongCode(real.data.otp_code)));
    }
    expect(realTries.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 429, 429]);
    expect(decoyTries.map(shape)).toEqual(realTries.map(shape));

    // Resend on a dead challenge: refused alike; after it ran out, a fresh one alike.
    expect(shape(await resend(decoy.data.user_uuid))).toEqual(shape(await resend(real.data.user_uuid)));
    server.clock.advance(10 * 60_000);
    const resent = [await resend(real.data.user_uuid), await resend(decoy.data.user_uuid)];
    expect(resent[0]!.status).toBe(200);
    expect(shape(resent[1]!)).toEqual(shape(resent[0]!));
    // And an id nobody was ever given answers like an account that asked for nothing from here.
    const stranger = await resend('00000000-0000-4000-8000-000000000000');
    expect(stranger).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'There is no OTP request to resend. Please start again.' }),
    });
  });

  test('takes about the same time for an unknown number as for an account', async () => {
    const accounts = await Promise.all(Array.from({ length: 8 }, () => registerUser(server)));
    server.clock.advance(31_000);
    const realTimes: number[] = [];
    const decoyTimes: number[] = [];
    const timed = async (mobileNumber: string, into: number[]) => {
      const startedAt = performance.now();
      expect((await forgot(mobileNumber)).status).toBe(200);
      into.push(performance.now() - startedAt);
    };
    // Interleaved, so both kinds meet the same machine load; the first round warms both paths.
    for (const account of accounts) {
      await timed(account.mobileNumber, realTimes);
      await timed(freshMobile(), decoyTimes);
    }
    const median = (times: number[]) => [...times.slice(1)].sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)]!;
    const ratio = median(decoyTimes) / median(realTimes);
    // Loose enough for a busy machine; an answer that skipped the send's work would be far faster.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});
