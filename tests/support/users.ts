// Signed-in callers for tests of registrations and orders, without going through the OTP flow
// (the auth tests cover that flow end to end).
import { randomInt } from 'node:crypto';
import { users } from '../../server/db/schema';
import { signAccessToken } from '../../server/modules/auth/tokens';
import type { TestClock, TestServer } from './server';

export interface TestUser {
  id: number;
  userUuid: string;
  mobileNumber: string;
  token: string;
}

export async function createSignedInUser(
  server: Pick<TestServer, 'ctx' | 'config'> & { clock: Pick<TestClock, 'now'> },
  overrides: { username?: string; email?: string; fullName?: string } = {},
): Promise<TestUser> {
  const mobileNumber = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  // The whole random part, not its last six digits: 200 users of one test drew two alike often enough
  // (about 2% of runs) to fail it on the unique username.
  const username = overrides.username ?? `runner_${mobileNumber.slice(1)}`;
  const [row] = await server.ctx.db
    .insert(users)
    .values({
      mobileNumber,
      username,
      fullName: overrides.fullName ?? 'Asha Runner',
      email: overrides.email ?? `${username}@example.in`,
      status: 'active',
      isProfileCompleted: true,
      isEmailVerified: true,
      isMpinSet: true,
    })
    .returning({ id: users.id, userUuid: users.userUuid, sessionEpoch: users.sessionEpoch });
  if (!row) throw new Error('could not create the test user');
  const token = await signAccessToken(server.config, row, server.clock.now());
  return { id: row.id, userUuid: row.userUuid, mobileNumber, token };
}
