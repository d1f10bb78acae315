// The browser's side of the page-session cookie (src/domain/page-session.ts): the access token's copy
// follows the stored session, written when a session starts or its token is refreshed, removed when it
// ends, and matched to local storage when the app starts (a session older than the cookie gets one).
import { pageSessionCookie, pageSessionCookieCleared, pageSessionFromCookieHeader } from '../../domain/page-session';

export interface PageSessionCookie {
  remember(token: string): void;
  forget(): void;
}

export function documentPageSessionCookie(doc: Document): PageSessionCookie {
  const secure = () => doc.location.protocol === 'https:';
  return {
    remember: (token) => {
      doc.cookie = pageSessionCookie(token, secure());
    },
    forget: () => {
      if (pageSessionFromCookieHeader(doc.cookie) !== null) doc.cookie = pageSessionCookieCleared(secure());
    },
  };
}

/** Makes the cookie say what local storage says: the stored access token, or nothing. */
export function matchPageSessionCookie(cookie: PageSessionCookie, storedToken: string | null): void {
  if (storedToken === null) cookie.forget();
  else cookie.remember(storedToken);
}
