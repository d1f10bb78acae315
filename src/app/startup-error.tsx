import { useEffect, useState } from 'react';
import { languageOfHtmlLang } from '../domain/language';
import { createI18n, englishI18n, loadCatalogue } from '../i18n/i18n';
import { useRetryWhenBackOnline } from '../ui/hooks/use-retry-when-back-online';

const reload = () => window.location.reload();

/**
 * Shown when /config.json cannot be read: without it the app knows no API to talk to. Drawn without the
 * app's language provider, so it speaks the document's language itself (main.tsx set `<html lang>` from
 * the remembered choice), in English until the Hindi catalogue is in, and in English if it cannot come.
 */
export function StartupError() {
  // Offline on a device that never kept the settings: the network's return starts the app.
  useRetryWhenBackOnline(reload, true);
  const [i18n, setI18n] = useState(englishI18n);
  useEffect(() => {
    const language = languageOfHtmlLang(document.documentElement.lang);
    if (language === 'en') return;
    loadCatalogue(language).then(
      (catalogue) => setI18n(createI18n(language, catalogue)),
      () => undefined,
    );
  }, []);
  const { t } = i18n;
  return (
    <main className="page page--narrow" id="main">
      <h1 className="page__heading">{t('startupError.heading')}</h1>
      <p className="page__subtitle">{t('startupError.detail')}</p>
      <p className="page__actions">
        <button type="button" className="button button--primary" onClick={reload}>
          {t('startupError.tryAgain')}
        </button>
      </p>
    </main>
  );
}
