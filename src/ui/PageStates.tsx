// What a page that loads its content shows when the content failed to come or is empty, written once
// for My Events and My Orders: the failure's text (an alert) with Retry, and an empty state with its
// heading. Retry keeps focus on the page (its heading), since the button itself goes away.
import type { ReactNode } from 'react';
import { focusPageHeading } from './focus-page-heading';
import './page-states.css';

export function PageLoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string | null;
  retryLabel: string;
  onRetry: () => void;
}) {
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

export function PageEmpty({
  id,
  heading,
  detail,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  detail: string;
  /** What the person can do next, if anything (a link). */
  children?: ReactNode;
}) {
  return (
    <section className="page-state" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{detail}</p>
      {children}
    </section>
  );
}
