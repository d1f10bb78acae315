import type { RuntimeConfig } from './config';
import { AppLayout } from './layout/app-layout';
import { AppRoutes } from './routes';
import { ServicesProvider } from './services';
import { SessionProvider } from './session/session-provider';
import { AppToaster } from './toasts';

interface AppProps {
  config: RuntimeConfig;
  /** How API requests go out; globalThis.fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

export function App({ config, fetch }: AppProps) {
  return (
    <SessionProvider config={config}>
      <ServicesProvider config={config} fetch={fetch}>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
        <AppToaster />
      </ServicesProvider>
    </SessionProvider>
  );
}
