// The catalogue's keys, typed from the English catalogue: t('a.key.that.does.not.exist') fails the type
// check. Placeholders are ICU ({name}, {count, plural, ...}), which i18next's own {{...}} extractor
// cannot read, so it is turned off (i18next-icu's README).
import 'i18next';
import type en from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    parseInterpolation: false;
  }
}
