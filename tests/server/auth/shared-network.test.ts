// Issue 25 items 5 and 6: in India many phones share one public address (carrier-grade NAT, office,
// college and venue Wi-Fi), and a phone moves between Wi-Fi and mobile data. An OTP belongs to the
// browser that asked for it (its challenge id), not to its address; and other people's failed sign-ins
// behind the same address never refuse a correct MPIN: a browser that signed in before has a device
// token, a new account is signed in by complete-profile, and a new browser proves the number with an
// OTP. Sprays stay stopped. Through the generated client on the real server (PGlite); the server trusts
// 127.0.0.1 as a proxy, so X-Forwarded-For plays each request's address.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SIGNIN_OTP_TEXTS } from '../../../src/domain/auth-texts';
import { createTestServer, type TestServer } from '../../support/server';
import {
  freshMobile,
  freshUsername,
  OTHER_STRONG_MPIN,
  registerUser,
  STRONG_MPIN,
  type RegisteredUser,
} from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
});

afterAll(async () => {
  await server?.close();
});

const CAMPUS = '203.0.113.50';
const MOBILE_DATA = '198.51.100.60';
let nextAddress = 1;
/** An address no other test of this file uses, so each starts with a clean budget. */
const freshAddress = () => `192.0.2.${nextAddress++}`;

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const CHALLENGE_ID = /^[A-Za-z0-9_-]{22}$/;

interface SignInExtras {
  device_token?: string;
  otp_code?: string;
  challenge_id?: string;
}

async function signInFrom(address: string, identifier: string, mpin: string, extras: SignInExtras = {}) {
  const { response, data, error } = await server.client.POST('/auth/signin', {
    body: { identifier, mpin, login_type: 'mobile', user_type: 'participant', source: 'web', ...extras },
    ...from(address),
  });
  // The OTP step's extension data rides on the 429 answer (SigninOtpRequiredResponse).
  const step = (error as { data?: { otp_required: true; challenge_id: string; otp_code?: string } } | undefined)?.data;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), data, error, step };
}

/** Fails `count` sign-ins from `address` with one MPIN over fresh numbers (other people's failures). */
async function failSignIns(address: string, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const answer = await signInFrom(address, freshMobile(), OTHER_STRONG_MPIN);
    expect([401, 429]).toContain(answer.status);
  }
}

/** A registered account and the device token its first sign-in (from `address`) gave this browser. */
async function accountWithDevice(address: string): Promise<RegisteredUser & { deviceToken: string }> {
  const user = await registerUser(server);
  const first = await signInFrom(address, user.mobileNumber, user.mpin);
  expect(first.status).toBe(200);
  const deviceToken = first.data?.data.device_token ?? '';
  expect(deviceToken).not.toBe('');
  return { ...user, deviceToken };
}

async function isValidSession(token: string | undefined): Promise<boolean> {
  const me = await server.clientWithToken(token ?? '').GET('/auth/me');
  return me.response.status === 200;
}

