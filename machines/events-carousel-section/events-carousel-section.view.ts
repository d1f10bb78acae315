// The events carousel section's view-model.
import type { SnapshotFrom } from 'xstate';
import type { EventCard } from '../../src/domain/events';
import type { EventsCarouselSectionMachine } from './events-carousel-section.machine';

export type EventsCarouselSectionScreen = 'waiting' | 'loading' | 'failed' | 'empty' | 'showing';

const NO_EVENTS: readonly EventCard[] = [];

export function eventsCarouselSectionView(snapshot: SnapshotFrom<EventsCarouselSectionMachine>) {
  let screen: EventsCarouselSectionScreen = 'showing';
  if (snapshot.hasTag('waiting')) screen = 'waiting';
  else if (snapshot.hasTag('loading')) screen = 'loading';
  else if (snapshot.hasTag('error')) screen = 'failed';
  else if (snapshot.hasTag('empty')) screen = 'empty';
  const { tab, lists, errorMessage } = snapshot.context;
  return {
    screen,
    tab,
    events: screen === 'showing' ? (lists[tab] ?? NO_EVENTS) : NO_EVENTS,
    errorMessage,
  };
}
