// The global stylesheet comes first so that component styles, bundled after it, win ties.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { loadRuntimeConfig } from './app/config';
import { answeringFromDocument, readDocumentAnswers } from './app/document-answers';
import { answeringEarly, startEarlyRead, type EarlyRead } from './app/early-reads';
import { captureUtmParams } from './app/navigation';
import { preloadRoute } from './app/routes';
import { renderBesideFirstScreen } from './app/shell/take-over';
import { readStoredSession } from './app/session/stored-session';

const documentRoot = document.getElementById('root');
if (!documentRoot) throw new Error('index.html has no #root element');
// A first screen drawn into the document (src/app/shell) stays until the app's page has its content.
const firstScreen = documentRoot.hasChildNodes() ? renderBesideFirstScreen(documentRoot) : null;
const root = createRoot(firstScreen?.container ?? documentRoot);

// SPEC §2: the marketing parameters of the landing URL, saved once, as soon as the app starts (before
// its first render, which waits for the config and the page's chunk).
captureUtmParams();

// A signed-in page's first read goes out as soon as the API's address is known (src/app/early-reads.ts).
let earlyRead: EarlyRead | null = null;
const configLoaded = loadRuntimeConfig().then((config) => {
  let accessToken: string | null = null;
  try {
    accessToken = readStoredSession(window.localStorage)?.token ?? null;
  } catch {
    // Storage blocked: nobody is signed in as far as this page can tell, and the app says so.
  }
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

// The page's first public reads may have come with the document (server/document-answers.ts).
const apiFetch = answeringFromDocument({
  answers: readDocumentAnswers(document),
  origin: window.location.origin,
  sincePageLoad: () => performance.now(),
  fetch: answeringEarly({
    earlyRead: () => earlyRead,
    sincePageLoad: () => performance.now(),
    fetch: (request) => fetch(request),
  }),
});

// The config and the current route's chunk download side by side rather than one after the other.
// The first render waits only for the config: the header paints while the page's chunk arrives.
// When the document came with the page's first screen already drawn, the first render also waits for
// the chunk: the page itself, not the route's loading indicator, is what will take the screen's place.
const pageChunk = preloadRoute(window.location.pathname);
Promise.all([configLoaded, firstScreen ? pageChunk : undefined]).then(
  ([config]) => {
    const app = (
      <StrictMode>
        <App config={config} fetch={apiFetch} />
      </StrictMode>
    );
    // Beside a drawn first screen nothing is waiting to be painted, so the first render may yield to
    // the browser between components (a transition) instead of holding the main thread until it is done.
    if (firstScreen) startTransition(() => root.render(app));
    else root.render(app);
  },
  (error: unknown) => {
    console.error('Startline could not load /config.json', error);
    root.render(<StartupError />);
    firstScreen?.takeOver();
  },
);
