// The app's language: the i18next instance every view translates with (react-i18next), and the choice
// the switch changes. A page drawn on the server is hydrated in the language it was drawn in (the
// document's `<html lang>`); a different choice remembered on the device is taken on right after.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../domain/language';
import { languageOf, switchLanguage, type I18n } from '../../i18n/i18n';
import { LanguageChoiceProvider } from '../../i18n/language-choice';
import { translateToastsWith } from '../toasts';

/** Where the browser remembers the choice (src/app/language/chosen-language.ts); absent on the server. */
export interface LanguageMemory {
  /** The language chosen on this device, when it differs from the one the app starts in. */
  preferred: Language | null;
  remember: (language: Language) => void;
}

export function LanguageProvider({
  i18n,
  memory,
  children,
}: {
  i18n: I18n;
  memory?: LanguageMemory;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState<Language>(() => languageOf(i18n));
  const choose = useCallback(
    (next: Language) => {
      switchLanguage(i18n, next).then(
        () => {
          memory?.remember(next);
          setLanguage(next);
        },
        (error: unknown) => console.error(`Startline could not switch to '${next}'`, error),
      );
    },
    [i18n, memory],
  );
  useEffect(() => {
    if (!memory) return;
    translateToastsWith(i18n);
    if (memory.preferred && memory.preferred !== languageOf(i18n)) choose(memory.preferred);
    // Once, after the first render (a drawn page's hydration): the choice made on this device wins.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choice = useMemo(() => ({ language, choose }), [language, choose]);
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageChoiceProvider value={choice}>{children}</LanguageChoiceProvider>
    </I18nextProvider>
  );
}
