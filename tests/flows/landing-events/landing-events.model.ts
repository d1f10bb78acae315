// The landing events section's model (SPEC §2 Landing page 2, §4 Landing events tab, §5 chip mapping,
// §7 page 1 and limit 10, §8 texts).
import type { AnyMachineSnapshot } from 'xstate';
import { landingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import type { LandingEventsMachine } from '../../../machines/landing-events/landing-events.machine';
import type { LandingEventsContext, LandingEventsTab } from '../../../machines/landing-events/landing-events.types';
import type { EventCard } from '../../../src/domain/events';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';

export function eventCard(uuid: string, status: EventCard['status']): EventCard {
  return {
    id: uuid,
    uuid,
    title: `Event ${uuid}`,
    description: 'A test event',
    image: '/images/event-default.svg',
    date: 'Sun, 05 Jan 2031',
    location: 'Pune, Maharashtra',
    price: 'Free',
    is_registered: false,
    status,
  };
}

export const upcomingCard = eventCard('upcoming-1', 'upcoming');
export const pastCard = eventCard('past-1', 'past');

const TABS: LandingEventsTab[] = ['upcoming', 'all', 'running', 'cycling', 'triathlon'];
/** SPEC §5: Upcoming and All send no category; Running is 'Athletic'. */
const CATEGORY: Record<LandingEventsTab, string | undefined> = {
  upcoming: undefined,
  all: undefined,
  running: 'Athletic',
  cycling: 'Cycling',
  triathlon: 'Triathlon',
};
const loaded = (events: EventCard[]): ModelEvent => ({ type: 'xstate.done.actor.loader', output: { data: events } });

/**
 * SPEC §7: page 1, 10 events, the chip's category, through the shared loader, which shows SPEC §8's
 * texts when that fails (its own model covers failing and Retry).
 */
const fetchFor = (tab: LandingEventsTab) => ({
  id: 'loader',
  input: {
    request: { page: 1, limit: 10, filterBy: CATEGORY[tab] },
    texts: { refused: 'Failed to fetch events', failed: 'Failed to load events. Please try again.' },
  },
});
const RETRY_SENT = [{ to: 'loader', event: { type: 'RETRY' } }];
/** SPEC §4: Upcoming shows the loaded list's upcoming events only. */
const visibleOn = (tab: LandingEventsTab, events: EventCard[]) =>
  tab === 'upcoming' ? events.filter((card) => card.status === 'upcoming') : events;

export const landingEventsModel: FlowModel<LandingEventsMachine> = {
  flow: 'landing-events',
  machine: landingEventsMachine,
  events: [
    ...TABS.map((tab): ModelEvent => ({ type: 'TAB.SELECT', tab })),
    { type: 'RETRY' },
    loaded([upcomingCard, pastCard]),
    loaded([pastCard]),
    loaded([]),
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { tab, loaded, visibleEvents } = snapshot.context as LandingEventsContext;
    return {
      value: snapshot.value,
      tab,
      loaded: loaded && { filterBy: loaded.filterBy ?? null, uuids: loaded.events.map((card) => card.uuid) },
      visible: visibleEvents.map((card) => card.uuid),
    };
  },
  childMachines: ['loader'],
  expect: ({ event, from, before, callsBefore }): StepExpectation => {
    // SPEC §2: loaded once on first show with the Upcoming chip.
    if (before === null) return { calls: [fetchFor('upcoming')], context: { tab: 'upcoming' } };
    switch (event.type) {
      case 'TAB.SELECT': {
        const tab = event.tab as LandingEventsTab;
        // A request for the same category is already out: it stays, answers for the new chip, and
        // retries if it had failed.
        if (from === 'loading' && CATEGORY[tab] === CATEGORY[before.tab])
          return { calls: callsBefore, context: { tab }, sentToChildren: RETRY_SENT };
        // SPEC §4: a list loaded for the same category is reused without a request.
        if (before.loaded !== null && before.loaded.filterBy === CATEGORY[tab]) {
          return { context: { tab, visibleEvents: visibleOn(tab, before.loaded.events) } };
        }
        return { calls: [fetchFor(tab)], context: { tab } };
      }
      // Retry belongs to the loader, which loads again when it had failed.
      case 'RETRY':
        return { calls: [fetchFor(before.tab)], sentToChildren: RETRY_SENT };
      case 'xstate.done.actor.loader': {
        const events = (event.output as { data: EventCard[] }).data;
        return {
          context: {
            loaded: { filterBy: CATEGORY[before.tab], events },
            visibleEvents: visibleOn(before.tab, events),
          },
        };
      }
      default:
        throw new Error(`the landing-events model has no expectation for ${event.type}`);
    }
  },
};
