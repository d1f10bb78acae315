// What /events reads (eventsListingConnect), written out by hand from SPEC §2's Events listing lines: the
// count line and its page part, the pages with their '...' gaps, Previous and Next, a chip per active
// filter, the Filters dialog's Category and City choices, and what each button sends. Snapshots are
// resolved from (state, context), so each face is read without driving the machine there.
import { describe, expect, it } from 'vitest';
import { eventsListingConnect } from '../../../machines/events-listing/events-listing.connect';
import { eventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import type { EventsListingContext, EventsListingEvent } from '../../../machines/events-listing/events-listing.types';
import type { ListingFilters } from '../../../src/domain/listing-query';
import { listingItem } from './events-listing.model';

const NONE: ListingFilters = { search: '', category: '', city: '', status: '', startDate: '', endDate: '' };

const BASE: EventsListingContext = {
  query: { filters: NONE, page: 1 },
  searchText: '',
  draft: NONE,
  display: 'grid',
  items: [],
  pagination: null,
  facets: null,
};

type Results = 'arriving' | 'loading' | 'loaded' | 'empty';

function faceOf(results: Results, context: Partial<EventsListingContext> = {}, dialog: 'closed' | 'open' = 'closed') {
  const sent: EventsListingEvent[] = [];
  const snapshot = eventsListingMachine.resolveState({
    value: { results: { view: results }, filtersDialog: dialog, facets: 'loading' },
    context: { ...BASE, ...context },
  });
  const face = eventsListingConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

const PAGE_2_OF_3 = {
  query: { filters: NONE, page: 2 },
  items: [listingItem(13), listingItem(14)],
  pagination: { total: 26, totalPages: 3, currentPage: 2 },
};

describe('events listing: what the page reads', () => {
  it("while the page loads: 'Loading events...' with no count, no pages and nothing to go back or on to", () => {
    const { face } = faceOf('loading');
    expect(face).toMatchObject({
      screen: 'loading',
      errorMessage: null,
      countText: '',
      totalCount: 0,
      currentPage: 1,
      totalPages: 0,
      pages: [],
      items: [],
      canGoPrevious: false,
      canGoNext: false,
      filtersActive: false,
      chips: [],
      filtersOpen: false,
      display: 'grid',
    });
  });

  it("page 2 of 3: 'Showing 2 of 26 events (Page 2 of 3)', every page shown, Previous and Next both on", () => {
    const { face } = faceOf('loaded', PAGE_2_OF_3);
    expect(face).toMatchObject({
      screen: 'loaded',
      countText: 'Showing 2 of 26 events (Page 2 of 3)',
      totalCount: 26,
      currentPage: 2,
      totalPages: 3,
      pages: [
        { kind: 'page', page: 1 },
        { kind: 'page', page: 2 },
        { kind: 'page', page: 3 },
      ],
      items: PAGE_2_OF_3.items,
      canGoPrevious: true,
      canGoNext: true,
    });
  });

  it('on the first page Previous is off; on the last, Next is off', () => {
    expect(faceOf('loaded', { ...PAGE_2_OF_3, query: { filters: NONE, page: 1 } }).face).toMatchObject({
      canGoPrevious: false,
      canGoNext: true,
    });
    expect(faceOf('loaded', { ...PAGE_2_OF_3, query: { filters: NONE, page: 3 } }).face).toMatchObject({
      canGoPrevious: true,
      canGoNext: false,
    });
  });

  it('a page the server gave no page numbers for offers no Next', () => {
    const { face } = faceOf('loaded', { items: [listingItem(1)], pagination: null });
    expect(face).toMatchObject({ countText: '', totalCount: 0, totalPages: 0, pages: [], canGoNext: false });
  });

  it("nothing found: the 'No events found' screen, with the filters' chips still there", () => {
    const filters = { ...NONE, city: 'Nashik' };
    const { face } = faceOf('empty', {
      query: { filters, page: 1 },
      pagination: { total: 0, totalPages: 0, currentPage: 1 },
    });
    expect(face).toMatchObject({
      screen: 'empty',
      countText: 'Showing 0 of 0 events',
      filtersActive: true,
      chips: [{ filter: 'city', label: 'City: Nashik' }],
    });
  });

  it('shows what is typed in the search box and the list display when chosen', () => {
    expect(faceOf('loaded', { ...PAGE_2_OF_3, searchText: 'night run', display: 'list' }).face).toMatchObject({
      searchText: 'night run',
      display: 'list',
    });
  });
});

describe('events listing: the Filters dialog', () => {
  const items = [
    { ...listingItem(1), category: 'Running', city: 'Pune' },
    { ...listingItem(2), category: 'Cycling', city: 'Goa' },
    { ...listingItem(3), category: 'Running', city: 'Pune' },
  ];

  it('closed: no choices are offered', () => {
    const { face } = faceOf('loaded', { ...PAGE_2_OF_3, items });
    expect(face).toMatchObject({ filtersOpen: false, categoryChoices: [], cityChoices: [] });
  });

  it('open, without catalogue facets: the categories and cities of the loaded events, by name, each once', () => {
    const draft = { ...NONE, status: 'upcoming' as const };
    const { face } = faceOf('loaded', { ...PAGE_2_OF_3, items, draft }, 'open');
    expect(face).toMatchObject({
      filtersOpen: true,
      draft,
      categoryChoices: [
        { name: 'Cycling', count: null },
        { name: 'Running', count: null },
      ],
      cityChoices: [
        { name: 'Goa', count: null },
        { name: 'Pune', count: null },
      ],
    });
  });

  it("open, with catalogue facets: the catalogue's, plus the draft's category and city so the selects show them", () => {
    const facets = { categories: [{ name: 'Triathlon', count: 2 }], cities: [{ name: 'Chennai', count: 6 }] };
    const draft = { ...NONE, category: 'Athletic', city: 'Mumbai' };
    const { face } = faceOf('loaded', { ...PAGE_2_OF_3, items, facets, draft }, 'open');
    expect(face).toMatchObject({
      categoryChoices: [
        { name: 'Athletic', count: null },
        { name: 'Triathlon', count: 2 },
      ],
      cityChoices: [
        { name: 'Chennai', count: 6 },
        { name: 'Mumbai', count: null },
      ],
    });
  });
});

describe('events listing: what each control sends', () => {
  it('search, filters, chips, pages, display and Try Again each send their event', () => {
    const { face, sent } = faceOf('loaded', PAGE_2_OF_3);
    face.changeSearch('night');
    face.submitSearch();
    face.openFilters();
    face.closeFilters();
    face.changeFilter('city', 'Pune');
    face.applyFilters();
    face.clearFilters();
    face.removeFilter('dates');
    face.selectPage(3);
    face.previousPage();
    face.nextPage();
    face.selectDisplay('list');
    face.retry();
    expect(sent).toEqual([
      { type: 'SEARCH.CHANGE', value: 'night' },
      { type: 'SEARCH.SUBMIT' },
      { type: 'FILTERS.OPEN' },
      { type: 'FILTERS.CLOSE' },
      { type: 'FILTER.CHANGE', field: 'city', value: 'Pune' },
      { type: 'FILTERS.APPLY' },
      { type: 'FILTERS.CLEAR' },
      { type: 'FILTER.REMOVE', filter: 'dates' },
      { type: 'PAGE.SELECT', page: 3 },
      { type: 'PAGE.PREVIOUS' },
      { type: 'PAGE.NEXT' },
      { type: 'DISPLAY.SELECT', display: 'list' },
      { type: 'RETRY' },
    ]);
  });
});
