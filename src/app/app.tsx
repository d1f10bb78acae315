import { Router } from 'wouter';
import type { RuntimeConfig } from './config';
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
}

export function App({ config, fetch, arrival = NO_ARRIVAL, serverLocation, onFirstPageShown }: AppProps) {
  // The same tree on both sides: the Router only tells the server's render where it is.
  return (
    <Router {...(serverLocation ? { ssrPath: serverLocation.pathname, ssrSearch: serverLocation.search } : {})}>
      <PageArrivalProvider arrival={arrival}>
        <SessionProvider config={config}>
          <ServicesProvider config={config} fetch={fetch}>
            <AppLayout onFirstPageShown={onFirstPageShown}>
              <AppRoutes />
            </AppLayout>
            <AppToaster />
          </ServicesProvider>
        </SessionProvider>
      </PageArrivalProvider>
    </Router>
  );
}
