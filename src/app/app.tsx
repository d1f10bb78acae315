import { Router } from 'wouter';
import { englishI18n, type I18n } from '../i18n/i18n';
import type { RuntimeConfig } from './config';
import { AccountLanguage } from './language/account-language';
import { LanguageProvider, type LanguageMemory } from './language/language-provider';
import { AppLayout } from './layout/app-layout';
import { NO_ARRIVAL, PageArrivalProvider, type PageArrival } from './page-arrival';
import { AppRoutes } from './routes';
import { ServicesProvider } from './services';
import { SessionProvider } from './session/session-provider';
import { AppToaster } from './toasts';

interface AppProps {
  config: RuntimeConfig;
  /** How API requests go out; globalThis.fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** The answers the page's document carried, which its first render draws from (src/app/page-arrival.tsx). */
  arrival?: PageArrival;
  /** On the server (src/app/shell/server-render.tsx): the page being drawn; the browser's address otherwise. */
  serverLocation?: { pathname: string; search: string };
  /** Called once, when the first page is shown: for a drawn page, once it is hydrated (src/main.tsx). */
  onFirstPageShown?: () => void;
  /** The language the app starts in, with its catalogue loaded (src/i18n); English when not given. */
  i18n?: I18n;
  /** In the browser: the choice remembered on the device, and how to remember a new one. */
  languageMemory?: LanguageMemory;
}

export function App({
  config,
  fetch,
  arrival = NO_ARRIVAL,
  serverLocation,
  onFirstPageShown,
  i18n = englishI18n(),
  languageMemory,
}: AppProps) {
  // The same tree on both sides: the Router only tells the server's render where it is.
  return (
    <Router {...(serverLocation ? { ssrPath: serverLocation.pathname, ssrSearch: serverLocation.search } : {})}>
      <LanguageProvider i18n={i18n} memory={languageMemory}>
        <PageArrivalProvider arrival={arrival}>
          <SessionProvider config={config}>
            <ServicesProvider config={config} fetch={fetch}>
              <AccountLanguage>
                <AppLayout onFirstPageShown={onFirstPageShown}>
                  <AppRoutes />
                </AppLayout>
                <AppToaster />
              </AccountLanguage>
            </ServicesProvider>
          </SessionProvider>
        </PageArrivalProvider>
      </LanguageProvider>
    </Router>
  );
}
