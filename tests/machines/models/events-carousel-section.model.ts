// The landing's events carousel section's model (SPEC §2 landing 6: tabs upcoming (default) and all,
// data loads on first show, loading and error states; §7 page 1 and limit 20; §8 Events texts).
import type { AnyMachineSnapshot } from 'xstate';
import { eventsCarouselSectionMachine } from '../../../machines/events-carousel-section/events-carousel-section.machine';
import type { EventsCarouselSectionMachine } from '../../../machines/events-carousel-section/events-carousel-section.machine';
import type {
  CarouselSectionTab,
  EventsCarouselSectionContext,
  FetchCarouselEventsOutput,
} from '../../../machines/events-carousel-section/events-carousel-section.types';
import type { FlowModel, ModelEvent, StepExpectation } from '../graph-model';
import { upcomingCard } from './landing-events.model';

const TABS: CarouselSectionTab[] = ['upcoming', 'all'];
const done = (output: FetchCarouselEventsOutput): ModelEvent => ({
  type: 'xstate.done.actor.fetchCarouselEvents',
  output,
});
/** SPEC §7: the carousel section asks for page 1, 20 events, with the tab as its filter. */
const fetchFor = (tab: CarouselSectionTab) => ({
  id: 'fetchCarouselEvents',
  input: { page: 1, limit: 20, filterBy: tab },
});

export const eventsCarouselSectionModel: FlowModel<EventsCarouselSectionMachine> = {
  flow: 'events-carousel-section',
  machine: eventsCarouselSectionMachine,
  events: [
    { type: 'SECTION.SHOW' },
    ...TABS.map((tab): ModelEvent => ({ type: 'TAB.SELECT', tab })),
    { type: 'RETRY' },
    done({ success: true, events: [upcomingCard] }),
    done({ success: true, events: [] }),
    done({ success: false }),
    { type: 'xstate.error.actor.fetchCarouselEvents', error: new Error('network down') },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { tab, lists, errorMessage } = snapshot.context as EventsCarouselSectionContext;
    return {
      value: snapshot.value,
      tab,
      lists: Object.fromEntries(
        Object.entries(lists).map(([key, events]) => [key, events.map((card) => card.uuid)] as const),
      ),
      errorMessage,
    };
  },
  promiseActors: ['fetchCarouselEvents'],
  expect: ({ event, from, before, callsBefore }): StepExpectation => {
    // Nothing is fetched before the section is shown.
    if (before === null) return { calls: [], context: { tab: 'upcoming', lists: {}, errorMessage: null } };
    switch (event.type) {
      case 'SECTION.SHOW':
        // Only the first show loads (waiting is the only state that hears it).
        return { calls: [fetchFor(before.tab)] };
      case 'TAB.SELECT': {
        const tab = event.tab as CarouselSectionTab;
        if (from === 'waiting') return { calls: [], context: { tab } };
        // The request for this very tab is already out: it stays.
        if (from === 'loading' && tab === before.tab) return { calls: callsBefore, context: { tab } };
        // Each tab is fetched once; coming back shows what was loaded.
        if (before.lists[tab] !== undefined) return { calls: [], context: { tab, lists: before.lists } };
        return { calls: [fetchFor(tab)], context: { tab } };
      }
      case 'RETRY':
        return { calls: [fetchFor(before.tab)] };
      case 'xstate.done.actor.fetchCarouselEvents': {
        const output = event.output as FetchCarouselEventsOutput;
        if (!output.success) return { context: { errorMessage: 'Failed to fetch events' } };
        return { context: { lists: { ...before.lists, [before.tab]: output.events }, errorMessage: null } };
      }
      case 'xstate.error.actor.fetchCarouselEvents':
        return { context: { errorMessage: 'Failed to load events. Please try again.' } };
      default:
        throw new Error(`the events-carousel-section model has no expectation for ${event.type}`);
    }
  },
};
