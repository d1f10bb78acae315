// What a sign-in hands out: a short-lived access token and the first refresh token of a new family.
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { issueRefreshToken } from './refresh-tokens';
import { signAccessToken } from './tokens';
import type { UserRow } from './users';

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

export async function openSession(db: Db, config: Config, user: UserRow, now: Date): Promise<SessionTokens> {
  const refresh = await issueRefreshToken(db, config, { userId: user.id }, now);
  const token = await signAccessToken(config, user, now);
  return { token, refresh_token: refresh.token };
}
