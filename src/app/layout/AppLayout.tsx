import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { Footer } from './Footer';
import { Header } from './Header';
import type { HeaderSession } from './Header';
import { useSessionActor, useSessionStatus } from '../session/SessionProvider';
import { layoutFor } from './layout-rules';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';
import './layout.css';

interface AppLayoutProps {
  children: ReactNode;
}

/** The header follows the session's tags: signed-in navigation, or the signed-out headers. */
function useHeaderSession(): HeaderSession {
  const session = useSessionActor();
  const status = useSessionStatus();
  if (status === 'signedIn') return { signedIn: true, onSignOut: () => session.send({ type: 'LOGOUT' }) };
  return { signedIn: false, checking: status === 'checking' };
}

function AppMain({ withHeader, children }: { withHeader: boolean; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={withHeader ? 'app-main app-main--with-header' : 'app-main'}>
      {children}
    </main>
  );
}

export function AppLayout({ children }: AppLayoutProps) {
  const session = useHeaderSession();
  const [pathname] = useLocation();
  const chrome = layoutFor(pathname);
  useScrollToTopOnNavigate(pathname);
  const withHeader = chrome.header !== 'none';
  return (
    <div className="app-shell">
      {chrome.header !== 'none' ? (
        <>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <Header variant={chrome.header} {...session} />
        </>
      ) : null}
      {/*
        The footer waits with the page: while a route's chunk loads, nothing stands below the loading
        indicator, so the route's arrival pushes nothing down (no layout shift).
      */}
      <Suspense
        fallback={
          <AppMain withHeader={withHeader}>
            <LoadingIndicator label="Loading page..." />
          </AppMain>
        }
      >
        <AppMain withHeader={withHeader}>{children}</AppMain>
        {chrome.footer ? <Footer /> : null}
      </Suspense>
    </div>
  );
}
