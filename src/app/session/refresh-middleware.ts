// The client half of the token-refresh queue (docs/statecharts.md "Token refresh queue", SPEC §4
// Session, §8 Session). The session machine decides; this middleware only waits, reports and retries.
import type { Middleware } from 'openapi-fetch';
import { INVALID_CREDENTIALS } from '../../domain/auth-texts';
import { waitFor } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** SPEC §8: a wrong MPIN is answered 401 with this text and must not look like an expired session. */
export const INVALID_CREDENTIALS_MESSAGE = INVALID_CREDENTIALS;

const isSettled = (snapshot: SessionSnapshot) => !snapshot.hasTag('refreshing') && !snapshot.hasTag('checking');

function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

async function saysInvalidCredentials(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null) return false;
    const { message, error } = body as Record<string, unknown>;
    return message === INVALID_CREDENTIALS_MESSAGE || error === INVALID_CREDENTIALS_MESSAGE;
  } catch {
    return false;
  }
}

/** The session's current access token, for the client's bearer header. */
export function currentAccessToken(session: SessionActorRef): string | null {
  return session.getSnapshot().context.token;
}

/**
 * Requests wait while the session refreshes (or first reads storage) and then carry its current
 * token. A 401 to a request that carried a token is reported as TOKEN.REJECTED; the session refreshes
 * only if that token is still the current one, so any number of concurrent 401s cause one refresh.
 * Once it settles, a signed-in session's new token is used for exactly one retry of a kept clone
 * (a sent body cannot be sent again); otherwise the 401 stands. The refresh call itself goes through
 * a separate client, never through here.
 */
export function createTokenRefreshMiddleware(session: SessionActorRef): Middleware {
  const unsentCopies = new Map<string, Request>();
  return {
    async onRequest({ request, id }) {
      const settled = await waitFor(session, isSettled);
      const token = settled.context.token;
      if (token === null) {
        request.headers.delete('Authorization');
        return request;
      }
      request.headers.set('Authorization', `Bearer ${token}`);
      unsentCopies.set(id, request.clone());
      return request;
    },
    async onResponse({ request, response, options, id }) {
      const copy = unsentCopies.get(id);
      unsentCopies.delete(id);
      if (response.status !== 401 || copy === undefined) return undefined;
      const usedToken = bearerTokenOf(request);
      if (usedToken === null || (await saysInvalidCredentials(response))) return undefined;
      session.send({ type: 'TOKEN.REJECTED', token: usedToken });
      const settled = await waitFor(session, isSettled);
      const newToken = settled.context.token;
      if (!settled.hasTag('signedIn') || newToken === null || newToken === usedToken) return undefined;
      copy.headers.set('Authorization', `Bearer ${newToken}`);
      // Destructured: calling options.fetch as a method throws 'Illegal invocation' in Chromium.
      const { fetch } = options;
      return fetch(copy);
    },
    onError({ id }) {
      unsentCopies.delete(id);
    },
  };
}
