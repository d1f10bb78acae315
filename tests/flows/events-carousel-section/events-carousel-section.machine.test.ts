// The landing's events carousel section: every recorded path on a real actor, held to
// models/events-carousel-section.model.ts; then SPEC §2 examples through the connect, on the real
// machine and its real loader, whose call is a held fake.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { eventsCarouselSectionConnect } from '../../../machines/events-carousel-section/events-carousel-section.connect';
import { eventsCarouselSectionMachine } from '../../../machines/events-carousel-section/events-carousel-section.machine';
import { LoadRefusedError } from '../../../machines/shared/loader.types';
import { loaderWith } from '../../../src/app/flows/shared/loader';
import { describeGraph } from '../shared/graph-harness';
import { heldLoad, loaderSettled } from '../shared/held-load';
import { eventsCarouselSectionModel } from './events-carousel-section.model';
import { pastCard, upcomingCard } from '../landing-events/landing-events.model';

describeGraph(eventsCarouselSectionModel);

function createHarness() {
  const load = heldLoad();
  const actor = createActor(
    eventsCarouselSectionMachine.provide({ actors: { loader: loaderWith(load.logic) } }),
  ).start();
  const view = () => eventsCarouselSectionConnect(actor.getSnapshot(), (event) => actor.send(event));
  const settled = () => loaderSettled(actor);
  return { load, view, settled };
}

describe('events carousel section: SPEC §2 examples', () => {
  it('fetches nothing until the section is shown, then page 1 of 20 upcoming events, once', async () => {
    const { load, view, settled } = createHarness();
    expect(view().screen).toBe('waiting');
    expect(load.requests()).toEqual([]);
    view().sectionShown();
    expect(view().screen).toBe('loading');
    expect(load.requests()).toEqual([{ page: 1, limit: 20, filterBy: 'upcoming' }]);
    load.answer([upcomingCard]);
    await settled();
    view().sectionShown();
    view().sectionShown();
    expect(load.requests()).toEqual([]);
    expect(view()).toMatchObject({ screen: 'loaded', tab: 'upcoming', events: [upcomingCard] });
  });

  it('loads All when its tab is first chosen and keeps both lists for switching back', async () => {
    const { load, view, settled } = createHarness();
    view().sectionShown();
    load.answer([upcomingCard]);
    await settled();
    view().selectTab('all');
    expect(load.requests()).toEqual([{ page: 1, limit: 20, filterBy: 'all' }]);
    load.answer([upcomingCard, pastCard]);
    await settled();
    expect(view().events).toEqual([upcomingCard, pastCard]);
    view().selectTab('upcoming');
    expect(load.requests()).toEqual([]);
    expect(view().events).toEqual([upcomingCard]);
  });

  it('remembers a tab chosen before the section showed and loads it first', () => {
    const { load, view } = createHarness();
    view().selectTab('all');
    view().sectionShown();
    expect(load.requests()).toEqual([{ page: 1, limit: 20, filterBy: 'all' }]);
  });

  it('shows the error with Try Again, which fetches again', async () => {
    const { load, view, settled } = createHarness();
    view().sectionShown();
    load.fail(new Error('offline'));
    await settled();
    expect(view()).toMatchObject({ screen: 'failed', errorMessage: 'Failed to load events. Please try again.' });
    view().retry();
    expect(view().screen).toBe('loading');
    load.fail(new LoadRefusedError('success false'));
    await settled();
    expect(view()).toMatchObject({ screen: 'failed', errorMessage: 'Failed to fetch events' });
    // Choosing the failed tab again tries again too.
    view().selectTab('upcoming');
    load.answer([]);
    await settled();
    expect(view()).toMatchObject({ screen: 'empty', events: [] });
  });
});
