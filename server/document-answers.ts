// The first public reads of /, /events and an event page, answered inside the document that loads
// the page (issue 11 item 1). Without them a phone fetches the document, then the scripts, runs them,
// and only then asks the API for the events and learns which image to draw: two more round trips
// before the largest paint. The document carries the exact answers the public API gives an anonymous
// caller (asked in-process, so they cannot drift from it) and preloads the page's largest image. The
// event page's and /events' also have their first screen drawn from those answers (the banner and
// title; the first page of cards) by the build's renderer (src/domain/first-screen-renderer.ts).
// The app (src/app/document-answers.ts) uses each answer once, for a request without a token, and
// asks the network for everything else.
import type { FastifyInstance } from 'fastify';
import { toEventDetail, type SubEventForDetail } from '../src/domain/event-detail';
import type { FirstScreenRenderer } from '../src/domain/first-screen-renderer';
import { toListingItem, type ListingPage, type SubEventForListing } from '../src/domain/listing';
import { DOCUMENT_ANSWERS_ELEMENT_ID } from '../src/domain/constants';
import { escapeHtml } from '../src/domain/escape-html';
import { insertFirstScreen } from './route-documents';
import { strongEtag } from './compression';

const API = '/api/v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Answers = Map<string, unknown>;

export interface DocumentAnswersPlan {
  /** API paths with their query, exactly as the page's machines ask for them on arrival. */
  requests: string[];
  /** The page's largest image, once the answers are known. */
  largestImage?: (answers: Answers) => string | null;
  /**
   * The route's first screen (src/app/shell/first-screens.tsx) for these answers, drawn by the build's
   * renderer; null when the answers cannot give it.
   */
  firstScreen?: (answers: Answers, renderer: FirstScreenRenderer) => string | null;
}

function firstOfList(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) ? data[0] : undefined;
}

/** The listing's first page from its answer, as the app's listing machine holds it once loaded. */
function listingFirstPage(body: unknown, now: Date): ListingPage | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, data, pagination } = body as {
    success?: unknown;
    data?: SubEventForListing[];
    pagination?: { current_page: number; total: number; total_pages: number };
  };
  if (success !== true || !Array.isArray(data) || !pagination) return null;
  return {
    items: data.map((subEvent) => toListingItem(subEvent, now)),
    pagination: { total: pagination.total, totalPages: pagination.total_pages, currentPage: pagination.current_page },
  };
}

/** What each page asks for on arrival. /events with a query shows filters, so it is left to the app. */
export function documentAnswersPlanFor(pathname: string, search: string): DocumentAnswersPlan | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') {
    return { requests: [`${API}/sub-events/public?page=1&limit=10&fields=card`, `${API}/promotional-banners`] };
  }
  if (path === '/events' && (search === '' || search === '?')) {
    const list = `${API}/sub-events/public?page=1&limit=12&fields=card`;
    return {
      requests: [list, `${API}/sub-events/public/facets`],
      largestImage: (answers) => {
        const first = firstOfList(answers.get(list)) as SubEventForListing | undefined;
        return first ? toListingItem(first, new Date()).image : null;
      },
      // No first screen for an empty catalogue: its message is the app's to draw.
      firstScreen: (answers, renderer) => {
        const page = listingFirstPage(answers.get(list), new Date());
        return page && page.items.length > 0 ? renderer.renderEventsFirstScreen(page) : null;
      },
    };
  }
  const eventUuid = /^\/event\/([^/]+)$/.exec(path)?.[1];
  if (eventUuid && UUID.test(eventUuid)) {
    const detail = `${API}/sub-events/public?sub_event_uuid=${eventUuid}`;
    const eventIn = (answers: Answers) => {
      const event = firstOfList(answers.get(detail)) as SubEventForDetail | undefined;
      return event?.sub_event_uuid === eventUuid ? toEventDetail(event) : null;
    };
    return {
      requests: [detail],
      largestImage: (answers) => eventIn(answers)?.bannerImage ?? null,
      firstScreen: (answers, renderer) => {
        const event = eventIn(answers);
        return event ? renderer.renderEventFirstScreen({ name: event.name, bannerImage: event.bannerImage }) : null;
      },
    };
  }
  return null;
}

/** Only our own paths and web addresses are preloaded. */
function isPreloadable(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  return /^https?:\/\//i.test(url);
}

/** JSON that cannot close its <script> element or end a JavaScript line early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `tag` before the document's `closing` tag, or at its end when it has none (HTML allows leaving both out). */
function insertBefore(html: string, closing: string, tag: string): string {
  const at = html.lastIndexOf(closing);
  return at === -1 ? `${html}${tag}` : `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/** Each planned request, asked of the API in-process as an anonymous caller; only 200s are kept. */
async function askApi(app: FastifyInstance, requests: readonly string[]): Promise<Answers> {
  const answers: Answers = new Map();
  await Promise.all(
    requests.map(async (url) => {
      try {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
        if (response.statusCode === 200) answers.set(url, response.json());
      } catch {
        // The app asks the network itself, and reports the failure there.
      }
    }),
  );
  return answers;
}

/** The document with the route's first screen, when the answers can give it. */
function withFirstScreen(
  html: string,
  answers: Answers,
  plan: DocumentAnswersPlan,
  renderer: FirstScreenRenderer | undefined,
): string {
  const screen = renderer ? (plan.firstScreen?.(answers, renderer) ?? null) : null;
  return screen ? insertFirstScreen(html, screen) : html;
}

/**
 * The document with the plan's answers and image preload, and the route's first screen when the
 * answers can give it; null when the API answered none of it.
 */
export async function documentWithAnswers(
  app: FastifyInstance,
  page: { html: string; firstScreenRenderer?: FirstScreenRenderer },
  plan: DocumentAnswersPlan,
): Promise<{ html: string; etag: string } | null> {
  const answers = await askApi(app, plan.requests);
  if (answers.size === 0) return null;
  const html = withFirstScreen(page.html, answers, plan, page.firstScreenRenderer);
  const image = plan.largestImage?.(answers) ?? null;
  const preload =
    image && isPreloadable(image)
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`
      : '';
  // In the plan's order, not the order the answers came in: the same answers make the same document (ETag).
  const payload = Object.fromEntries(
    plan.requests.filter((url) => answers.has(url)).map((url) => [url, { status: 200, body: answers.get(url) }]),
  );
  const script = `<script type="application/json" id="${DOCUMENT_ANSWERS_ELEMENT_ID}">${scriptSafeJson(payload)}</script>`;
  const withAnswers = insertBefore(insertBefore(html, '</head>', preload), '</body>', script);
  return { html: withAnswers, etag: strongEtag(withAnswers) };
}
