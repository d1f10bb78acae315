// Events listing transitions the recorded paths do not reach, on a real actor: which page arriving with
// the document is shown at once, which page numbers may be picked (SPEC §2 pagination), what removing a
// chip does to the search box, and the listing on a server with no facets (SPEC §2: the choices then
// come from the loaded events).
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { eventsListingConnect } from '../../../machines/events-listing/events-listing.connect';
import { eventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import type { EventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import type { ListingItem, ListingPage } from '../../../src/domain/listing';
import { parseListingQuery } from '../../../src/domain/listing-query';
import type { ListingFilters } from '../../../src/domain/listing-query';
import { startRig } from '../shared/graph-harness';
import { done, eventsListingModel, listingItem } from './events-listing.model';

const NONE: ListingFilters = { search: '', category: '', city: '', status: '', startDate: '', endDate: '' };

/** A page as the document may carry it; one without page numbers is cast in, as a careless server could send. */
type Carried = { items: ListingItem[]; pagination: ListingPage['pagination'] | null };

function open(link: string, arrivedPage?: Carried) {
  const rig = startRig(eventsListingModel, {
    query: parseListingQuery(link),
    ...(arrivedPage ? { arrivedPage: arrivedPage as ListingPage } : {}),
  });
  rig.actor.start();
  const snapshot = () => rig.actor.getSnapshot() as SnapshotFrom<EventsListingMachine>;
  const view = () => eventsListingConnect(snapshot(), () => {});
  return { rig, snapshot, view };
}

describe('events listing: the first page the document carried', () => {
  it('a carried page with events is shown at once, without loading', () => {
    const page = { items: [listingItem(1)], pagination: { total: 1, totalPages: 1, currentPage: 1 } };
    const { view, snapshot } = open('', page);
    expect(view()).toMatchObject({ screen: 'loaded', items: page.items, countText: 'Showing 1 of 1 events' });
    expect(snapshot().children.loader).toBeUndefined();
  });

  it('a carried page with no events is loaded again rather than shown', () => {
    const { view, snapshot } = open('', { items: [], pagination: { total: 0, totalPages: 0, currentPage: 1 } });
    expect(view().screen).toBe('loading');
    expect(snapshot().children.loader).toBeDefined();
  });

  it('events carried without page numbers are loaded again rather than shown', () => {
    const { view } = open('', { items: [listingItem(1)], pagination: null });
    expect(view().screen).toBe('loading');
  });

  it('without a carried page, no events are shown while the page loads', () => {
    expect(open('').view()).toMatchObject({ screen: 'loading', items: [] });
  });
});

describe('events listing: picking a page number (SPEC §2 pagination)', () => {
  const onPage2Of3 = eventsListingMachine.resolveState({
    value: { results: { view: 'loaded' }, filtersDialog: 'closed', facets: 'ready' },
    context: {
      query: { filters: NONE, page: 2 },
      searchText: '',
      draft: NONE,
      display: 'grid',
      items: [listingItem(13)],
      pagination: { total: 26, totalPages: 3, currentPage: 2 },
      facets: null,
    },
  });

  it.each([
    [1, true],
    [3, true],
    [2, false],
    [0, false],
    [4, false],
    [1.5, false],
  ])('on page 2 of 3, page %s may be picked: %s', (page, allowed) => {
    expect(onPage2Of3.can({ type: 'PAGE.SELECT', page })).toBe(allowed);
  });
});

describe('events listing: a page past the last one', () => {
  it('an empty page past the end is corrected to the last page, in place of the address', async () => {
    const { rig, snapshot } = open('?page=5');
    await rig.drive(done({ items: [], pagination: { total: 13, totalPages: 2, currentPage: 5 } }), 'past the end');
    expect(snapshot().context.query.page).toBe(2);
    expect(rig.takeRecords().emitted).toEqual([{ type: 'navigate', search: 'page=2', replace: true }]);
  });

  it('a page past the end that still holds events is shown as the server sent it', async () => {
    const { rig, view } = open('?page=5');
    const items = [listingItem(49)];
    await rig.drive(done({ items, pagination: { total: 13, totalPages: 2, currentPage: 5 } }), 'events past the end');
    expect(view()).toMatchObject({ screen: 'loaded', items, currentPage: 5 });
  });
});

describe('events listing: removing a chip', () => {
  it('removing another chip keeps what is typed in the search box; removing the Search chip empties it', async () => {
    const { rig, snapshot } = open('?search=night&filtersbyCategory=Cycling');
    rig.actor.send({ type: 'SEARCH.CHANGE', value: 'night run' });
    rig.actor.send({ type: 'FILTER.REMOVE', filter: 'category' });
    expect(snapshot().context).toMatchObject({
      searchText: 'night run',
      query: { filters: { ...NONE, search: 'night' }, page: 1 },
    });
    rig.actor.send({ type: 'FILTER.REMOVE', filter: 'search' });
    expect(snapshot().context).toMatchObject({ searchText: '', query: { filters: NONE, page: 1 } });
  });
});

describe('events listing: a server without facets', () => {
  it('with no facets source at all, the choices fall back to the loaded events', async () => {
    const actor = createActor(eventsListingMachine, { input: { query: parseListingQuery('') } });
    actor.start();
    const snapshot = await waitFor(actor, (s) => !s.matches({ facets: 'loading' }));
    expect(snapshot.matches({ facets: 'unavailable' })).toBe(true);
    expect(snapshot.context.facets).toBeNull();
    actor.stop();
  });
});
