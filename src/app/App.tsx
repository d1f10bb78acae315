import { Toaster } from 'sonner';
import type { RuntimeConfig } from './config';
import { AppLayout } from './layout/AppLayout';
import type { HeaderSession } from './layout/Header';
import { AppRoutes } from './routes';
import { ServicesProvider } from './services';

interface AppProps {
  config: RuntimeConfig;
  /** Who is signed in; the session flow provides it, until then every visitor is signed out. */
  session?: HeaderSession;
}

const SIGNED_OUT: HeaderSession = { signedIn: false };

export function App({ config, session = SIGNED_OUT }: AppProps) {
  return (
    <ServicesProvider config={config}>
      <AppLayout session={session}>
        <AppRoutes />
      </AppLayout>
      <Toaster position="top-center" />
    </ServicesProvider>
  );
}
