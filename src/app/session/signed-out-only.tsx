// /login and /register are for people who are not signed in: a signed-in person who opens one goes
// to the saved redirect URL, or / (SPEC §2 protected routes: 'after login the user returns there').
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { takeRedirectUrl, withUtmParams } from '../navigation';
import { useSessionStatus } from './session-provider';

function RedirectSignedIn() {
  useEffect(() => navigate(withUtmParams(takeRedirectUrl()), { replace: true }), []);
  return null;
}

/**
 * Decides once, on arrival: signing in on this very page also makes the session signed in, and then
 * the page itself moves on to the redirect URL; this must not take that URL a second time.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  const settled = status !== 'checking';
  useEffect(() => {
    if (settled && arrivedSignedIn === null) setArrivedSignedIn(status === 'signedIn');
  }, [settled, status, arrivedSignedIn]);
  const decided = arrivedSignedIn ?? (settled ? status === 'signedIn' : null);
  if (decided === null) return <LoadingIndicator label="Loading page..." />;
  if (decided) return <RedirectSignedIn />;
  return <>{children}</>;
}
