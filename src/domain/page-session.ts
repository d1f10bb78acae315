// The signed-in pages drawn on the server (issue 29): My Orders and an invoice come inside their
// document, as the public pages do, when the browser's request says who is asking. The session lives in
// local storage (SPEC §3), which the server never sees, so the app keeps a copy of the access token in a
// cookie that only page requests read: the API itself still takes the token from the Authorization
// header alone, so the cookie can never act for the person on the API. SameSite=Strict: a page opened
// from another site is drawn by the app, as before. Pure, so the browser writes and the server reads the
// same cookie.

export const PAGE_SESSION_COOKIE = 'startline_session';
/** As long as a refresh token may keep the person signed in; an expired token only draws nothing. */
const PAGE_SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The access token a Cookie header carries for the page, or null. */
export function pageSessionFromCookieHeader(header: string | undefined | null): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== PAGE_SESSION_COOKIE) continue;
    try {
      const token = decodeURIComponent(value.join('=').trim());
      return token === '' ? null : token;
    } catch {
      return null; // not ours to make sense of
    }
  }
  return null;
}

const attributes = (secure: boolean) => `Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The document.cookie text that lets page requests carry `token`. */
export function pageSessionCookie(token: string, secure: boolean): string {
  return `${PAGE_SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${PAGE_SESSION_COOKIE_MAX_AGE_S}; ${attributes(secure)}`;
}

/** The document.cookie text that removes it. */
export function pageSessionCookieCleared(secure: boolean): string {
  return `${PAGE_SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}
