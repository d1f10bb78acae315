import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { AppFrame } from './app-frame';
import { Footer } from './footer';
import { PageLoadFailure } from './page-load-failure';
import { Header } from './header';
import { OfflineBar } from './offline-bar';
import { useUpdateAtNavigation } from '../offline/app-updates';
import type { HeaderSession } from './header';
import { useSessionActor, useSessionStatus } from '../session/session-provider';
import { layoutFor } from './layout-rules';
import { useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate';
import { useFocusOnChange } from '../../ui/hooks/use-focus-on-change';
import './layout.css';

const mainElement = () => document.getElementById('main');
/** The shown page's heading (the page being replaced may still be in the document, hidden, meanwhile). */
const pageHeading = (main: HTMLElement) =>
  [...main.querySelectorAll<HTMLElement>('h1')].find((heading) => heading.getClientRects().length > 0) ?? null;

interface AppLayoutProps {
  children: ReactNode;
  /**
   * Called once, when the first page is shown. A page drawn on the server is hydrated apart from the
   * header, inside its Suspense boundary: this is when it has been.
   */
  onFirstPageShown?: () => void;
}

/** The header follows the session's tags: signed-in navigation, or the signed-out headers. */
function useHeaderSession(): HeaderSession {
  const session = useSessionActor();
  const status = useSessionStatus();
  if (status === 'signedIn') return { signedIn: true, onSignOut: () => session.send({ type: 'LOGOUT' }) };
  return { signedIn: false, checking: status === 'checking' };
}

/**
 * Rendered beside the page inside the route's Suspense boundary: its layout effect runs when the page
 * is shown and is cleaned up when the boundary hides it again for the next lazy page, before paint.
 */
function PageShown({ onChange }: { onChange: (shown: boolean) => void }) {
  useLayoutEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

export function AppLayout({ children, onFirstPageShown }: AppLayoutProps) {
  const session = useHeaderSession();
  const [pathname] = useLocation();
  const chrome = layoutFor(pathname);
  useScrollToTopOnNavigate(pathname);
  // A new version of the app waiting is taken on at a move to another page (src/app/offline/app-updates.ts).
  useUpdateAtNavigation(pathname);
  // A navigation moves focus to the new page's heading (the first load leaves focus to the browser).
  useFocusOnChange(pathname, mainElement, pageHeading);
  const [pageShown, setPageShown] = useState(false);
  const { t } = useTranslation();
  const firstPageTold = useRef(false);
  useEffect(() => {
    if (!pageShown || firstPageTold.current) return;
    firstPageTold.current = true;
    onFirstPageShown?.();
  }, [pageShown, onFirstPageShown]);
  return (
    <AppFrame
      header={chrome.header !== 'none' ? <Header variant={chrome.header} {...session} /> : null}
      footer={
        /*
          The footer waits for the page: while a route's chunk loads nothing stands below the loading
          indicator, so the page's arrival pushes nothing down (no layout shift).
        */
        chrome.footer && pageShown ? <Footer /> : null
      }
    >
      <PageLoadFailure pathname={pathname}>
        <Suspense fallback={<LoadingIndicator label={t('app.loadingPage')} />}>
          {children}
          <PageShown onChange={setPageShown} />
        </Suspense>
      </PageLoadFailure>
      <OfflineBar />
    </AppFrame>
  );
}
