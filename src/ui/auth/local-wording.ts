// Sign-in, profile and booking texts handed over in SPEC's English (issue 30 part 2): a validation
// message of src/domain ('Full name is required', 'Age must be at least 18 years'), a toast or a
// failure a machine carries, the row heading the booking words ('Attendee 1 of 2 — 10K Run'). The
// domain and the machines keep their English; a view passes what it got through `useLocalWording`,
// which finds the account or booking message the text was worded by (its English, with '{name}'
// placeholders read back out of the text) and words the same parts, kept as they came (a field's
// label is the organiser's, as the form shows it), in the reader's language. A text
// it does not know (a server's own message, a name) is shown as it came; English is never changed.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenCatalogue, knownText, type I18n } from '../../i18n/i18n';
import { parts } from '../../i18n/locales/en';

type Translator = Pick<I18n, 't' | 'language'>;

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  fixed: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let templates: Template[] | undefined;

/** The account and booking messages with simple placeholders, those with the most fixed words first. */
function templatesOf(): Template[] {
  if (templates) return templates;
  templates = [...flattenCatalogue({ ...parts.account, ...parts.booking })]
    .filter(([, text]) => /\{\w+\}/.test(text) && !/\{\w+,/.test(text))
    .map(([key, text]) => {
      const names = [...text.matchAll(new RegExp(PLACEHOLDER))].map((match) => match[1] ?? '');
      const literal = text.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
      const pattern = new RegExp(`^${literal.map(escape).join('(.+?)')}$`, 's');
      return { key, pattern, names, fixed: literal.join('').length };
    })
    .sort((a, b) => b.fixed - a.fixed);
  return templates;
}

/** `text` in the reader's language when an account or booking message worded it; else as it came. */
export function localWording(i18n: Translator, text: string): string {
  if (i18n.language === 'en' || text === '') return text;
  const known = knownText(i18n, text);
  if (known !== text) return known;
  for (const template of templatesOf()) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    // The parts (a field's label, a category, a time) are the data's, kept as they came.
    const values = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1] ?? '']));
    return i18n.t(template.key as never, values);
  }
  return text;
}

/** `localWording` in the view's language; nothing stays nothing. */
export function useLocalWording(): (text: string | null | undefined) => string | null {
  const { i18n } = useTranslation();
  const { language } = i18n;
  return useCallback(
    (text: string | null | undefined) => (text ? localWording(i18n, text) : (text ?? null)),
    // The language is read so that a switch words the texts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language],
  );
}
