// Sessions end when they should (the security issue, item 4): Logout ends the session on the server,
// an MPIN reset ends every session and every access token issued before it, two tabs refreshing with
// the same token both keep the session, and tokens the server would never issue are refused.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signAccessToken } from '../../../server/modules/auth/tokens';
import type { TestServer } from '../../support/server';
import { OTHER_STRONG_MPIN, authState, createAuthTestServer, registerUser, signIn } from './helpers';

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

const refresh = (refreshToken: string) =>
  server.client.POST('/auth/refresh-token', { body: { refresh_token: refreshToken } });
const profileWith = (token: string) => server.clientWithToken(token).GET('/auth/me');

describe('logout', () => {
  test('revokes the refresh family: the token no longer refreshes, other sessions stay', async () => {
    const user = await signedInUser();
    const otherDevice = await signIn(server, user.mobileNumber, user.mpin);
    const rotated = await refresh(user.refreshToken);
    const current = rotated.data!.data.refresh_token!;

    const out = await server.client.POST('/auth/logout', { body: { refresh_token: current } });
    expect(out.response.status).toBe(200);
    expect(out.data).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await refresh(current)).response.status).toBe(401);
    expect((await refresh(user.refreshToken)).response.status).toBe(401);
    // The phone the person did not log out of keeps its session.
    expect((await refresh(otherDevice.data!.data.refresh_token)).response.status).toBe(200);

    // Idempotent, and says nothing about whether a token existed.
    const again = await server.client.POST('/auth/logout', { body: { refresh_token: current } });
    const unknown = await server.client.POST('/auth/logout', { body: { refresh_token: 'never-issued' } });
    expect([again.response.status, unknown.response.status]).toEqual([200, 200]);
    expect(unknown.data).toEqual(out.data);
  });
});

describe('refresh races', () => {
  test('two refreshes with the same token within a few seconds both succeed with the same new pair', async () => {
    const user = await signedInUser();
    const [first, second] = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    expect(second.data!.data).toEqual(first.data!.data);
    server.clock.advance(3 * 1000);
    const retried = await refresh(user.refreshToken);
    expect(retried.data!.data).toEqual(first.data!.data);
    // The pair works: the session goes on.
    expect((await profileWith(first.data!.data.token)).response.status).toBe(200);
    expect((await refresh(first.data!.data.refresh_token!)).response.status).toBe(200);
  });

  test('a reuse after the grace period revokes the family', async () => {
    const user = await signedInUser();
    const rotated = await refresh(user.refreshToken);
    server.clock.advance(6 * 1000);
    expect((await refresh(user.refreshToken)).response.status).toBe(401);
    expect((await refresh(rotated.data!.data.refresh_token!)).response.status).toBe(401);
  });

  test('the grace does not outlive a logout: the same token after Logout is refused', async () => {
    const user = await signedInUser();
    const rotated = await refresh(user.refreshToken);
    await server.client.POST('/auth/logout', { body: { refresh_token: rotated.data!.data.refresh_token! } });
    expect((await refresh(user.refreshToken)).response.status).toBe(401);
  });

  test('only a hash of each token and a sealed successor are stored, never a token in clear', async () => {
    const user = await signedInUser();
    const rotated = await refresh(user.refreshToken);
    const rows = (await authState(server, user.mobileNumber)).refreshTokens;
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(user.refreshToken);
    expect(stored).not.toContain(rotated.data!.data.refresh_token!);
  });
});

describe('an MPIN reset ends every session', () => {
  test('access tokens issued before it are refused although unexpired; refresh tokens too', async () => {
    const user = await signedInUser();
    expect((await profileWith(user.token)).response.status).toBe(200);
    const forgot = await server.client.POST('/auth/forgot-mpin', {
      body: { mobile_number: user.mobileNumber, user_type: 'participant' },
    });
    const reset = await server.client.POST('/auth/reset-mpin', {
      body: {
        user_uuid: user.userUuid,
        user_type: 'participant',
        otp_code: forgot.data!.data.otp_code!,
        new_mpin: OTHER_STRONG_MPIN,
        confirm_mpin: OTHER_STRONG_MPIN,
      },
    });
    expect(reset.response.status).toBe(200);

    const stale = await profileWith(user.token);
    expect(stale.response.status).toBe(401);
    expect(stale.error?.message).toBe('Authentication required. Please login.');
    expect((await refresh(user.refreshToken)).response.status).toBe(401);
    // A public call with the old token answers as for anyone signed out.
    const list = await server.clientWithToken(user.token).GET('/sub-events/public', { params: { query: {} } });
    expect(list.response.status).toBe(200);

    const fresh = await signIn(server, user.mobileNumber, OTHER_STRONG_MPIN);
    expect((await profileWith(fresh.data!.data.token)).response.status).toBe(200);
  });
});

describe('tokens the server would never issue', () => {
  const secret = () => new TextEncoder().encode(server.config.jwtSecret);

  test('a correctly signed token without an expiry is refused', async () => {
    const user = await signedInUser();
    const row = (await authState(server, user.mobileNumber)).user!;
    const forever = await new SignJWT({ uid: row.id, sev: row.sessionEpoch, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('startline')
      .setSubject(user.userUuid)
      .setIssuedAt()
      .sign(secret());
    expect((await profileWith(forever)).response.status).toBe(401);
  });

  test('a token whose subject names another user than its user id is refused', async () => {
    const victim = await signedInUser();
    const attacker = await signedInUser();
    const attackerRow = (await authState(server, attacker.mobileNumber)).user!;
    const mixed = await signAccessToken(
      server.config,
      { id: attackerRow.id, userUuid: victim.userUuid, sessionEpoch: attackerRow.sessionEpoch },
      server.clock.now(),
    );
    expect((await profileWith(mixed)).response.status).toBe(401);
  });
});
