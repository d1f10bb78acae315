// While the device has no network (issue 30): one line at the foot of the screen says what still works
// and what waits. Fixed, so its coming and going moves nothing on the page. Drawn on the server and at
// hydration as online: only the browser knows.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineBar() {
  const online = useIsOnline();
  const { t } = useTranslation();
  return (
    <div className="offline-bar" role="status">
      {online ? null : <p className="offline-bar__text">{t('offline.offline')}</p>}
    </div>
  );
}
