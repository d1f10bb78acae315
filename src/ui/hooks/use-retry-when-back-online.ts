// Issue 30: a load that failed for want of a network goes on by itself when the network is back, as
// the person would press Retry; the Retry button stays for every other failure.
import { useEffect, useRef } from 'react';

export function useRetryWhenBackOnline(retry: () => void, failed: boolean): void {
  // The latest intent, without listening again at every render.
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!failed) return undefined;
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);
}
