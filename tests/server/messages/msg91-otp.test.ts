// OTPs through MSG91's Flow API (issue 25 item 1), against a loopback server that speaks it
// (server/stand-ins/msg91-stand-in.ts): the request has the documented shape, the code reaches only
// the phone (never the answer or a log line), and a provider that refuses, fails or hangs gives SPEC's
// 'Failed to send OTP. Please try again.' without spending the cooldown, while the send still counts.
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { otpSendLog } from '../../../server/db/schema';
import { startMsg91StandIn, type Msg91StandIn } from '../../../server/stand-ins/msg91-stand-in';
import { MSG91_AUTH_KEY, MSG91_TEMPLATES, msg91Env } from '../../support/message-stand-ins';
import { createTestServer, type TestServer } from '../../support/server';
import { GENEROUS_LIMITS, STRONG_MPIN, freshMobile, freshUsername } from '../auth/helpers';

const TEMPLATES = MSG91_TEMPLATES;
const FAILED_TO_SEND = 'Failed to send OTP. Please try again.';

let msg91: Msg91StandIn;
let server: TestServer;
let logs = '';

beforeAll(async () => {
  msg91 = await startMsg91StandIn({ authKey: MSG91_AUTH_KEY, templateIds: Object.values(TEMPLATES) });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logs += chunk.toString('utf8')));
  server = await createTestServer({
    logStream,
    env: {
      ...GENEROUS_LIMITS,
      // Development: the console provider would log and answer the code; msg91 must not, in any APP_ENV.
      APP_ENV: 'development',
      LOG_LEVEL: 'trace',
      ...msg91Env(msg91),
      MESSAGE_PROVIDER_TIMEOUT_MS: '1500',
      JOBS_ENABLED: 'false',
    },
  });
});

afterEach(() => msg91.behave('normal'));

afterAll(async () => {
  await server?.close();
  await msg91?.close();
});

function start(mobileNumber: string) {
  return server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
}

describe('SMS_PROVIDER=msg91', () => {
  it("sends the OTP on the OTP template in MSG91's documented shape, and the code from the SMS verifies", async () => {
    const mobileNumber = freshMobile();
    const answer = await start(mobileNumber);
    expect(answer.response.status).toBe(200);
    expect(answer.data?.message).toBe('OTP sent successfully');
    expect(answer.data?.data).not.toHaveProperty('otp_code');
    const sms = msg91.lastTo(mobileNumber);
    expect(sms).toMatchObject({ templateId: TEMPLATES.otp, sender: 'STRTLN', mobiles: `91${mobileNumber}` });
    expect(sms?.variables.otp).toMatch(/^\d{6}$/);
    expect(sms?.variables.minutes).toBe('10');
    const verified = await server.client.POST('/auth/verify-mobile-and-get-user', {
      body: { mobile_number: mobileNumber, otp_code: sms!.variables.otp! },
    });
    expect(verified.response.status).toBe(200);
    const completed = await server.client.POST('/auth/complete-profile', {
      body: {
        user_uuid: verified.data!.data.user_uuid,
        username: freshUsername(),
        email: 'asha.sms@example.in',
        mpin: STRONG_MPIN,
        confirm_mpin: STRONG_MPIN,
        user_type: 'participant',
      },
    });
    expect(completed.response.status).toBe(200);
  });

  it('never writes the code into a log line', async () => {
    const mobileNumber = freshMobile();
    expect((await start(mobileNumber)).response.status).toBe(200);
    const code = msg91.lastTo(mobileNumber)!.variables.otp!;
    expect(logs.length).toBeGreaterThan(0); // trace level: every request is logged
    expect(logs).not.toContain(code);
  });

  it.each(['refuse', 'fail', 'hang'] as const)(
    "a provider that %ss gives SPEC's text, spends no cooldown, and still counts the send",
    async (behaviour) => {
      const mobileNumber = freshMobile();
      msg91.behave(behaviour);
      const failed = await start(mobileNumber);
      expect(failed.response.status).toBe(502);
      expect(failed.error?.message).toBe(FAILED_TO_SEND);
      const counted = await server.ctx.db.select().from(otpSendLog).where(eq(otpSendLog.mobileNumber, mobileNumber));
      expect(counted).toHaveLength(1);
      msg91.behave('normal');
      // At once, not after the 30 s cooldown: the failed send did not start it.
      const again = await start(mobileNumber);
      expect(again.response.status).toBe(200);
      expect(msg91.lastTo(mobileNumber)?.variables.otp).toMatch(/^\d{6}$/);
    },
  );

  it('a failed resend leaves the earlier code working and its cooldown where it was', async () => {
    const mobileNumber = freshMobile();
    expect((await start(mobileNumber)).response.status).toBe(200);
    const firstCode = msg91.lastTo(mobileNumber)!.variables.otp!;
    server.clock.advance(31_000);
    msg91.behave('fail');
    // Registration's resend is the same call again (the wizard's 'Resend OTP').
    const failed = await start(mobileNumber);
    expect(failed.error?.message).toBe(FAILED_TO_SEND);
    msg91.behave('normal');
    const verified = await server.client.POST('/auth/verify-mobile-and-get-user', {
      body: { mobile_number: mobileNumber, otp_code: firstCode },
    });
    expect(verified.response.status).toBe(200);
  });
});
