// What a page that loads its content shows until it has some, written once for My Events and My
// Orders: the loading indicator, the failure's text (an alert) with Retry, and an empty state with its
// heading. Retry keeps focus on the page (its heading), since the button itself goes away.
import type { ReactNode } from 'react';
import { focusPageHeading } from './focus-page-heading';
import { LoadingIndicator } from './loading-indicator';
import { useRetryWhenBackOnline } from './hooks/use-retry-when-back-online';
import './page-states.css';

/** The empty state: its heading's id (which names the section), heading, detail, and what to do next. */
interface EmptyState {
  id: string;
  heading: string;
  detail: string;
  /** What the person can do next, if anything (a link). */
  action?: ReactNode;
}

/**
 * The page's content while it is not shown: 'loading', 'failed' (the loader's text and Retry) or
 * 'empty'; any other screen renders nothing here, and the page renders its content.
 */
export function PageLoadStates({
  view,
  texts,
  empty,
}: {
  /** What the flow's connect gives: the screen, the failure's text, and Retry. */
  view: { screen: string; errorMessage: string | null; retry: () => void };
  /** The page's 'Loading ...' and Retry labels. */
  texts: { loading: string; retry: string };
  empty: EmptyState;
}) {
  if (view.screen === 'loading') return <LoadingIndicator label={texts.loading} />;
  if (view.screen === 'failed')
    return <PageLoadFailed message={view.errorMessage} retryLabel={texts.retry} onRetry={view.retry} />;
  if (view.screen === 'empty') return <PageEmpty {...empty} />;
  return null;
}

function PageLoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string | null;
  retryLabel: string;
  onRetry: () => void;
}) {
  useRetryWhenBackOnline(onRetry, true);
  return (
    <div className="page-state">
      <p role="alert">{message}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={(event) => {
          focusPageHeading(event.currentTarget);
          onRetry();
        }}
      >
        {retryLabel}
      </button>
    </div>
  );
}

function PageEmpty({ id, heading, detail, action }: EmptyState) {
  return (
    <section className="page-state" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{detail}</p>
      {action}
    </section>
  );
}
