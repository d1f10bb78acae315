// The app document for each route. Each names its route's chunks and stylesheets (dist/
// route-preloads.json), so the browser fetches them beside the entry rather than after it has run;
// the landing's also carries its first screen (dist/first-screens.json, rendered by the build from the
// app's own components), so a phone paints the header and hero before any script has run. The
// screens drawn from a visit's answers (the event's banner and title, the listing's cards) come from
// the build's renderer (src/domain/first-screen-renderer.ts), loaded here once and handed to
// server/document-answers.ts with the route's document.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREENS_RENDERER_FILE, type FirstScreenRenderer } from '../src/domain/first-screen-renderer';
import { utmParamsIn } from '../src/domain/utm';
import { precompressedBody } from './compression';
import { scriptsAfterPaint } from './scripts-after-paint';
import { FIRST_SCREENS_FILE, ROUTE_PRELOADS_FILE, type RoutePreload } from '../scripts/build-output';

const EMPTY_ROOT = '<div id="root"></div>';

/** What the build writes for the server alone: read here, never served. */
const SERVER_ONLY_FILES = [ROUTE_PRELOADS_FILE, FIRST_SCREENS_FILE, FIRST_SCREENS_RENDERER_FILE];

/** Whether a path under the static root is one of the build's files for the server (or a compressed copy). */
export function isServerOnlyFile(pathName: string): boolean {
  const name = pathName.replace(/^\/+/, '');
  return SERVER_ONLY_FILES.some((file) => name === file || name.startsWith(`${file}.`));
}

type RouteDocument = {
  html: string;
  body: ReturnType<typeof precompressedBody>;
  /** Draws the first screens that depend on the visit's answers, for a visit that may be given one. */
  firstScreenRenderer?: FirstScreenRenderer;
};

async function readJson<T>(file: string, otherwise: T): Promise<T> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : otherwise;
}

/**
 * The renderer, remembering its last screen: the listing's first page is the same for every visitor
 * until an event changes or a card's status does, and drawing it costs about 1-3 ms of the server's
 * one thread.
 */
function rememberingLast(renderer: FirstScreenRenderer): FirstScreenRenderer {
  let last: { page: string; screen: string } | null = null;
  return {
    renderEventFirstScreen: (event) => renderer.renderEventFirstScreen(event),
    renderEventsFirstScreen(page) {
      const key = JSON.stringify(page);
      if (last?.page !== key) last = { page: key, screen: renderer.renderEventsFirstScreen(page) };
      return last.screen;
    },
  };
}

/** The build's renderer, when it has one that offers what the server asks of it. */
async function loadRenderer(staticRoot: string): Promise<FirstScreenRenderer | undefined> {
  const file = path.join(staticRoot, FIRST_SCREENS_RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<FirstScreenRenderer>;
  return typeof module.renderEventsFirstScreen === 'function' && typeof module.renderEventFirstScreen === 'function'
    ? rememberingLast(module as FirstScreenRenderer)
    : undefined;
}

function documentOf(html: string): RouteDocument {
  return { html, body: precompressedBody(html) };
}

/** The document with `screen` drawn inside its empty #root, asking for its scripts once it is painted. */
export function insertFirstScreen(html: string, screen: string): string {
  return scriptsAfterPaint(html.replace(EMPTY_ROOT, `<div id="root">${screen}</div>`));
}

function withFirstScreen(html: string, screen: string): RouteDocument {
  return documentOf(insertFirstScreen(html, screen));
}

/**
 * The document for a page request, by path and query. A visit that brings UTM parameters gets the
 * document without the first screen: its links would not carry them yet, and the app, which adds
 * them (SPEC §2), draws the page instead. `html` is kept for the documents that also carry answers.
 */
export async function routeDocuments(staticRoot: string): Promise<(pathname: string, search: string) => RouteDocument> {
  const html = await readFile(path.join(staticRoot, 'index.html'), 'utf8');
  const fallback = documentOf(html);
  const preloads = await readJson<RoutePreload[] | null>(path.join(staticRoot, ROUTE_PRELOADS_FILE), null);
  if (!preloads) return () => fallback;
  const firstScreens = await readJson<Record<string, string>>(path.join(staticRoot, FIRST_SCREENS_FILE), {});
  const renderer = await loadRenderer(staticRoot);
  const routes = preloads.map((route) => {
    const tags = [
      ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...route.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('');
    const routeHtml = html.replace('</head>', `${tags}</head>`);
    const screen = firstScreens[route.path];
    const plain = documentOf(routeHtml);
    const canHoldScreen = routeHtml.includes(EMPTY_ROOT);
    const withScreen = !canHoldScreen
      ? plain
      : screen === undefined
        ? { ...plain, firstScreenRenderer: renderer }
        : withFirstScreen(routeHtml, screen);
    return { pattern: routePattern(route.path), withScreen, plain };
  });
  return (pathname, search) => {
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    if (!route) return fallback;
    return Object.keys(utmParamsIn(search)).length > 0 ? route.plain : route.withScreen;
  };
}

/** '/event/:eventUuid' -> /^\/event\/[^/]+\/?$/, as the client's router matches it. */
export function routePattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
