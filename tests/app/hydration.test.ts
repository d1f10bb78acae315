// @vitest-environment jsdom
// The pages the server draws (/, /events, an event page) hydrate without a mismatch: the browser's first
// render, started from the answers and the clock the document carries (src/app/page-arrival.tsx),
// draws exactly the server's markup (src/app/shell/server-render.tsx). React's development build is
// the one that reports every mismatch, attributes included, so this runs here, in jsdom, against a
// real server process's answers; the browser tests check the production build in Chromium.
import { StrictMode, act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentAnswersPlanFor } from '../../server/document-answers';
import { App } from '../../src/app/app';
import { parseRuntimeConfig } from '../../src/app/config';
import { readPageArrival } from '../../src/app/page-arrival';
import { preloadRoute } from '../../src/app/routes';
import { renderPage } from '../../src/app/shell/server-render';
import { writeStoredSession } from '../../src/app/session/stored-session';
import { ANSWERS_READ_AT_ATTRIBUTE, DOCUMENT_ANSWERS_ELEMENT_ID } from '../../src/domain/constants';
import type { Language } from '../../src/domain/language';
import { createI18n, loadCatalogue } from '../../src/i18n/i18n';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createBenchParticipant, type BenchParticipant, type BenchSession } from '../../bench/bench-participant';
import type { SignedInSession } from '../../machines/session/session.types';

// React's act() in this environment, as in its own tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: ServerProcess;
let rawConfig: unknown;
let eventUuid = '';
/** A participant with a paid order and an unpaid ticket (bench/bench-participant.ts), for the signed-in pages. */
let participant: BenchParticipant;