describe('people who share a network can still sign in (issue 25 item 6)', () => {
  test('after 30 failed sign-ins from the address, a browser that signed in before signs in with the right MPIN', async () => {
    const address = freshAddress();
    const user = await accountWithDevice(address);
    await failSignIns(address, 30);
    // Without the device token, the right MPIN is held at the address (the OTP step).
    expect((await signInFrom(address, user.mobileNumber, user.mpin)).status).toBe(429);

    const trusted = await signInFrom(address, user.mobileNumber, user.mpin, { device_token: user.deviceToken });
    expect(trusted.status).toBe(200);
    expect(await isValidSession(trusted.data?.data.token)).toBe(true);
  });

  test('a device token counts only for its own account, and a forged one counts for nothing', async () => {
    const address = freshAddress();
    const owner = await accountWithDevice(address);
    const other = await registerUser(server);
    await failSignIns(address, 12);
    const borrowed = await signInFrom(address, other.mobileNumber, other.mpin, { device_token: owner.deviceToken });
    expect(borrowed.status).toBe(429);
    expect(borrowed.error?.message).toBe(SIGNIN_OTP_TEXTS.required);
    const [version, payload, signature] = owner.deviceToken.split('.');
    const forged = `${version}.${payload}.${signature!.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`;
    expect((await signInFrom(address, owner.mobileNumber, owner.mpin, { device_token: forged })).status).toBe(429);
  });

  test('a device token that guesses wrong too often is locked out, then is one more browser at its address', async () => {
    const address = freshAddress();
    const user = await accountWithDevice(address);
    const withDevice = (mpin: string) =>
      signInFrom(address, user.mobileNumber, mpin, { device_token: user.deviceToken });
    // Its own limit (5 in the window), not the address's: the address budget is untouched by them.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await withDevice(OTHER_STRONG_MPIN)).status).toBe(401);
    // Now it counts against the address like any browser: the right MPIN still works while the
    // address has budget…
    expect((await withDevice(user.mpin)).status).toBe(200);
  });

  test('a locked-out device token falls back to its address, which then asks for the OTP', async () => {
    const address = freshAddress();
    const user = await accountWithDevice(address);
    await failSignIns(address, 10);
    const withDevice = (mpin: string) =>
      signInFrom(address, user.mobileNumber, mpin, { device_token: user.deviceToken });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await withDevice(OTHER_STRONG_MPIN)).status).toBe(401);
    const held = await withDevice(user.mpin);
    expect(held.status).toBe(429);
    expect(held.error?.message).toBe(SIGNIN_OTP_TEXTS.required);
  });

  test('a new registration signs itself in, whatever failed from its address before', async () => {
    const address = freshAddress();
    await failSignIns(address, 30);
    const mobileNumber = freshMobile();
    const started = await server.client.POST('/auth/start-registration', {
      body: { mobile_number: mobileNumber },
      ...from(address),
    });
    const verified = await server.client.POST('/auth/verify-mobile-and-get-user', {
      body: {
        mobile_number: mobileNumber,
        otp_code: started.data?.data.otp_code ?? '',
        challenge_id: started.data?.data.challenge_id ?? '',
      },
      ...from(address),
    });
    expect(verified.response.status).toBe(200);
    const username = freshUsername();
    const completed = await server.client.POST('/auth/complete-profile', {
      body: {
        user_uuid: verified.data?.data.user_uuid ?? '',
        username,
        email: `${username}@example.in`,
        mpin: STRONG_MPIN,
        confirm_mpin: STRONG_MPIN,
        user_type: 'participant',
      },
      ...from(address),
    });
    expect(completed.response.status).toBe(200);
    expect(await isValidSession(completed.data?.data.token)).toBe(true);
    // Its device token lets it sign in again from the throttled address.
    const again = await signInFrom(address, mobileNumber, STRONG_MPIN, {
      device_token: completed.data?.data.device_token ?? '',
    });
    expect(again.status).toBe(200);
  });

  test('a new browser on a throttled address gets in through the OTP step', async () => {
    const address = freshAddress();
    const user = await registerUser(server);
    await failSignIns(address, 30);

    const step = await signInFrom(address, user.mobileNumber, user.mpin);
    expect(step.status).toBe(429);
    expect(step.retryAfter).toBeNull();
    expect(step.error).toEqual({
      success: false,
      message: SIGNIN_OTP_TEXTS.required,
      error: SIGNIN_OTP_TEXTS.required,
      data: { otp_required: true, challenge_id: expect.stringMatching(CHALLENGE_ID), otp_code: expect.any(String) },
    });
    const { challenge_id: challengeId, otp_code: code } = step.step!;

    // A wrong MPIN with the right code is refused and does not use the code up.
    const wrongMpin = await signInFrom(address, user.mobileNumber, OTHER_STRONG_MPIN, {
      otp_code: code,
      challenge_id: challengeId,
    });
    expect(wrongMpin.status).toBe(401);
    expect(wrongMpin.error?.message).toBe('Invalid credentials');

    // Another browser (no challenge id, or another one) cannot use the code.
    expect(
      (await signInFrom(address, user.mobileNumber, user.mpin, { otp_code: code, challenge_id: 'x'.repeat(22) }))
        .status,
    ).toBe(400);

    const signedIn = await signInFrom(address, user.mobileNumber, user.mpin, {
      otp_code: code,
      challenge_id: challengeId,
    });
    expect(signedIn.status).toBe(200);
    expect(await isValidSession(signedIn.data?.data.token)).toBe(true);
    // The code is spent, and the browser is trusted from now on.
    expect(
      (await signInFrom(address, user.mobileNumber, user.mpin, { otp_code: code, challenge_id: challengeId })).status,
    ).toBe(400);
    const trusted = await signInFrom(address, user.mobileNumber, user.mpin, {
      device_token: signedIn.data?.data.device_token ?? '',
    });
    expect(trusted.status).toBe(200);
  });

  test('the OTP step answers a number without an account exactly as an account, and no code gets in', async () => {
    const address = freshAddress();
    const user = await registerUser(server);
    await failSignIns(address, 12);
    const unknown = freshMobile();
    const real = await signInFrom(address, user.mobileNumber, OTHER_STRONG_MPIN);
    const decoy = await signInFrom(address, unknown, OTHER_STRONG_MPIN);
    const shape = (answer: typeof real) =>
      JSON.stringify({ status: answer.status, retryAfter: answer.retryAfter, body: answer.error })
        .replace(/"challenge_id":"[A-Za-z0-9_-]+"/, '"challenge_id":"<id>"')
        .replace(/"otp_code":"\d{6}"/, '"otp_code":"<code>"');
    expect(shape(decoy)).toBe(shape(real));
    const decoyData = decoy.step!;
    const tried = await signInFrom(address, unknown, OTHER_STRONG_MPIN, {
      otp_code: decoyData.otp_code,
      challenge_id: decoyData.challenge_id,
    });
    expect(tried.status).toBe(400);
    expect(tried.error?.message).toBe('Invalid OTP. 4 attempts remaining.');
  });

  test('the spray is still refused: one MPIN over many numbers is cut off within 20 tries, even with codes guessed', async () => {
    const address = freshAddress();
    const victims = await Promise.all([0, 1].map(() => registerUser(server, { mpin: OTHER_STRONG_MPIN })));
    const numbers = [...victims.map((victim) => victim.mobileNumber), ...Array.from({ length: 23 }, freshMobile)];
    let refusedAt: number | null = null;
    for (const [index, number] of numbers.entries()) {
      const answer = await signInFrom(address, number, STRONG_MPIN);
      if (answer.status === 429) {
        refusedAt ??= index + 1;
        continue;
      }
      // Once refused, no later MPIN is checked.
      expect(refusedAt).toBeNull();
      expect([401, 423]).toContain(answer.status);
    }
    expect(refusedAt).not.toBeNull();
    expect(refusedAt!).toBeLessThanOrEqual(20);
    // Guessing the code of a victim's OTP step is refused, and a challenge dies at its fifth wrong code.
    const step = await signInFrom(address, victims[1]!.mobileNumber, OTHER_STRONG_MPIN);
    const challengeId = step.step?.challenge_id ?? '';
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const code = String(100000 + guess);
      if (code === step.step?.otp_code) continue;
      statuses.push(
        (
          await signInFrom(address, victims[1]!.mobileNumber, OTHER_STRONG_MPIN, {
            otp_code: code,
            challenge_id: challengeId,
          })
        ).status,
      );
    }
    expect(step.step?.otp_required).toBe(true);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses[4]).toBe(429);
  });
});

