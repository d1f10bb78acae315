// The global stylesheet comes first so that component styles, bundled after it, win ties.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { loadRuntimeConfig } from './app/config';
import { answeringFromDocument, readDocumentAnswers } from './app/document-answers';
import { answeringEarly, startEarlyRead, type EarlyRead } from './app/early-reads';
import { captureUtmParams } from './app/navigation';
import { readPageArrival } from './app/page-arrival';
import { takeWhatWasDone } from './app/shell/before-hydration';
import { drawnPageHoldsInThisTab } from './app/shell/drawn-page-holds';
import { preloadRoute } from './app/routes';
import { documentPageSessionCookie, matchPageSessionCookie } from './app/session/page-session-cookie';
import { readStoredSession } from './app/session/stored-session';
import { HYDRATION_MISMATCH_PREFIX } from './domain/constants';
import type { Language } from './domain/language';
import {
  OFFLINE_TEXT,
  SERVICE_WORKER_DELAY_MS,
  SERVICE_WORKER_IDLE_TIMEOUT_MS,
  SERVICE_WORKER_QUIET_MS,
} from './domain/offline';
import { noticingKeptAnswers } from './app/offline/kept-answers';
import { offerAppUpdates } from './app/offline/app-updates';
import { whenQuiet } from './app/offline/when-quiet';
import { showToast } from './app/toasts';
import { rememberLanguage, startingLanguage } from './app/language/chosen-language';
import { createI18n, englishI18n, loadCatalogue } from './i18n/i18n';

const documentRoot = document.getElementById('root');
if (!documentRoot) throw new Error('index.html has no #root element');
// A page drawn on the server (src/app/shell/server-render.tsx) is hydrated, not drawn again, unless this
// tab holds what makes its first render differ (then React replaces the markup when it renders).
const drawnOnServer =
  documentRoot.hasChildNodes() && drawnPageHoldsInThisTab(window.location.pathname, window.location.search);

// SPEC §2: the marketing parameters of the landing URL, saved once, as soon as the app starts (before
// its first render, which waits for the config and the page's chunk).
captureUtmParams();

let accessToken: string | null = null;
try {
  accessToken = readStoredSession(window.localStorage)?.token ?? null;
} catch {
  // Storage blocked: nobody is signed in as far as this page can tell, and the app says so.
}
// The next signed-in page is drawn on the server for the session this device holds (src/domain/page-session.ts).
// Once the page has loaded: reading document.cookie is a synchronous call to the browser's network
// process (about 30 ms of a throttled phone's main thread), and only the next page request needs it.
const matchCookie = () => matchPageSessionCookie(documentPageSessionCookie(document), accessToken);
if (document.readyState === 'complete') window.setTimeout(matchCookie);
else window.addEventListener('load', () => window.setTimeout(matchCookie), { once: true });

// A signed-in page's first read goes out as soon as the API's address is known (src/app/early-reads.ts),
// unless the page came drawn with it.
let earlyRead: EarlyRead | null = null;
const configLoaded = loadRuntimeConfig().then((config) => {
  if (drawnOnServer) return config;
  earlyRead = startEarlyRead({
    pathname: window.location.pathname,
    search: window.location.search,
    apiBaseUrl: config.apiBaseUrl,
    origin: window.location.origin,
    accessToken,
    fetch: (request) => fetch(request),
  });
  return config;
});

// The page's first public reads may have come with the document (server/document-answers.ts): the
// drawn page's first render starts from them, as the server's did, and the app's fetch hands them out.
const arrival = readPageArrival(document, () => performance.now());
// Answers the service worker served from its cache are noted, so the passes say since when (issue 30).
const apiFetch = noticingKeptAnswers(
  answeringFromDocument({
    answers: readDocumentAnswers(document),
    origin: window.location.origin,
    sincePageLoad: () => performance.now(),
    fetch: answeringEarly({
      earlyRead: () => earlyRead,
      sincePageLoad: () => performance.now(),
      fetch: (request) => fetch(request),
    }),
  }),
);