beforeAll(async () => {
  server = await startServerProcess({ PGLITE_DATA_DIR: 'memory://', SEED_ON_START: 'true' });
  // Absolute, as jsdom's fetch needs: only the path and query of an address count for the answers.
  const served = (await (await fetch(`${server.origin}/config.json`)).json()) as Record<string, unknown>;
  rawConfig = { ...served, apiBaseUrl: `${server.origin}${String(served.apiBaseUrl)}` };
  const list = (await (await fetch(`${server.origin}/api/v1/sub-events/public?page=1&limit=1`)).json()) as {
    data: { sub_event_uuid: string }[];
  };
  eventUuid = list.data[0]?.sub_event_uuid ?? '';
  participant = await createBenchParticipant(server.origin);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/**
 * The answers the server puts in the page's document, by address, as it asks them: the public ones, or a
 * signed-in page's for the session its request carries (src/domain/page-session.ts).
 */
async function answersFor(pathname: string, search: string, token: string | null): Promise<Record<string, unknown>> {
  const plan = documentAnswersPlanFor(pathname, search, token);
  const answers: Record<string, unknown> = {};
  const headers: Record<string, string> = plan?.accessToken ? { authorization: `Bearer ${plan.accessToken}` } : {};
  for (const address of plan?.requests ?? []) {
    const response = await fetch(`${server.origin}${address}`, { headers });
    if (response.ok) answers[address] = await response.json();
  }
  return answers;
}

/**
 * The app's requests after hydration go to the real server; unmounting between tests stops the
 * machines, whose aborted requests would be reported as unhandled here, so none is aborted.
 */
const toServer = (request: Request) => fetch(new Request(request, { signal: null }));

let root: Root | null = null;

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

/** Draws the page as the server does, puts it in the document, hydrates it, and returns what React reported. */
async function hydrate(
  url: string,
  options: { signedIn?: boolean; alter?: (markup: string) => string; language?: Language; session?: BenchSession } = {},
): Promise<string[]> {
  const { pathname, search } = new URL(url, 'http://localhost:3000');
  window.history.replaceState(null, '', url);
  const answers = await answersFor(pathname, search, options.session?.token ?? null);
  // A signed-in page is drawn only from its answer: without one, the case would test nothing.
  if (options.session && Object.keys(answers).length === 0) throw new Error(`${url} has no answer to draw from`);
  const readAt = Date.now();
  const language = options.language ?? 'en';
  const markup = await renderPage({ pathname, search, config: rawConfig, readAt, answers, language });
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = DOCUMENT_ANSWERS_ELEMENT_ID;
  script.setAttribute(ANSWERS_READ_AT_ATTRIBUTE, String(readAt));
  script.textContent = JSON.stringify(
    Object.fromEntries(Object.entries(answers).map(([address, body]) => [address, { status: 200, body }])),
  );
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = options.alter ? options.alter(markup) : markup;
  document.body.append(container, script);
  if (options.session) {
    writeStoredSession(window.localStorage, options.session as unknown as SignedInSession);
  } else if (options.signedIn) {
    writeStoredSession(window.localStorage, {
      token: 'header.payload.signature',
      refresh_token: 'refresh',
      user: {
        user_uuid: '0b9d1c1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e',
        username: null,
        email: 'asha@example.com',
        mobile_number: '9876543210',
        status: 'active',
        login_type: 'mobile',
        last_login_at: null,
        is_profile_completed: true,
        is_email_verified: true,
        is_mpin_set: true,
      },
    });
  }

  const reported: string[] = [];
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args.map(String).join(' '));
    if (process.env.DEBUG_HYDRATION) original(...args);
  });
  await preloadRoute(pathname);
  const app = createElement(
    StrictMode,
    null,
    createElement(App, {
      config: parseRuntimeConfig(rawConfig),
      fetch: toServer,
      arrival: readPageArrival(document, () => 0),
      i18n: createI18n(language, await loadCatalogue(language)),
    }),
  );
  await act(async () => {
    root = hydrateRoot(container, app, {
      onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`),
    });
  });
  return reported.filter((message) => /hydrat|did not match|recoverable/i.test(message));
}

describe('the pages drawn on the server hydrate without a mismatch', () => {
  it.each([
    ['the landing', '/'],
    ['the listing', '/events'],
    ['the landing, asked with a query', '/?ref=poster'],
  ])('%s (%s)', async (_, url) => {
    expect(await hydrate(url)).toEqual([]);
  });

  it('an event page', async () => {
    expect(await hydrate(`/event/${eventUuid}`)).toEqual([]);
  });

  it("an event page's my-events view", async () => {
    expect(await hydrate(`/event/${eventUuid}?from=my-events`)).toEqual([]);
  });

  it('an event page the catalogue does not have', async () => {
    expect(await hydrate('/event/00000000-0000-4000-8000-000000000000')).toEqual([]);
  });

  it.each(['/', '/events'])('%s for a visitor with a stored session', async (url) => {
    expect(await hydrate(url, { signedIn: true })).toEqual([]);
  });

  it('an event page for a visitor with a stored session', async () => {
    expect(await hydrate(`/event/${eventUuid}`, { signedIn: true })).toEqual([]);
  });

  it("an event page's my-events view for a visitor with a stored session", async () => {
    expect(await hydrate(`/event/${eventUuid}?from=my-events`, { signedIn: true })).toEqual([]);
  });

  // Issue 30: a visitor who chose Hindi gets the pages drawn in Hindi, and the browser hydrates them in Hindi.
  it.each(['/', '/events'])('%s in Hindi', async (url) => {
    expect(await hydrate(url, { language: 'hi' })).toEqual([]);
    expect(document.querySelector('main h1')?.textContent).toMatch(/[\u0900-\u097F]/u);
  });

  it('an event page in Hindi, for a visitor with a stored session', async () => {
    expect(await hydrate(`/event/${eventUuid}`, { language: 'hi', signedIn: true })).toEqual([]);
    expect(document.querySelector('.event-side__fee .event-fact__label')?.textContent).toBe('प्रवेश शुल्क');
  });

  // Drawn for the session the page request carries (src/domain/page-session.ts).
  it.each([
    ['My Orders', () => '/my-orders'],
    ['an invoice', () => `/my-orders/${participant.paidOrderId}`],
    ['the order summary', () => `/order-summary?eventUuid=${participant.pendingEventUuid}`],
  ])('%s, drawn for the signed-in person', async (_, url) => {
    expect(await hydrate(url(), { session: participant.session })).toEqual([]);
    expect(document.querySelector('.loading-indicator')).toBeNull();
  });

  it('My Orders in Hindi, drawn for the signed-in person', async () => {
    expect(await hydrate('/my-orders', { session: participant.session, language: 'hi' })).toEqual([]);
  });

  it('would report a Hindi page hydrated in English (the language check itself can fail)', async () => {
    const reported = await hydrate('/events', {
      language: 'hi',
      alter: (markup) => markup.replace('>इवेंट खोजें</h1>', '>Discover Events</h1>'),
    });
    expect(reported.length).toBeGreaterThan(0);
  });

  it('would report a page the server drew otherwise (the check itself can fail)', async () => {
    const reported = await hydrate('/events', {
      alter: (markup) => markup.replace('>Discover Events</h1>', '>Discover Evens</h1>'),
    });
    expect(reported.length).toBeGreaterThan(0);
  });

  it('keeps the server-drawn nodes: the heading is the same element before and after', async () => {
    const reported = await hydrate('/events', {
      alter: (markup) => markup.replace('<h1 class="page__heading">', '<h1 class="page__heading" data-drawn="server">'),
    });
    // Only the marker differs, which React leaves alone: the element is still the server's.
    expect(reported.filter((message) => !message.includes('data-drawn'))).toEqual([]);
    const heading = document.querySelector('main h1');
    expect(heading?.getAttribute('data-drawn')).toBe('server');
    expect(heading?.textContent).toBe('Discover Events');
    expect(document.querySelectorAll('.listing-card').length).toBeGreaterThan(0);
    expect(document.querySelector('.loading-indicator')).toBeNull();
  });
});

describe('what the server draws, before any script runs', () => {
  async function drawn(url: string): Promise<string> {
    const { pathname, search } = new URL(url, 'http://localhost:3000');
    return renderPage({
      pathname,
      search,
      config: rawConfig,
      readAt: Date.now(),
      answers: await answersFor(pathname, search, null),
    });
  }

  it('the landing: the frame, the header as while the session is read (no sign-in links yet) and the hero', async () => {
    const landing = await drawn('/');
    expect(landing).toMatch(/^<div class="app-shell"><a class="skip-link" href="#main">Skip to content<\/a><header/);
    expect(landing).toContain(
      '<h1 id="hero-heading" class="hero__heading">Your next start line is <span class="hero__highlight">waiting</span></h1>',
    );
    expect(landing).toContain('<a href="/events" class="button button--primary">Browse Events</a>');
    expect(landing).not.toMatch(/>Sign In<|>Register<|>My Orders</);
    // Nothing that needs a script to show: no inline script, no hidden part revealed later.
    expect(landing).not.toContain('<script');
    expect(landing).not.toContain('<template');
  });

  it('the listing: the first page of cards, whose links and search form work before the app', async () => {
    const listing = await drawn('/events');
    expect(listing).toMatch(/Showing 12 of \d+ events \(Page 1 of \d+\)/);
    expect(listing.match(/<article/g)).toHaveLength(12);
    expect(listing).toMatch(/<a href="\/event\/[0-9a-f-]{36}" class="[^"]*listing-card__action">Enroll Now/);
    expect(listing).toContain('<form class="listing-search" role="search" action="/events" method="get">');
    expect(listing).not.toContain('loading-indicator');
    expect(listing).not.toContain('<script');
  });

  it("an event page: the event's banner, title and tabs, not a loading indicator", async () => {
    const page = await drawn(`/event/${eventUuid}`);
    expect(page).toMatch(/<div class="event-detail__banner"><img [^>]*fetchPriority="high"/);
    expect(page).toMatch(/<h1 class="event-detail__title">[^<]+<\/h1>/);
    expect(page).toContain('role="tablist"');
    expect(page).not.toContain('loading-indicator');
    expect(page).not.toContain('<script');
  });
});
