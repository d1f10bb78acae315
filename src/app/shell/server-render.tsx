// The public pages drawn on the server: /, /events and an event page come inside their document as the
// app itself draws them, and the browser hydrates that markup (src/main.tsx: hydrateRoot) instead of
// drawing the page again. A phone paints the page as soon as the document and its stylesheets are in,
// before any script has run, and keeps those very nodes once the app runs: nothing is painted twice.
//
// The build bundles this module for Node (scripts/server-render-build.ts) and the server loads it at
// start (server/route-documents.ts). What it draws is exactly the browser's first render:
// - the session as it is while the stored session is first read ('checking': no sign-in links or
//   account menu yet), since the server cannot know who is visiting;
// - the pages' machines started from the answers the document carries, on the clock of when they
//   were read (src/app/page-arrival.tsx);
// - every lazy part (the page's chunk, the toaster) already in, as the browser waits for the page's
//   chunk before it hydrates.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '../app';
import { parseRuntimeConfig } from '../config';
import { arrivalOf } from '../page-arrival';
import { preloadRoute } from '../routes';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language';
import type { PageRenderRequest } from '../../domain/server-render';
import { createI18n, loadCatalogue, type I18n } from '../../i18n/i18n';

/** Nothing runs while a page is drawn on the server: a request would be a bug. */
const noRequests = (request: Request): Promise<Response> =>
  Promise.reject(new Error(`${request.method} ${request.url} was asked while a page was drawn on the server`));

/**
 * React puts a preload hint for each high-priority image before the markup; the server's document
 * preloads the image in its head instead, where the browser finds it first.
 */
function withoutResourceHints(markup: string): string {
  return markup.replace(/^(<link [^>]*>)+/, '');
}

/** One instance per language, each fixed in it: the server never switches a language mid-render. */
const translators = new Map<Language, Promise<I18n>>();

function translatorFor(language: Language): Promise<I18n> {
  let translator = translators.get(language);
  if (!translator) {
    translator = loadCatalogue(language).then((catalogue) => createI18n(language, catalogue));
    translators.set(language, translator);
  }
  return translator;
}

/** The page's markup for #root, as the browser's first render will draw it, in the visitor's language. */
export async function renderPage(request: PageRenderRequest): Promise<string> {
  const [i18n] = await Promise.all([
    translatorFor(request.language ?? DEFAULT_LANGUAGE),
    preloadRoute(request.pathname),
  ]);
  const config = parseRuntimeConfig(request.config);
  const arrival = arrivalOf(request.pathname, request.readAt, new Map(Object.entries(request.answers)));
  const { prelude } = await prerender(
    <StrictMode>
      <App config={config} fetch={noRequests} arrival={arrival} serverLocation={request} i18n={i18n} />
    </StrictMode>,
    // Every boundary inline: React would otherwise put a large one after the rest, revealed by an
    // inline script, which the document's Content-Security-Policy refuses (and hydration with it).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return withoutResourceHints(await new Response(prelude).text());
}
