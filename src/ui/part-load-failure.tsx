// What a page shows where a part of it (src/ui/lazy-part.tsx) could not be downloaded: SPEC §8's
// network text, announced, with Retry and, where the part can be dismissed, Close.
import { useTranslation } from 'react-i18next';
import './part-load-failure.css';

interface PartLoadFailureProps {
  onRetry: () => void;
  onClose?: () => void;
}

export function PartLoadFailure({ onRetry, onClose }: PartLoadFailureProps) {
  const { t } = useTranslation();
  return (
    <p className="part-load-failure" role="alert">
      {t('httpErrors.network')}{' '}
      <button type="button" onClick={onRetry}>
        {t('pageStates.retry')}
      </button>
      {onClose ? (
        <>
          {' '}
          <button type="button" onClick={onClose}>
            {t('pageStates.close')}
          </button>
        </>
      ) : null}
    </p>
  );
}
