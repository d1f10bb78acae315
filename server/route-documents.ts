// The app document for each route. Each names its route's chunks and stylesheets (dist/
// route-preloads.json), so the browser fetches them beside the entry rather than after it has run.
// The pages drawn on the server (/, /events, an event page) come from the build's renderer
// (src/domain/server-render.ts), loaded here once and handed to server/document-answers.ts with the
// route's document, which draws the page from the visit's answers.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDER_FILE, type PageRenderer } from '../src/domain/server-render';
import { utmParamsIn } from '../src/domain/utm';
import { precompressedBody } from './compression';
import { scriptsAfterPaint } from './scripts-after-paint';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../scripts/build-output';

const EMPTY_ROOT = '<div id="root"></div>';

/** What the build writes for the server alone: read here, never served. */
const SERVER_ONLY_FILES = [ROUTE_PRELOADS_FILE, SERVER_RENDER_FILE];

/** Whether a path under the static root is one of the build's files for the server (or a compressed copy). */
export function isServerOnlyFile(pathName: string): boolean {
  const name = pathName.replace(/^\/+/, '');
  return SERVER_ONLY_FILES.some((file) => name === file || name.startsWith(`${file}.`));
}

type RouteDocument = {
  html: string;
  body: ReturnType<typeof precompressedBody>;
  /** Draws the page from the visit's answers, for a visit that may be given it drawn. */
  pageRenderer?: PageRenderer;
};

async function readJson<T>(file: string, otherwise: T): Promise<T> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : otherwise;
}

/** The build's renderer, when it has one that offers what the server asks of it. */
async function loadRenderer(staticRoot: string): Promise<PageRenderer | undefined> {
  const file = path.join(staticRoot, SERVER_RENDER_FILE);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  return typeof module.renderPage === 'function' ? (module as PageRenderer) : undefined;
}

function documentOf(html: string): RouteDocument {
  return { html, body: precompressedBody(html) };
}

/** The document with the page's markup inside its empty #root, asking for its scripts once it is painted. */
export function insertPage(html: string, markup: string): string {
  return scriptsAfterPaint(html.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`));
}

/**
 * The event page's view for its registered participants (?from=my-events), reached from My Events:
 * drawn for nobody, it would only be drawn again once the session is known.
 */
function isSignedInView(search: string): boolean {
  return new URLSearchParams(search).get('from') === 'my-events';
}

/**
 * The document for a page request, by path and query. A visit that brings UTM parameters gets the
 * document the app draws itself: the server's links would not carry them, and the app adds them
 * (SPEC §2). `html` is kept for the documents that also carry answers.
 */
export async function routeDocuments(staticRoot: string): Promise<(pathname: string, search: string) => RouteDocument> {
  const html = await readFile(path.join(staticRoot, 'index.html'), 'utf8');
  const fallback = documentOf(html);
  const preloads = await readJson<RoutePreload[] | null>(path.join(staticRoot, ROUTE_PRELOADS_FILE), null);
  if (!preloads) return () => fallback;
  const renderer = await loadRenderer(staticRoot);
  const routes = preloads.map((route) => {
    const tags = [
      ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...route.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('');
    const routeHtml = html.replace('</head>', `${tags}</head>`);
    const plain = documentOf(routeHtml);
    const drawable = renderer && routeHtml.includes(EMPTY_ROOT) ? { ...plain, pageRenderer: renderer } : plain;
    return { pattern: routePattern(route.path), drawable, plain };
  });
  return (pathname, search) => {
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    if (!route) return fallback;
    return Object.keys(utmParamsIn(search)).length > 0 || isSignedInView(search) ? route.plain : route.drawable;
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