// The language (issue 30): English is in the bundle; Hindi's catalogue downloads beside the config.
let deviceStorage: Storage | null = null;
try {
  deviceStorage = window.localStorage;
} catch {
  // Storage blocked: the cookie alone remembers the language.
}
const language = startingLanguage(document, deviceStorage, drawnOnServer);
const i18nLoaded = loadCatalogue(language.language).then(
  (catalogue) => createI18n(language.language, catalogue),
  () => englishI18n(),
);
const languageMemory = {
  preferred: language.chosen,
  remember: (chosen: Language) => rememberLanguage(document, deviceStorage, chosen),
};

// The config and the current route's chunk download side by side rather than one after the other.
// The first render waits only for the config: the header paints while the page's chunk arrives. A
// page drawn on the server also waits for its chunk, and is hydrated in one pass: hydrated in parts,
// the header's session would settle before the page hydrates, and a signed-in visitor's page would
// no longer match the one drawn for nobody.
const pageChunk = preloadRoute(window.location.pathname);
Promise.all([configLoaded, i18nLoaded, drawnOnServer ? pageChunk : undefined]).then(
  ([config, i18n]) => {
    if (!drawnOnServer) {
      createRoot(documentRoot).render(
        <StrictMode>
          <App config={config} fetch={apiFetch} arrival={arrival} i18n={i18n} languageMemory={languageMemory} />
        </StrictMode>,
      );
      return;
    }
    // What the visitor typed and pressed before the app ran is done again once it has hydrated.
    const doAgain = takeWhatWasDone(documentRoot);
    const app = (
      <StrictMode>
        <App
          config={config}
          fetch={apiFetch}
          arrival={arrival}
          onFirstPageShown={doAgain}
          i18n={i18n}
          languageMemory={languageMemory}
        />
      </StrictMode>
    );
    // In a transition, so that React hydrates in slices and lets the browser answer in between: a
    // hydration outside one is a single task (about 700 ms on a throttled phone for the landing).
    startTransition(() => {
      hydrateRoot(documentRoot, app, {
        // React then draws the page afresh, so the visitor still gets it; the tests fail on this message.
        onRecoverableError: (error, info) => console.error(HYDRATION_MISMATCH_PREFIX, error, info.componentStack),
      });
    });
  },
  (error: unknown) => {
    console.error('Startline could not load /config.json', error);
    // A drawn page is replaced by the message: nothing on it could run.
    documentRoot.replaceChildren();
    createRoot(documentRoot).render(<StartupError />);
  },
);

// The service worker (src/service-worker.ts) keeps the app and the last-seen pages and passes for
// offline use; registered once the page has loaded, so it never competes with the first paint.
if (import.meta.env.PROD) {
  const register = () =>
    offerAppUpdates((updates) =>
      showToast('info', OFFLINE_TEXT.updateReady, {
        duration: Number.POSITIVE_INFINITY,
        position: 'top-center',
        action: { label: OFFLINE_TEXT.updateNow, onClick: () => updates.apply() },
      }),
    );
  // Registered a while after the page has loaded, once the person has paused and the browser is idle:
  // installing the worker downloads the app's code to keep (about 1.2 MB), which competed with the first
  // page's own work (Lighthouse's TBT on / rose from about 80 ms to about 450 ms when it started at the
  // load event) and with the frames of a person typing (SERVICE_WORKER_QUIET_MS).
  const registerWhenIdle = () =>
    window.setTimeout(
      () =>
        whenQuiet(window, SERVICE_WORKER_QUIET_MS, () =>
          'requestIdleCallback' in window
            ? window.requestIdleCallback(register, { timeout: SERVICE_WORKER_IDLE_TIMEOUT_MS })
            : register(),
        ),
      SERVICE_WORKER_DELAY_MS,
    );
  // A drawn page asks for its scripts after paint, which may be after the load event.
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
