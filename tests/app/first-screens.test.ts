// The first screens inside the documents of /, an event page and /events (src/app/shell/
// first-screens.tsx): the app's own frame and header with the landing's hero (built once), or the
// event's banner and title, or the listing's first page of cards (drawn by the server for each visit),
// as a visitor sees them before any script runs; the header as it is while the stored session is first
// read, so nobody signed in sees a 'Sign In' link flash.
import { describe, expect, it } from 'vitest';
import { renderEventFirstScreen, renderEventsFirstScreen, renderFirstScreens } from '../../src/app/shell/first-screens';
import type { ListingItem } from '../../src/domain/listing';

describe('the first screens the build renders', () => {
  const screens = renderFirstScreens();

  it('renders one, the landing: the others are drawn for each visit from its answers', () => {
    expect(Object.keys(screens)).toEqual(['/']);
  });

  const landing = screens['/'] ?? '';

  it('is the page frame: skip link, header with the home link, main landmark', () => {
    expect(landing).toMatch(/^<div class="app-shell"><a class="skip-link" href="#main">Skip to content<\/a><header/);
    expect(landing).toContain('aria-label="Startline home" href="/"');
    expect(landing).toContain('<main id="main" tabindex="-1" class="app-main app-main--with-header">');
  });

  it("holds the landing's hero with its SPEC texts and plain links that work before the scripts", () => {
    expect(landing).toContain('<div class="landing"><section class="hero" aria-labelledby="hero-heading">');
    expect(landing).toContain(
      '<h1 id="hero-heading" class="hero__heading">Your next start line is <span class="hero__highlight">waiting</span></h1>',
    );
    expect(landing).toContain('<a href="/events" class="button button--primary">Browse Events</a>');
    expect(landing).toContain('<a href="#how-it-works" class="button button--secondary">How It Works</a>');
  });

  it('shows no session-dependent links: no Sign In, Register or account menu yet', () => {
    expect(landing).toMatch(/<nav id="[^"]+" aria-label="Main" class="site-nav"><\/nav>/);
    expect(landing).not.toMatch(/Sign In|Register|My Orders|Menu/);
  });

  it('has no footer and nothing below the hero: those wait for the app', () => {
    expect(landing).not.toContain('<footer');
    expect(landing).toMatch(/<\/section><\/div><\/main><\/div>$/);
  });
});

describe("the event page's first screen", () => {
  const screen = renderEventFirstScreen({ name: 'Run & "Ride" <10K>', bannerImage: '/uploads/files/banner.webp' });

  it('is the same frame and header as the landing, with no sign-in links yet', () => {
    expect(screen).toMatch(/^<div class="app-shell"><a class="skip-link" href="#main">Skip to content<\/a><header/);
    expect(screen).toContain('<main id="main" tabindex="-1" class="app-main app-main--with-header">');
    expect(screen).not.toMatch(/Sign In|Register|My Orders|Menu/);
  });

  it("holds the event's own banner and title, escaped", () => {
    expect(screen).toContain(
      '<div class="page page--wide event-detail"><div class="event-detail__banner"><img width="1200" height="600" fetchPriority="high" src="/uploads/files/banner.webp" alt="Run &amp; &quot;Ride&quot; &lt;10K&gt; banner"/></div>',
    );
    expect(screen).toContain(
      '<div class="event-detail__heading"><h1 class="event-detail__title">Run &amp; &quot;Ride&quot; &lt;10K&gt;</h1></div>',
    );
  });

  it('has no buttons that nothing would run, no footer and no preload hint of its own', () => {
    expect(screen).not.toContain('<button');
    expect(screen).not.toContain('<footer');
    expect(screen).not.toContain('<link');
    expect(screen).toMatch(/<\/h1><\/div><\/div><\/main><\/div>$/);
  });
});

describe("the events listing's first screen", () => {
  const card = (overrides: Partial<ListingItem>): ListingItem => ({
    id: '1',
    uuid: '6f1c2a52-8d2e-4b7a-9c1e-1f2a3b4c5d6e',
    title: 'Pune Monsoon 10K',
    image: '/uploads/files/monsoon.webp',
    status: 'upcoming',
    price: '₹799',
    date: 'Sun, 6 Dec 2026',
    location: 'Pune, Maharashtra',
    eventMasterName: '',
    totalAllowedRegistrations: null,
    cashPrize: false,
    isRegistered: false,
    eventId: '1',
    category: 'Athletic',
    city: 'Pune',
    ...overrides,
  });
  const items = [
    card({}),
    card({
      id: '2',
      uuid: '0b9d1c1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e',
      title: 'Run & "Ride" <Night>',
      eventMasterName: 'Deccan Series',
      totalAllowedRegistrations: 300,
      cashPrize: true,
      status: 'ongoing',
    }),
  ];
  const screen = renderEventsFirstScreen({ items, pagination: { total: 30, totalPages: 3, currentPage: 1 } });

  it('is the same frame and header as the others, with the listing heading and no sign-in links yet', () => {
    expect(screen).toMatch(/^<div class="app-shell"><a class="skip-link" href="#main">Skip to content<\/a><header/);
    expect(screen).toContain('<h1 class="page__heading">Discover Events</h1>');
    expect(screen).not.toMatch(/Sign In|Register|My Orders|Menu/);
    expect(screen).not.toContain('<footer');
  });

  it('shows the count and every card with its SPEC texts, escaped, and the first three images eager', () => {
    expect(screen).toContain('<p class="listing-count" aria-live="polite">Showing 2 of 30 events (Page 1 of 3)</p>');
    expect(screen).toContain('<h2 class="listing-card__title">Run &amp; &quot;Ride&quot; &lt;Night&gt;</h2>');
    expect(screen).toContain('<p class="listing-card__master">Deccan Series</p>');
    expect(screen).toContain('<li>Max 300 participants</li>');
    expect(screen).toContain('<li class="listing-card__prize">Cash Prize Available</li>');
    expect(screen).toContain('<span class="status-badge status-badge--green">Ongoing</span>');
    expect(screen).toContain('<span class="status-badge status-badge--blue">Upcoming</span>');
    expect(screen.match(/loading="eager"/g)).toHaveLength(2);
    expect(screen).not.toContain('loading-indicator');
  });

  it('links each card to its event with a plain link that works before the app', () => {
    expect(screen).toContain(
      '<a href="/event/6f1c2a52-8d2e-4b7a-9c1e-1f2a3b4c5d6e" class="button button--primary button--small listing-card__action">Enroll Now<span class="visually-hidden"> — Pune Monsoon 10K</span></a>',
    );
  });

  it('keeps the search a plain form for /events?search=, and the other buttons plain ones for the app to press', () => {
    expect(screen).toContain('<form class="listing-search" role="search" action="/events" method="get">');
    expect(screen).toContain('<button type="submit" class="button button--primary">Search</button>');
    const buttons = screen.match(/<button type="button"[^>]*>/g) ?? [];
    // Filters, grid, list, Previous, pages 1-3, Next.
    expect(buttons).toHaveLength(8);
    expect(screen).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Previous<\/button>/);
    expect(screen).toContain('aria-label="Page 1" aria-current="page"');
    expect(screen).toContain('aria-label="Grid view" title="Grid view"');
  });

  it('has no pages to choose from when everything fits on one', () => {
    const one = renderEventsFirstScreen({ items, pagination: { total: 2, totalPages: 1, currentPage: 1 } });
    expect(one).toContain('Showing 2 of 2 events</p>');
    expect(one).not.toContain('aria-label="Pagination"');
  });
});
