// The languages the product speaks (issue 30 part 2): English, the default with SPEC's exact texts, and
// Hindi. Pure, so the server reads the visitor's choice from the same cookie the browser writes, and
// draws /, /events and event pages in the language the browser then hydrates them in.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Remembered on the device twice: in local storage, and in a cookie the server reads for the pages it draws. */
export const LANGUAGE_STORAGE_KEY = 'startline_language';
export const LANGUAGE_COOKIE = 'startline_lang';
const LANGUAGE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** `<html lang>`: English as written in India, and Hindi. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/**
 * The locale numbers and plurals are formatted in: India's digit grouping (1,00,000) and Latin digits
 * in both languages, as Indian apps write them.
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** How each language names itself, in the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a Cookie header chose, or null when it chose none we speak. */
export function languageFromCookieHeader(header: string | undefined | null): Language | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const chosen = value.join('=').trim();
      return isLanguage(chosen) ? chosen : null;
    }
  }
  return null;
}

/** The Set-Cookie / document.cookie text that remembers the choice for the whole site. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The language of an `<html lang>` value ('hi', 'hi-IN' -> hi; anything else -> en). */
export function languageOfHtmlLang(lang: string | null | undefined): Language {
  return lang?.toLowerCase().split('-')[0] === 'hi' ? 'hi' : DEFAULT_LANGUAGE;
}
