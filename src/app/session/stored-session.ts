// SPEC §3 "Stored auth data": access_token, refresh_token and user_data in local storage. Every
// read tolerates blocked storage and hand-edited values; a session needs at least an access token.
import type { User } from '../../api/types';
import { LOCAL_STORAGE_KEYS } from '../../domain/constants';
import type { RefreshedTokens, SignedInSession, StoredSession } from '../../../machines/session/session.types';

export const STORED_AUTH_KEYS: readonly string[] = Object.values(LOCAL_STORAGE_KEYS);

function parseUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const looksLikeUser =
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as Record<string, unknown>).user_uuid === 'string';
    return looksLikeUser ? (parsed as User) : null;
  } catch {
    return null;
  }
}

export function readStoredSession(storage: Storage): StoredSession | null {
  const token = storage.getItem(LOCAL_STORAGE_KEYS.accessToken);
  if (token === null || token === '') return null;
  const refreshToken = storage.getItem(LOCAL_STORAGE_KEYS.refreshToken);
  return {
    token,
    refreshToken: refreshToken === '' ? null : refreshToken,
    user: parseUser(storage.getItem(LOCAL_STORAGE_KEYS.userData)),
  };
}

export function writeStoredSession(storage: Storage, session: SignedInSession): void {
  storage.setItem(LOCAL_STORAGE_KEYS.accessToken, session.token);
  storage.setItem(LOCAL_STORAGE_KEYS.refreshToken, session.refresh_token);
  storage.setItem(LOCAL_STORAGE_KEYS.userData, JSON.stringify(session.user));
}

/** The refresh token is replaced only when the server rotated it. */
export function writeRefreshedTokens(storage: Storage, tokens: RefreshedTokens): void {
  storage.setItem(LOCAL_STORAGE_KEYS.accessToken, tokens.token);
  if (tokens.refreshToken !== null) storage.setItem(LOCAL_STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

export function clearStoredSession(storage: Storage): void {
  for (const key of STORED_AUTH_KEYS) storage.removeItem(key);
}
