// The first public reads of /, /events and an event page, answered inside the document that loads
// the page (issue 11 item 1). Without them a phone fetches the document, then the scripts, runs them,
// and only then asks the API for the events and learns which image to draw: two more round trips
// before the largest paint. The document carries the exact answers the public API gives an anonymous
// caller (asked in-process, so they cannot drift from it) and preloads the page's largest image. The
// page itself is drawn from those answers by the build's renderer (src/domain/server-render.ts) and
// hydrated by the browser, whose first render starts from the same answers (src/app/page-arrival.ts).
// The app's fetch (src/app/document-answers.ts) also uses each answer once, for a request without a
// token, and asks the network for everything else.
import type { FastifyInstance } from 'fastify';
import { toEventDetail, type SubEventForDetail } from '../src/domain/event-detail';
import type { PageRenderer } from '../src/domain/server-render';
import { toListingItem, type SubEventForListing } from '../src/domain/listing';
import { ANSWERS_READ_AT_ATTRIBUTE, DOCUMENT_ANSWERS_ELEMENT_ID } from '../src/domain/constants';
import { escapeHtml } from '../src/domain/escape-html';
import { HTML_LANG, type Language } from '../src/domain/language';
import { firstSignedInRead, isDrawnForSession } from '../src/domain/signed-in-reads';
import { insertPage } from './route-documents';
import { strongEtag } from './compression';

const API = '/api/v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Answers = Map<string, unknown>;

export interface DocumentAnswersPlan {
  /** API paths with their query, exactly as the page's machines ask for them on arrival. */
  requests: string[];
  /**
   * The session the page request carried (src/domain/page-session.ts), for a signed-in page: its
   * answers are asked as that person, and the document is theirs alone.
   */
  accessToken?: string;
  /** The page's largest image, once the answers are known. */
  largestImage?: (answers: Answers) => string | null;
}

function firstOfList(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) ? data[0] : undefined;
}

/**
 * What each page asks for on arrival. /events with a query shows filters, so it is left to the app. A
 * signed-in page is planned only for the session its request carried, and only one the server draws.
 */
export function documentAnswersPlanFor(
  pathname: string,
  search: string,
  accessToken: string | null = null,
): DocumentAnswersPlan | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const signedInRead = accessToken && isDrawnForSession(path) ? firstSignedInRead(path, search) : null;
  if (accessToken && signedInRead) return { requests: [`${API}${signedInRead}`], accessToken };
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

/** Each planned request, asked of the API in-process (as the plan's session, or anonymously); only 200s are kept. */
async function askApi(app: FastifyInstance, plan: DocumentAnswersPlan): Promise<Answers> {
  const answers: Answers = new Map();
  const headers = {
    accept: 'application/json',
    ...(plan.accessToken ? { authorization: `Bearer ${plan.accessToken}` } : {}),
  };
  await Promise.all(
    plan.requests.map(async (url) => {
      try {
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode === 200) answers.set(url, response.json());
      } catch {
        // The app asks the network itself, and reports the failure there.
      }
    }),
  );
  return answers;
}

/** How long a drawn page is handed out again for the same answers (within DOCUMENT_ANSWER_MAX_AGE_MS). */
const DRAWN_PAGE_REUSE_MS = 10_000;
const DRAWN_PAGES_KEPT = 64;

interface DrawnPage {
  markup: string;
  readAt: number;
}

/**
 * The page drawn from these answers, or null when it cannot be. A page is drawn again only when its
 * answers change or it is older than DRAWN_PAGE_REUSE_MS: drawing one costs a few milliseconds of the
 * server's one thread, and the listing and a popular event are the same for every anonymous visitor.
 * The page is kept with the moment it was read, which its document carries for the browser's clock.
 */
export function pageDrawer(now: () => number) {
  const kept = new Map<string, DrawnPage & { at: number }>();
  return async (
    renderer: PageRenderer,
    visit: DocumentVisit,
    answers: Answers,
    /** A person's own page is drawn for them alone, and not kept. */
    personal = false,
  ): Promise<DrawnPage | null> => {
    const bodies = Object.fromEntries(answers);
    const key = `${visit.language}\n${visit.pathname}${visit.search}\n${JSON.stringify(bodies)}`;
    const hit = personal ? undefined : kept.get(key);
    if (hit && now() - hit.at <= DRAWN_PAGE_REUSE_MS) return hit;
    try {
      const readAt = now();
      const markup = await renderer.renderPage({ ...visit, readAt, answers: bodies });
      if (personal) return { markup, readAt };
      kept.delete(key);
      if (kept.size >= DRAWN_PAGES_KEPT) kept.delete(kept.keys().next().value as string);
      const page = { markup, readAt, at: readAt };
      kept.set(key, page);
      return page;
    } catch (error) {
      // The app draws the page itself, as for a visit the server does not draw.
      console.error('Startline could not draw', visit.pathname, 'on the server', error);
      return null;
    }
  };
}

export type PageDrawer = ReturnType<typeof pageDrawer>;

/** Who asked for the page: where, the app's config, and the language they chose (their cookie). */
export interface DocumentVisit {
  pathname: string;
  search: string;
  config: unknown;
  language: Language;
}

/** The document in the visitor's language: `<html lang>` says it, before and after the app runs. */
export function inLanguage(html: string, language: Language): string {
  const lang = `lang="${HTML_LANG[language]}"`;
  return html.replace(/<html\b([^>]*)>/i, (_, attributes: string) =>
    /\slang="[^"]*"/i.test(attributes)
      ? `<html${attributes.replace(/\slang="[^"]*"/i, ` ${lang}`)}>`
      : `<html ${lang}${attributes}>`,
  );
}

/**
 * The document with the plan's answers, when they were read, and the image preload, with the page
 * drawn from them when the route may be; null when the API answered none of it.
 */
export async function documentWithAnswers(
  app: FastifyInstance,
  page: { html: string; pageRenderer?: PageRenderer },
  plan: DocumentAnswersPlan,
  visit: DocumentVisit,
  drawPage: PageDrawer,
): Promise<{ html: string; etag: string; personal: boolean } | null> {
  const personal = plan.accessToken !== undefined;
  const answers = await askApi(app, plan);
  if (answers.size === 0) return null;
  const drawn = page.pageRenderer ? await drawPage(page.pageRenderer, visit, answers, personal) : null;
  // A person's answers without their page would only be read by the app again (early-reads.ts does it).
  if (personal && !drawn) return null;
  const html = drawn ? insertPage(page.html, drawn.markup) : page.html;

  const image = plan.largestImage?.(answers) ?? null;
  const preload =
    image && isPreloadable(image)
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`
      : '';
  // In the plan's order, not the order the answers came in: the same answers make the same document (ETag).
  const payload = Object.fromEntries(
    plan.requests.filter((url) => answers.has(url)).map((url) => [url, { status: 200, body: answers.get(url) }]),
  );
  // When they were read, for the drawn page's first render in the browser: only a drawn page needs it.
  const readAt = drawn ? ` ${ANSWERS_READ_AT_ATTRIBUTE}="${drawn.readAt}"` : '';
  const script = `<script type="application/json" id="${DOCUMENT_ANSWERS_ELEMENT_ID}"${readAt}>${scriptSafeJson(payload)}</script>`;
  const withAnswers = inLanguage(
    insertBefore(insertBefore(html, '</head>', preload), '</body>', script),
    visit.language,
  );
  return { html: withAnswers, etag: strongEtag(withAnswers), personal };
}
