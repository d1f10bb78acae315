// The language the reader chose, and how to choose another, for any part of the app that shows the
// switch (the header, the profile). src/app provides it (src/app/language/language-provider.tsx), which
// also remembers the choice on the device.
import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../domain/language';

export interface LanguageChoice {
  language: Language;
  choose: (language: Language) => void;
}

const LanguageChoiceContext = createContext<LanguageChoice>({ language: DEFAULT_LANGUAGE, choose: () => undefined });

export const LanguageChoiceProvider = LanguageChoiceContext.Provider;

export function useLanguageChoice(): LanguageChoice {
  return useContext(LanguageChoiceContext);
}
