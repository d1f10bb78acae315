// What a page shows where a part of it (src/ui/lazy-part.tsx) could not be downloaded: SPEC §8's
// network text, announced, with Retry and, where the part can be dismissed, Close.
import { HTTP_ERROR_MESSAGES } from '../domain/http-errors';
import './part-load-failure.css';

interface PartLoadFailureProps {
  onRetry: () => void;
  onClose?: () => void;
}

export function PartLoadFailure({ onRetry, onClose }: PartLoadFailureProps) {
  return (
    <p className="part-load-failure" role="alert">
      {HTTP_ERROR_MESSAGES.network}{' '}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
      {onClose ? (
        <>
          {' '}
          <button type="button" onClick={onClose}>
            Close
          </button>
        </>
      ) : null}
    </p>
  );
}
