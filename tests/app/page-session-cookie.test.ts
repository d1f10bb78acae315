// The copy of the access token the page requests carry (src/domain/page-session.ts,
// src/app/session/page-session-cookie.ts): its text, read back as the server reads it, and the moments
// the app writes and removes it. The browser walk is e2e/drawn-signed-in-pages.spec.ts.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import {
  documentPageSessionCookie,
  matchPageSessionCookie,
  type PageSessionCookie,
} from '../../src/app/session/page-session-cookie';
import { createInTabLock } from '../../src/app/session/refresh-lock';
import { followSession, type SessionDependencies } from '../../src/app/session/session-implementations';
import {
  PAGE_SESSION_COOKIE,
  pageSessionCookie,
  pageSessionCookieCleared,
  pageSessionFromCookieHeader,
} from '../../src/domain/page-session';
import type { SessionEmitted } from '../../machines/session/session.types';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.c2lnbmF0dXJl';

describe('the page-session cookie', () => {
  it('is for the whole site, same-site requests only, secure over HTTPS, and kept as long as a refresh may last', () => {
    expect(pageSessionCookie(TOKEN, true)).toBe(
      `${PAGE_SESSION_COOKIE}=${TOKEN}; Max-Age=2592000; Path=/; SameSite=Strict; Secure`,
    );
    expect(pageSessionCookie(TOKEN, false)).toBe(
      `${PAGE_SESSION_COOKIE}=${TOKEN}; Max-Age=2592000; Path=/; SameSite=Strict`,
    );
    expect(pageSessionCookieCleared(true)).toBe(`${PAGE_SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict; Secure`);
  });

  it('is read back from a Cookie header as it was written, among others', () => {
    const written = pageSessionCookie('a b;c=d', false).split(';')[0]!;
    expect(pageSessionFromCookieHeader(`startline_lang=hi; ${written}; other=1`)).toBe('a b;c=d');
    expect(pageSessionFromCookieHeader(`${PAGE_SESSION_COOKIE}=${TOKEN}`)).toBe(TOKEN);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another cookie only', 'startline_lang=en'],
    ['an empty value', `${PAGE_SESSION_COOKIE}=`],
    ['a value that is not percent-encoded', `${PAGE_SESSION_COOKIE}=%E0%A4%A`],
    ['a name that only starts the same', `${PAGE_SESSION_COOKIE}x=${TOKEN}`],
  ])('carries no session with %s', (_, header) => {
    expect(pageSessionFromCookieHeader(header)).toBeNull();
  });
});

/** document.cookie's behaviour for these calls: each write sets or (Max-Age=0) removes one cookie. */
function fakeDocument(protocol = 'https:') {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return { doc: doc as unknown as Document, writes, jar };
}

describe('the browser keeps the cookie with the stored session', () => {
  it('writes the stored token when the app starts, securely over HTTPS', () => {
    const { doc, jar, writes } = fakeDocument();
    matchPageSessionCookie(documentPageSessionCookie(doc), TOKEN);
    expect(jar.get(PAGE_SESSION_COOKIE)).toBe(TOKEN);
    expect(writes[0]).toMatch(/; Secure$/);
  });

  it('removes a cookie left behind when nothing is stored, and writes nothing when there is none', () => {
    const { doc, jar, writes } = fakeDocument('http:');
    matchPageSessionCookie(documentPageSessionCookie(doc), null);
    expect(writes).toEqual([]);
    jar.set(PAGE_SESSION_COOKIE, TOKEN);
    matchPageSessionCookie(documentPageSessionCookie(doc), null);
    expect(jar.has(PAGE_SESSION_COOKIE)).toBe(false);
    expect(writes).toEqual([`${PAGE_SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`]);
  });

  it('follows the session: written at sign-in and at each refresh, removed at every sign-out', () => {
    const handlers = new Map<string, (event: SessionEmitted) => void>();
    const session = {
      on: (type: string, handler: (event: SessionEmitted) => void) => {
        handlers.set(type, handler);
        return { unsubscribe: () => handlers.delete(type) };
      },
    };
    const seen: string[] = [];
    const pageSession: PageSessionCookie = {
      remember: (token) => seen.push(`remember ${token}`),
      forget: () => seen.push('forget'),
    };
    const storage = new Map<string, string>();
    const deps: SessionDependencies = {
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      } as Storage,
      storageEvents: new EventTarget(),
      lock: createInTabLock(),
      refreshClient: createApiClient({ baseUrl: 'https://startline.test/api/v1', getAccessToken: () => null }),
      toast: () => {},
      goTo: () => {},
      goToLogin: () => {},
      pageSession,
    };
    followSession(session as unknown as Parameters<typeof followSession>[0], deps);
    const user = { user_uuid: 'u-1' } as never;
    handlers.get('sessionStarted')!({ type: 'sessionStarted', session: { token: 't1', refresh_token: 'r', user } });
    handlers.get('tokensRefreshed')!({ type: 'tokensRefreshed', tokens: { token: 't2', refreshToken: null } });
    handlers.get('sessionEnded')!({ type: 'sessionEnded', reason: 'expired', refreshToken: null });
    expect(seen).toEqual(['remember t1', 'remember t2', 'forget']);
  });
});
