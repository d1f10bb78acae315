// Where the reader's language is remembered on the device: a cookie, which the server reads to draw
// /, /events and event pages in that language (server/app.ts), and local storage, which outlives a
// cookie the browser dropped. Every read tolerates blocked storage and hand-edited values.
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  languageCookie,
  languageFromCookieHeader,
  languageOfHtmlLang,
  type Language,
} from '../../domain/language';

function storedLanguage(storage: Storage | null): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language chosen on this device, or null when none was: the cookie first, then local storage. */
export function readChosenLanguage(doc: Document, storage: Storage | null): Language | null {
  return languageFromCookieHeader(doc.cookie) ?? storedLanguage(storage);
}

/** Remembers `language` in both places and says it on the document (`<html lang>`). */
export function rememberLanguage(doc: Document, storage: Storage | null, language: Language): void {
  doc.cookie = languageCookie(language, doc.location.protocol === 'https:');
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the cookie still remembers it.
  }
  doc.documentElement.lang = HTML_LANG[language];
}

/**
 * The language the app starts in, with the choice remembered on the device. A page drawn on the server
 * starts in the language it was drawn in (its `<html lang>`), so it hydrates as drawn; the remembered
 * choice is taken on right after, if it differs (LanguageProvider).
 */
export function startingLanguage(
  doc: Document,
  storage: Storage | null,
  drawnOnServer: boolean,
): { language: Language; chosen: Language | null } {
  const chosen = readChosenLanguage(doc, storage);
  if (drawnOnServer) return { language: languageOfHtmlLang(doc.documentElement.lang), chosen };
  // The document is the app's own: say the language on it, and keep the cookie for the server's pages.
  if (chosen) rememberLanguage(doc, storage, chosen);
  return { language: chosen ?? DEFAULT_LANGUAGE, chosen };
}