describe('an OTP belongs to the browser that asked for it, not to its address (issue 25 item 5)', () => {
  test('registration: asked on the campus Wi-Fi, typed on mobile data by the same browser, accepted', async () => {
    const mobileNumber = freshMobile();
    const started = await server.client.POST('/auth/start-registration', {
      body: { mobile_number: mobileNumber },
      ...from(CAMPUS),
    });
    const challengeId = started.data?.data.challenge_id ?? '';
    const code = started.data?.data.otp_code ?? '';
    expect(challengeId).toMatch(CHALLENGE_ID);
    const verify = (address: string, extras: { challenge_id?: string }) =>
      server.client.POST('/auth/verify-mobile-and-get-user', {
        body: { mobile_number: mobileNumber, otp_code: code, ...extras },
        ...from(address),
      });
    // Another browser on mobile data: without a challenge id (its address asked for nothing), or with another.
    const noId = await verify(MOBILE_DATA, {});
    expect(noId.response.status).toBe(400);
    expect(noId.error?.message).toBe('No OTP has been requested. Please request a new one.');
    expect((await verify(MOBILE_DATA, { challenge_id: 'A'.repeat(22) })).response.status).toBe(400);
    // The asking browser, after its phone moved to mobile data.
    const same = await verify(MOBILE_DATA, { challenge_id: challengeId });
    expect(same.response.status).toBe(200);
  });

  test('another browser behind the same address, with its own challenge id, cannot use the code', async () => {
    const mobileNumber = freshMobile();
    const asked = await server.client.POST('/auth/start-registration', {
      body: { mobile_number: mobileNumber },
      ...from(CAMPUS),
    });
    const wrongBrowser = await server.client.POST('/auth/verify-mobile-and-get-user', {
      body: { mobile_number: mobileNumber, otp_code: asked.data?.data.otp_code ?? '', challenge_id: 'B'.repeat(22) },
      ...from(CAMPUS),
    });
    expect(wrongBrowser.response.status).toBe(400);
  });

  test('a call without challenge_id keeps the address-bound behaviour of the documented backend', async () => {
    const mobileNumber = freshMobile();
    const address = freshAddress();
    const started = await server.client.POST('/auth/start-registration', {
      body: { mobile_number: mobileNumber },
      ...from(address),
    });
    const code = started.data?.data.otp_code ?? '';
    const elsewhere = await server.client.POST('/auth/verify-mobile-and-get-user', {
      body: { mobile_number: mobileNumber, otp_code: code },
      ...from(MOBILE_DATA),
    });
    expect(elsewhere.response.status).toBe(400);
    const same = await server.client.POST('/auth/verify-mobile-and-get-user', {
      body: { mobile_number: mobileNumber, otp_code: code },
      ...from(address),
    });
    expect(same.response.status).toBe(200);
  });

  test('forgot MPIN: asked and resent on one address, reset from another by the same browser', async () => {
    const user = await registerUser(server);
    const asked = await server.client.POST('/auth/forgot-mpin', {
      body: { mobile_number: user.mobileNumber, user_type: 'participant' },
      ...from(CAMPUS),
    });
    server.clock.advance(31_000);
    const resent = await server.client.POST('/auth/resend-otp', {
      body: { user_id: user.userUuid, otp_type: 'mpin_reset', challenge_id: asked.data?.data.challenge_id ?? '' },
      ...from(MOBILE_DATA),
    });
    expect(resent.response.status).toBe(200);
    const challengeId = resent.data?.data?.challenge_id ?? '';
    expect(challengeId).toMatch(CHALLENGE_ID);
    const reset = (address: string, extras: { challenge_id?: string }) =>
      server.client.POST('/auth/reset-mpin', {
        body: {
          user_uuid: user.userUuid,
          user_type: 'participant',
          otp_code: resent.data?.data?.otp_code ?? '',
          new_mpin: '5938',
          confirm_mpin: '5938',
          ...extras,
        },
        ...from(address),
      });
    expect((await reset(freshAddress(), {})).response.status).toBe(400);
    expect((await reset(freshAddress(), { challenge_id: asked.data?.data.challenge_id ?? '' })).response.status).toBe(
      400,
    );
    expect((await reset(freshAddress(), { challenge_id: challengeId })).response.status).toBe(200);
  });

  test("forgot MPIN for a number with no account answers a challenge id too, and it behaves like a real one's", async () => {
    const unknown = freshMobile();
    const asked = await server.client.POST('/auth/forgot-mpin', {
      body: { mobile_number: unknown, user_type: 'participant' },
      ...from(CAMPUS),
    });
    const challengeId = asked.data?.data.challenge_id ?? '';
    expect(challengeId).toMatch(CHALLENGE_ID);
    const reset = await server.client.POST('/auth/reset-mpin', {
      body: {
        user_uuid: asked.data?.data.user_uuid ?? '',
        user_type: 'participant',
        otp_code: '123456',
        new_mpin: '5938',
        confirm_mpin: '5938',
        challenge_id: challengeId,
      },
      ...from(MOBILE_DATA),
    });
    // Found by its challenge id from the new address, like a real challenge: a wrong code, counted.
    expect(reset.error?.message).toBe('Invalid OTP. 4 attempts remaining.');
  });
});
