// The product in English and Hindi (issue 30 part 2), with i18next, ICU messages (i18next-icu:
// plurals such as '{count, plural, one {# घंटा बाकी} other {# घंटे बाकी}}') and react-i18next.
//
// How the texts are kept:
// - One catalogue per language, keys by screen: locales/en/ (bundled: English is the default and
//   costs no extra request) and locales/hi/ (a chunk of its own, loaded only when Hindi is chosen).
// - The SPEC's English texts stay where they were, in the `*_TEXT` constants of src/domain and
//   machines/*: machines keep their English `meta.shows` and carry those texts as data (a loader's
//   failure, a toast), so they stay pure and QA's tests keep reading SPEC English. The English
//   catalogue repeats them, and tests/i18n/catalogue-matches-spec.test.ts holds it equal to them.
// - Views translate at render time by key (`t('eventsListing.heading')`). A text a machine hands over
//   as data is translated by its English wording (`knownText`): when it is a catalogue text it is shown
//   in the reader's language, and anything else (a server's own message) is shown as it came.
// - Numbers, money and dates keep India's formats in both languages (INTL_LOCALE: en-IN and hi-IN,
//   Latin digits), so '₹1,00,000' reads the same in both.
import i18next, { type i18n as I18n, type ParseKeys } from 'i18next';
import ICU, { type IcuInstance } from 'i18next-icu';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, INTL_LOCALE, isLanguage, type Language } from '../domain/language';
import en from './locales/en';

export type Catalogue = typeof en;
export type { I18n };

/**
 * ICU for the messages that use it (plurals, placeholders), and none for the rest: most of the
 * catalogue is plain text, and building an IntlMessageFormat for each of the landing page's texts cost
 * its first render about 200 ms of main thread on Lighthouse's phone. A text with no brace and no
 * apostrophe reads the same through ICU as it is.
 */
function plainTextFirst(icu: IcuInstance): IcuInstance {
  // i18next-icu's typings leave out the i18nFormat module's `parse`, which i18next calls.
  const module = icu as IcuInstance & { parse: (res: unknown, ...rest: unknown[]) => unknown };
  const parse = module.parse.bind(icu);
  module.parse = (res, ...rest) => (typeof res === 'string' && !/[{}']/.test(res) ? res : parse(res, ...rest));
  return icu;
}

/**
 * IntlMessageFormat resolves its locale for every message it is built for, through
 * `Intl.NumberFormat.supportedLocalesOf`: 53 ms of /events' first render on Lighthouse's phone, for the
 * same two locales each time. Their answer never changes while the page lives, so it is kept.
 */
let localesRemembered = false;
const SHIPPED_LOCALES = new Set<string>(Object.values(INTL_LOCALE));
function rememberResolvedLocales(): void {
  if (localesRemembered) return;
  localesRemembered = true;
  const resolve = IntlMessageFormat.resolveLocale;
  const resolved = new Map<string, ReturnType<typeof resolve>>();
  IntlMessageFormat.resolveLocale = (locales) => {
    const key = Array.isArray(locales) ? locales.join(',') : String(locales);
    if (!resolved.has(key)) resolved.set(key, SHIPPED_LOCALES.has(key) ? new Intl.Locale(key) : resolve(locales));
    return resolved.get(key);
  };
}

/** A language's catalogue: English is in the bundle, Hindi is fetched the first time it is chosen. */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'en') return en;
  const module = await import('./locales/hi');
  return module.default;
}

/** An i18next instance speaking `language`, ready at once (its catalogue is already loaded). */
export function createI18n(language: Language, catalogue: Catalogue): I18n {
  rememberResolvedLocales();
  const instance = i18next.createInstance();
  void instance
    .use(plainTextFirst(new ICU({ parseLngForICU: (lng: string) => (isLanguage(lng) ? INTL_LOCALE[lng] : lng) })))
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { en: { translation: en }, ...(language === 'en' ? {} : { [language]: { translation: catalogue } }) },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      returnEmptyString: true,
      react: { useSuspense: false },
    });
  return instance;
}

let english: I18n | undefined;

/** One English instance for whoever draws the app without choosing (tests, a page drawn for nobody). */
export function englishI18n(): I18n {
  english ??= createI18n('en', en);
  return english;
}

/** Makes `language` the instance's language, loading its catalogue first when it has not been yet. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadCatalogue(language));
  }
  await instance.changeLanguage(language);
}

/** The language an instance speaks now. */
export function languageOf(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

/** Every text of a catalogue by its dotted key. */
export function flattenCatalogue(catalogue: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of flattenCatalogue(value, `${prefix}${key}.`)) texts.set(inner, text);
    }
  }
  return texts;
}

/** The key of each English text without placeholders, by its wording (the first key wins). */
let keysByEnglish: Map<string, string> | undefined;

function keyOfEnglish(text: string): string | undefined {
  if (!keysByEnglish) {
    keysByEnglish = new Map();
    for (const [key, value] of flattenCatalogue(en)) {
      if (!value.includes('{') && !keysByEnglish.has(value)) keysByEnglish.set(value, key);
    }
  }
  return keysByEnglish.get(text);
}

/**
 * A text a machine or the server handed over in English, in the instance's language when the catalogue
 * has it (SPEC §8's failures, toasts), else unchanged (e.g. a server's own message).
 */
export function knownText(instance: Pick<I18n, 't' | 'language'>, text: string): string {
  if (instance.language === 'en') return text;
  const key = keyOfEnglish(text);
  return key ? instance.t(key as ParseKeys) : text;
}
