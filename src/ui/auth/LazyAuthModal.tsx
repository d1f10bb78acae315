// The auth dialogs' frame (AuthModal, with Radix's dialog: about 14 KiB gzip) in a chunk of its own,
// so the pages that can open one (login's Forgot MPIN, the profile's Change MPIN) do not carry it in
// their first load. They ask for it once painted; if it still cannot be downloaded when the dialog
// opens, the page says so in SPEC §8's words, with Retry, and Close to get back to the page.
import { useEffect } from 'react';
import { HTTP_ERROR_MESSAGES } from '../../domain/http-errors';
import { useAfterFirstPaint } from '../hooks/useAfterFirstPaint';
import { lazyPart } from '../lazy-part';
import type { AuthModalProps } from './AuthModal';
import './auth.css';

const authModal = lazyPart(() => import('./AuthModal').then((module) => module.AuthModal));

/** For a page that can open an auth dialog: downloads its frame after the page's first paint. */
export function usePrefetchedAuthModal(): void {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    // A failed prefetch is forgotten: opening the dialog asks again, and says so if that fails too.
    if (painted) authModal.prefetch().catch(() => undefined);
  }, [painted]);
}

export function LazyAuthModal(props: AuthModalProps) {
  return (
    <authModal.Part
      {...props}
      failure={(retry) => (
        <p className="auth-form__alert" role="alert">
          {HTTP_ERROR_MESSAGES.network}{' '}
          <button type="button" className="link-button" onClick={retry}>
            Retry
          </button>{' '}
          <button type="button" className="link-button" onClick={props.onClose}>
            Close
          </button>
        </p>
      )}
    />
  );
}
