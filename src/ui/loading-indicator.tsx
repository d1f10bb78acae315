import './loading-indicator.css';

interface LoadingIndicatorProps {
  /** Read out by screen readers and shown beside the spinner. */
  label: string;
}

/** A polite live region, so a screen reader announces what is loading without moving focus. */
export function LoadingIndicator({ label }: LoadingIndicatorProps) {
  return (
    <div className="loading-indicator" role="status" aria-live="polite">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
