// A page's code arrives in its own chunk (routes.tsx). When that download fails (the phone went
// offline between two screens), React would unmount the whole app and leave a blank page. This
// boundary keeps the header, says what happened in SPEC §8's words, and tries the page again on
// Retry or as soon as the browser is back online, and reloads the page if a retry fails while online.
// Drafts live in the flows' own storage, so nothing typed is lost while the page is away.
import { Component, createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { Translation } from 'react-i18next';

/** How many times the current page's code has been asked for: a new attempt needs new lazy pages. */
const PageAttempt = createContext(0);

export function usePageAttempt(): number {
  return useContext(PageAttempt);
}

/**
 * What browsers throw when a dynamic import() cannot fetch its module, and what Vite's preload
 * helper throws when the page's stylesheet cannot be fetched.
 */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

interface PageLoadFailureProps {
  /** The page's path: moving to another page starts a fresh attempt. */
  pathname: string;
  children: ReactNode;
}

interface PageLoadFailureState {
  failed: boolean;
  attempt: number;
}

export class PageLoadFailure extends Component<PageLoadFailureProps, PageLoadFailureState> {
  override state: PageLoadFailureState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<PageLoadFailureState> {
    // Anything but a failed download is a bug, which this boundary must not dress up as the network.
    if (!isChunkLoadFailure(error)) throw error;
    return { failed: true };
  }

  override componentDidCatch() {
    // A retry that fails while the browser is online: the chunk may import a shared one whose failed
    // download the browser keeps for as long as the page lives (src/ui/retriable-import.ts), so only
    // a fresh document can load it. The page's drafts live in the flows' own storage.
    if (this.state.attempt > 0 && navigator.onLine) window.location.reload();
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: PageLoadFailureProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.retry();
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    if (this.state.failed) this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  };

  override render() {
    if (this.state.failed) {
      return (
        <Translation>
          {(t) => (
            <section className="page page--narrow" aria-labelledby="page-load-failure">
              <div role="alert">
                <h1 id="page-load-failure" className="page__heading">
                  {t('httpErrors.network')}
                </h1>
              </div>
              <p className="page__actions">
                <button type="button" className="button button--primary" onClick={this.retry}>
                  {t('pageStates.retry')}
                </button>
              </p>
            </section>
          )}
        </Translation>
      );
    }
    return <PageAttempt.Provider value={this.state.attempt}>{this.props.children}</PageAttempt.Provider>;
  }
}
