import { useRetryWhenBackOnline } from '../ui/hooks/use-retry-when-back-online';

const reload = () => window.location.reload();

/** Shown when /config.json cannot be read: without it the app knows no API to talk to. */
export function StartupError() {
  // Offline on a device that never kept the settings: the network's return starts the app.
  useRetryWhenBackOnline(reload, true);
  return (
    <main className="page page--narrow" id="main">
      <h1 className="page__heading">Startline could not start</h1>
      <p className="page__subtitle">
        We could not load the site&apos;s settings. Please check your connection and try again.
      </p>
      <p className="page__actions">
        <button type="button" className="button button--primary" onClick={reload}>
          Try Again
        </button>
      </p>
    </main>
  );
}
