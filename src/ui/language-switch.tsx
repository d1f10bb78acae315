import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES } from '../domain/language';
import { useLanguageChoice } from '../i18n/language-choice';
import './language-switch.css';

/**
 * 'English' / 'हिन्दी' (issue 30): a group named 'Language' ('भाषा') of two toggle buttons, the chosen
 * one pressed. Each language is named in itself, and marked so, so a screen reader reads it rightly.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { language, choose } = useLanguageChoice();
  const { t } = useTranslation();
  return (
    <div className={`language-switch ${className}`.trim()} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={HTML_LANG[option]}
          className="language-switch__option"
          aria-pressed={option === language}
          onClick={() => {
            if (option !== language) choose(option);
          }}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
