// Browser pieces for tests of src/app in Node: a Storage and an in-process auth server that speaks
// the contract's refresh rules (rotation, reuse refused), so the real client and middleware run.
import { randomUUID } from 'node:crypto';
import type { User } from '../../src/api/types';

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}

export const TEST_USER: User = {
  user_uuid: '5d0c6a8e-1f0b-4c3e-9a51-2d7c1c3b9f10',
  username: 'asha_runs',
  email: 'asha@example.com',
  mobile_number: '9876543210',
  status: 'active',
  login_type: 'mobile',
  last_login_at: null,
  is_profile_completed: true,
  is_email_verified: false,
  is_mpin_set: true,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const failure = (status: number, message: string) => json(status, { success: false, message, error: message });

export type RefreshMode = 'rotate' | 'refuse401' | 'refuse403' | 'fail500';

export interface ServedRequest {
  method: string;
  path: string;
  authorization: string | null;
  status: number;
}

/**
 * POST /auth/refresh-token (rotating, a reused refresh token is refused), POST /auth/signin (always a
 * wrong MPIN) and the bearer-protected POST .../register, which echoes the body it received.
 */
export function createFakeAuthServer(initial: { refreshToken: string }) {
  const validAccessTokens = new Set<string>();
  const liveRefreshTokens = new Set<string>([initial.refreshToken]);
  const served: ServedRequest[] = [];
  let refreshMode: RefreshMode = 'rotate';
  let refreshGate: Promise<void> = Promise.resolve();

  async function answer(request: Request, path: string): Promise<Response> {
    if (request.method === 'POST' && path === '/api/v1/auth/refresh-token') {
      await refreshGate;
      const { refresh_token: presented } = (await request.json()) as { refresh_token: string };
      if (refreshMode === 'refuse401') return failure(401, 'Invalid or expired refresh token');
      if (refreshMode === 'refuse403') return failure(403, 'Refresh token reused');
      if (refreshMode === 'fail500') return failure(500, 'Server error occurred. Please try again later.');
      if (!liveRefreshTokens.delete(presented)) return failure(401, 'Invalid or expired refresh token');
      const token = `access-${randomUUID()}`;
      const refreshToken = `refresh-${randomUUID()}`;
      validAccessTokens.add(token);
      liveRefreshTokens.add(refreshToken);
      return json(200, {
        success: true,
        message: 'Token refreshed successfully',
        data: { token, refresh_token: refreshToken },
      });
    }
    if (request.method === 'POST' && path === '/api/v1/auth/signin') {
      return failure(401, 'Invalid credentials');
    }
    const register = /^\/api\/v1\/participant-registration\/sub-events\/([^/]+)\/register$/.exec(path);
    if (request.method === 'POST' && register) {
      const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
      if (!token || !validAccessTokens.has(token)) return failure(401, 'Authentication required. Please login.');
      const received: unknown = await request.json();
      return json(201, { success: true, message: 'Registered', data: { subEventUuid: register[1], received } });
    }
    return failure(404, 'Resource not found');
  }

  return {
    served,
    validAccessTokens,
    setRefreshMode(mode: RefreshMode) {
      refreshMode = mode;
    },
    /** Holds every refresh answer until the returned function is called. */
    holdRefreshes(): () => void {
      let open = () => {};
      refreshGate = new Promise((resolve) => {
        open = resolve;
      });
      return open;
    },
    refreshCalls: () => served.filter((r) => r.path === '/api/v1/auth/refresh-token').length,
    fetch: async (request: Request): Promise<Response> => {
      const path = new URL(request.url).pathname;
      const authorization = request.headers.get('Authorization');
      const response = await answer(request, path);
      served.push({ method: request.method, path, authorization, status: response.status });
      return response;
    },
  };
}

export type FakeAuthServer = ReturnType<typeof createFakeAuthServer>;
