import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './Footer';
import { Header } from './Header';
import type { HeaderSession } from './Header';
import { layoutFor } from './layout-rules';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';
import './layout.css';

interface AppLayoutProps {
  session: HeaderSession;
  children: ReactNode;
}

export function AppLayout({ session, children }: AppLayoutProps) {
  const [pathname] = useLocation();
  const chrome = layoutFor(pathname);
  useScrollToTopOnNavigate(pathname);
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
