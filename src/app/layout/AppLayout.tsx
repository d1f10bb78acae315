import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './Footer';
import { Header } from './Header';
import type { HeaderSession } from './Header';
import { useSessionActor, useSessionStatus } from '../session/SessionProvider';
import { layoutFor } from './layout-rules';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';
import { useFocusOnChange } from '../../ui/hooks/useFocusOnChange';
import './layout.css';

const mainElement = () => document.getElementById('main');
const pageHeading = (main: HTMLElement) => main.querySelector<HTMLElement>('h1');

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

export function AppLayout({ children }: AppLayoutProps) {
  const session = useHeaderSession();
  const [pathname] = useLocation();
  const chrome = layoutFor(pathname);
  useScrollToTopOnNavigate(pathname);
  // A navigation moves focus to the new page's heading (the first load leaves focus to the browser).
  useFocusOnChange(pathname, mainElement, pageHeading);
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
      <main
        id="main"
        tabIndex={-1}
        className={chrome.header === 'none' ? 'app-main' : 'app-main app-main--with-header'}
      >
        {children}
      </main>
      {chrome.footer ? <Footer /> : null}
    </div>
  );
}
