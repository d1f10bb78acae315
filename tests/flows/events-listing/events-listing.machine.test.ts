// Events listing: every recorded path on a real actor, held to models/events-listing.model.ts, plus
// SPEC §2 examples read through the view-model, and SPEC §8's failures on the real machine with its
// real loader, whose call is a fake.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { EventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import { eventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import { eventsListingConnect } from '../../../machines/events-listing/events-listing.connect';
import { LoadRefusedError } from '../../../machines/shared/loader.types';
import { loaderWith } from '../../../src/app/flows/shared/loader';
import { parseListingQuery } from '../../../src/domain/listing-query';
import { describeGraph, startRig } from '../shared/graph-harness';
import { ANSWER, FACETS, done, eventsListingModel, listingItem } from './events-listing.model';

const runs = describeGraph(eventsListingModel);

describe('events listing machine: SPEC §2 examples', () => {
  it('keeps the graph small enough to replay every path', () => {
    expect(runs.length).toBeGreaterThan(50);
    expect(runs.length).toBeLessThan(3000);
  });

  function open(link: string) {
    const rig = startRig(eventsListingModel, { query: parseListingQuery(link) });
    rig.actor.start();
    const view = () => eventsListingConnect(rig.actor.getSnapshot() as SnapshotFrom<EventsListingMachine>, () => {});
    return { rig, view };
  }

  it("counts the page: 'Showing N of total events (Page x of y)', window and ends", async () => {
    const { rig, view } = open('?page=2');
    expect(view()).toMatchObject({ screen: 'loading', countText: '' });
    await rig.drive(
      done({
        items: Array.from({ length: 12 }, (_, i) => listingItem(i + 1)),
        pagination: { total: 100, totalPages: 9, currentPage: 2 },
      }),
      'page 2 of 9',
    );
    expect(view()).toMatchObject({
      screen: 'loaded',
      countText: 'Showing 12 of 100 events (Page 2 of 9)',
      canGoPrevious: true,
      canGoNext: true,
      pages: [
        { kind: 'page', page: 1 },
        { kind: 'page', page: 2 },
        { kind: 'page', page: 3 },
        { kind: 'page', page: 4 },
        { kind: 'gap', after: 4 },
        { kind: 'page', page: 9 },
      ],
    });
  });

  it('on one page: no page part in the count and no pages', async () => {
    const { rig, view } = open('');
    await rig.drive(done({ items: [listingItem(1)], pagination: { total: 1, totalPages: 1, currentPage: 1 } }), 'one');
    expect(view()).toMatchObject({
      countText: 'Showing 1 of 1 events',
      pages: [],
      canGoPrevious: false,
      canGoNext: false,
    });
  });

  it('shows a chip per filter, the date range as one with Any for a missing side, and the Filters dot', async () => {
    const { view } = open(
      '?search=night&filtersbyCategory=Cycling&filtersbyCity=Pune&filterByStaus=ongoing&startdate=2030-07-10',
    );
    expect(view().filtersActive).toBe(true);
    expect(view().chips).toEqual([
      { filter: 'search', label: 'Search: night' },
      { filter: 'category', label: 'Category: Cycling' },
      { filter: 'city', label: 'City: Pune' },
      { filter: 'status', label: 'Status: Ongoing' },
      { filter: 'dates', label: 'Date: 10/07/2030 - Any' },
    ]);
    expect(open('?enddate=2030-07-12').view().chips).toEqual([{ filter: 'dates', label: 'Date: Any - 12/07/2030' }]);
    expect(open('').view()).toMatchObject({ filtersActive: false, chips: [] });
  });

  it('offers the catalogue facets when the server has them, else what the loaded events have', async () => {
    const { rig, view } = open('?filtersbyCity=Nashik');
    rig.actor.send({ type: 'FILTERS.OPEN' });
    await rig.drive(done(ANSWER.pageOfThree), 'loaded');
    // Before the facets answer: the loaded events' choices, plus the applied city so the select shows it.
    expect(view().cityChoices).toEqual([
      { name: 'Nashik', count: null },
      { name: 'Pune', count: null },
    ]);
    await rig.drive({ type: 'xstate.done.actor.loadFacets', output: FACETS }, 'facets');
    expect(view().categoryChoices).toEqual(FACETS.categories);
    expect(view().cityChoices).toEqual([{ name: 'Nashik', count: null }, ...FACETS.cities]);
  });

  it('the empty screen', async () => {
    const empty = open('?search=zz');
    await empty.rig.drive(done(ANSWER.nothing), 'nothing');
    expect(empty.view()).toMatchObject({ screen: 'empty', filtersActive: true });
  });
});

describe('events listing: SPEC §8 failures through the real loader', () => {
  function failingWith(error: Error) {
    let calls = 0;
    const load = fromPromise(async () => {
      calls += 1;
      throw error;
    });
    const machine = eventsListingMachine.provide({
      actors: { loader: loaderWith(load), loadFacets: fromPromise(async () => Promise.reject(new Error('404'))) },
    });
    const actor = createActor(machine, { input: { query: parseListingQuery('') } });
    const reloads: unknown[] = [];
    actor.on('reload', (event) => reloads.push(event));
    actor.start();
    const view = () => eventsListingConnect(actor.getSnapshot(), (event) => actor.send(event));
    return { actor, view, reloads, calls: () => calls };
  }

  it.each([
    ['a failed call', new Error('offline'), 'Failed to load events. Please try again.'],
    ['success false', new LoadRefusedError('success false'), 'Failed to fetch events'],
  ])("says 'Unable to load events' with the reason after %s; Try Again reloads the page", async (_, error, text) => {
    const { actor, view, reloads, calls } = failingWith(error);
    expect(view()).toMatchObject({ screen: 'loading', errorMessage: null });
    await waitFor(actor.getSnapshot().children.loader!, (snapshot) => snapshot.hasTag('failed'));
    expect(view()).toMatchObject({ screen: 'failed', errorMessage: text });
    view().retry();
    expect(reloads).toEqual([{ type: 'reload' }]);
    // SPEC §2: the page reloads; the loader is not asked again.
    expect(calls()).toBe(1);
    actor.stop();
  });
});
