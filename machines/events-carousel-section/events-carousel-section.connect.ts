// The events carousel section's connect: the snapshot and `send` in; the screen, the tab and its
// cards, and what the person and the page can do (the section was shown, choose a tab, retry) out.
// The screen is the flow's tag ('waiting', 'loaded', 'empty'), or the loader's while a list is not in.
import type { SnapshotFrom } from 'xstate';
import type { EventCard } from '../../src/domain/events';
import { loaderScreenOf } from '../shared/loader.connect';
import type { LoaderScreen } from '../shared/loader.connect';
import type { EventsCarouselSectionMachine } from './events-carousel-section.machine';
import type { CarouselSectionTab, EventsCarouselSectionEvent } from './events-carousel-section.types';

export type EventsCarouselSectionScreen = LoaderScreen | 'waiting' | 'empty' | 'loaded';

const NO_EVENTS: readonly EventCard[] = [];

export function eventsCarouselSectionConnect(
  snapshot: SnapshotFrom<EventsCarouselSectionMachine>,
  send: (event: EventsCarouselSectionEvent) => void,
) {
  const own = snapshot.hasTag('waiting')
    ? 'waiting'
    : snapshot.hasTag('loaded')
      ? 'loaded'
      : snapshot.hasTag('empty')
        ? 'empty'
        : null;
  const loader = loaderScreenOf(snapshot.children.loader);
  const screen: EventsCarouselSectionScreen = own ?? loader.screen;
  const { tab, lists } = snapshot.context;
  return {
    screen,
    tab,
    // Stryker disable next-line ConditionalExpression: off the loaded screen the tab's list is absent (waiting, loading) or empty, so both read no events
    events: screen === 'loaded' ? (lists[tab] ?? NO_EVENTS) : NO_EVENTS,
    errorMessage: own ? null : loader.errorMessage,
    sectionShown: () => send({ type: 'SECTION.SHOW' }),
    selectTab: (next: CarouselSectionTab) => send({ type: 'TAB.SELECT', tab: next }),
    retry: () => send({ type: 'RETRY' }),
  };
}
