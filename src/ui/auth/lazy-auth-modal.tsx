// The auth dialogs' frame (AuthModal, with Radix's dialog: about 14 KiB gzip) in a chunk of its own,
// so the pages that can open one (login's Forgot MPIN, the profile's Change MPIN) do not carry it in
// their first load. They ask for it once painted; if it still cannot be downloaded when the dialog
// opens, the page says so, with Retry, and Close to get back to the page.
import { lazyPart, usePrefetchAfterFirstPaint } from '../lazy-part';
import { PartLoadFailure } from '../part-load-failure';
import type { AuthModalProps } from './auth-modal';
import './auth.css';
import { retriableImport } from '../retriable-import';

const importAuthModal = retriableImport(() => import('./auth-modal'));
const authModal = lazyPart(() => importAuthModal().then((module) => module.AuthModal));

/** For a page that can open an auth dialog: downloads its frame after the page's first paint. */
export function usePrefetchedAuthModal(): void {
  usePrefetchAfterFirstPaint(authModal);
}

export function LazyAuthModal(props: AuthModalProps) {
  return <authModal.Part {...props} failure={(retry) => <PartLoadFailure onRetry={retry} onClose={props.onClose} />} />;
}
