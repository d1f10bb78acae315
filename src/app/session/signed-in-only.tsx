// SPEC §2 protected routes and §4 "Protected actions": a signed-out visitor's path (with its query)
// is saved as the redirect URL and they go to /login, replacing the protected entry in history.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { TOAST_DURATION_MS } from '../../domain/constants';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { saveRedirectUrl, withUtmParams } from '../navigation';
import { NO_ARRIVAL, usePageArrival } from '../page-arrival';
import { showToast } from '../toasts';
import { useSessionStatus } from './session-provider';

/** Saves where the visitor wanted to go, says why when the route asks, and opens /login. */
export function goToLoginFromProtectedPage(signedOutMessage?: string): void {
  saveRedirectUrl(window.location.pathname + window.location.search);
  // The id makes a repeated redirect (React's development double effects) update one toast.
  if (signedOutMessage) {
    showToast('error', signedOutMessage, {
      id: 'signed-out-redirect',
      duration: TOAST_DURATION_MS,
      position: 'top-center',
    });
  }
  navigate(withUtmParams('/login'), { replace: true });
}

function RedirectToLogin({ signedOutMessage }: { signedOutMessage: string | undefined }) {
  useEffect(() => goToLoginFromProtectedPage(signedOutMessage), [signedOutMessage]);
  return null;
}

interface SignedInOnlyProps {
  /** A toast some routes show on the way to /login (SPEC §2 Profile). */
  signedOutMessage?: string;
  children: ReactNode;
}

/**
 * Renders a protected page only for a signed-in person. While the stored session is first read the
 * page waits, unless it came drawn for this device's session with its answers (src/domain/page-session.ts):
 * then it shows at once, as the server drew it. An expiring session keeps the page for the second
 * before the session opens /login.
 */
export function SignedInOnly({ signedOutMessage, children }: SignedInOnlyProps) {
  const status = useSessionStatus();
  const [pathname] = useLocation();
  const drawnForThisSession = usePageArrival(pathname) !== NO_ARRIVAL;
  if (status === 'signedOut') return <RedirectToLogin signedOutMessage={signedOutMessage} />;
  if (status === 'checking' && !drawnForThisSession) return <LoadingIndicator label="Loading page..." />;
  return <>{children}</>;
}
