// The account's language (issue 30 part 2): stored with the account, answered on /auth/me and at
// sign-in, set with PUT /auth/me/language, and anything but en or hi refused with a JSON 400.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../../server/db/schema';
import type { TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import {
  STRONG_MPIN,
  createAuthTestServer,
  freshMobile,
  freshUsername,
  registerUser,
  signIn,
  verifyMobile,
} from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createAuthTestServer();
});

afterAll(async () => {
  await server?.close();
});

const storedLanguage = async (id: number) =>
  (await server.ctx.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe('the account language', () => {
  test('is English for a new account, on /auth/me and in the sign-in answer', async () => {
    const user = await registerUser(server);
    const signedIn = await signIn(server, user.mobileNumber, user.mpin);
    expect(signedIn.data?.data.user.language).toBe('en');
    const me = await server.clientWithToken(signedIn.data!.data.token).GET('/auth/me');
    expect(me.data?.data.user.language).toBe('en');
  });

  test('is stored when set, and returned on /auth/me and at the next sign-in', async () => {
    const user = await registerUser(server);
    const token = (await signIn(server, user.mobileNumber, user.mpin)).data!.data.token;
    const client = server.clientWithToken(token);

    const set = await client.PUT('/auth/me/language', { body: { language: 'hi' } });
    expect(set.response.status).toBe(200);
    expect(set.data).toMatchObject({ success: true, message: 'Language saved', data: { user: { language: 'hi' } } });
    expect((await client.GET('/auth/me')).data?.data.user.language).toBe('hi');
    const again = await signIn(server, user.mobileNumber, user.mpin);
    expect(again.data?.data.user.language).toBe('hi');

    const back = await client.PUT('/auth/me/language', { body: { language: 'en' } });
    expect(back.data?.data.user.language).toBe('en');
  });

  test.each([['ta'], ['HI'], [''], [7], [null]])(
    'refuses %j with a JSON 400 and keeps the language',
    async (language) => {
      const user = await createSignedInUser(server);
      const client = server.clientWithToken(user.token);
      await client.PUT('/auth/me/language', { body: { language: 'hi' } });
      const refused = await client.PUT('/auth/me/language', {
        body: { language } as unknown as { language: 'en' },
      });
      expect(refused.response.status).toBe(400);
      expect(refused.response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(refused.error).toMatchObject({ success: false });
      expect(await storedLanguage(user.id)).toBe('hi');
    },
  );

  test('refuses a body without a language, and a caller without a token', async () => {
    const user = await createSignedInUser(server);
    const missing = await server.clientWithToken(user.token).PUT('/auth/me/language', {
      body: {} as unknown as { language: 'en' },
    });
    expect(missing.response.status).toBe(400);
    const anonymous = await server.client.PUT('/auth/me/language', { body: { language: 'hi' } });
    expect(anonymous.response.status).toBe(401);
    expect(await storedLanguage(user.id)).toBe('en');
  });

  test('is Hindi for an account signed up with the Hindi cookie (startline_lang=hi)', async () => {
    const mobileNumber = freshMobile();
    const userUuid = await verifyMobile(server, mobileNumber);
    const username = freshUsername();
    const completed = await server.client.POST('/auth/complete-profile', {
      body: {
        user_uuid: userUuid,
        username,
        email: `${username}@example.in`,
        mpin: STRONG_MPIN,
        confirm_mpin: STRONG_MPIN,
        user_type: 'participant',
      },
      headers: { cookie: 'startline_lang=hi' },
    });
    expect(completed.response.status).toBe(200);
    expect((await signIn(server, mobileNumber, STRONG_MPIN)).data?.data.user.language).toBe('hi');
  });

  test('the database refuses a language outside en and hi', async () => {
    const user = await createSignedInUser(server);
    await expect(
      server.ctx.db
        .update(users)
        .set({ language: 'ta' as 'en' })
        .where(eq(users.id, user.id)),
    ).rejects.toThrow();
  });
});
