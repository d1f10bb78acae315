// The landing's events carousel section's model (SPEC §2 landing 6: tabs upcoming (default) and all,
// data loads on first show, loading and error states; §7 page 1 and limit 20; §8 Events texts).
import type { AnyMachineSnapshot } from 'xstate';
import { eventsCarouselSectionMachine } from '../../../machines/events-carousel-section/events-carousel-section.machine';
import type { EventsCarouselSectionMachine } from '../../../machines/events-carousel-section/events-carousel-section.machine';
import type {
  CarouselSectionTab,
  EventsCarouselSectionContext,
} from '../../../machines/events-carousel-section/events-carousel-section.types';
import type { EventCard } from '../../../src/domain/events';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';
import { upcomingCard } from '../landing-events/landing-events.model';

const TABS: CarouselSectionTab[] = ['upcoming', 'all'];
const loaded = (events: EventCard[]): ModelEvent => ({ type: 'xstate.done.actor.loader', output: { data: events } });
/**
 * SPEC §7: the carousel section asks for page 1, 20 events, with the tab as its filter, through the
 * shared loader, which shows SPEC §8's texts when that fails (its own model covers failing and Retry).
 */
const fetchFor = (tab: CarouselSectionTab) => ({
  id: 'loader',
  input: {
    request: { page: 1, limit: 20, filterBy: tab },
    texts: { refused: 'Failed to fetch events', failed: 'Failed to load events. Please try again.' },
  },
});
const RETRY_SENT = [{ to: 'loader', event: { type: 'RETRY' } }];

export const eventsCarouselSectionModel: FlowModel<EventsCarouselSectionMachine> = {
  flow: 'events-carousel-section',
  machine: eventsCarouselSectionMachine,
  events: [
    { type: 'SECTION.SHOW' },
    ...TABS.map((tab): ModelEvent => ({ type: 'TAB.SELECT', tab })),
    { type: 'RETRY' },
    loaded([upcomingCard]),
    loaded([]),
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { tab, lists } = snapshot.context as EventsCarouselSectionContext;
    return {
      value: snapshot.value,
      tab,
      lists: Object.fromEntries(
        Object.entries(lists).map(([key, events]) => [key, events.map((card) => card.uuid)] as const),
      ),
    };
  },
  childMachines: ['loader'],
  expect: ({ event, from, before, callsBefore }): StepExpectation => {
    // Nothing is fetched before the section is shown.
    if (before === null) return { calls: [], context: { tab: 'upcoming', lists: {} } };
    switch (event.type) {
      case 'SECTION.SHOW':
        // Only the first show loads (waiting is the only state that hears it).
        return { calls: [fetchFor(before.tab)] };
      case 'TAB.SELECT': {
        const tab = event.tab as CarouselSectionTab;
        if (from === 'waiting') return { calls: [], context: { tab } };
        // The request for this very tab is already out: it stays, and retries if it had failed.
        if (from === 'loading' && tab === before.tab) {
          return { calls: callsBefore, context: { tab }, sentToChildren: RETRY_SENT };
        }
        // Each tab is fetched once; coming back shows what was loaded.
        if (before.lists[tab] !== undefined) return { calls: [], context: { tab, lists: before.lists } };
        return { calls: [fetchFor(tab)], context: { tab } };
      }
      // Retry belongs to the loader, which loads again when it had failed.
      case 'RETRY':
        return { calls: [fetchFor(before.tab)], sentToChildren: RETRY_SENT };
      case 'xstate.done.actor.loader': {
        const events = (event.output as { data: EventCard[] }).data;
        return { context: { lists: { ...before.lists, [before.tab]: events } } };
      }
      default:
        throw new Error(`the events-carousel-section model has no expectation for ${event.type}`);
    }
  },
};
