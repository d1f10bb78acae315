// My Events' view-model: the snapshot in, the screen, cards and counts out.
import type { SnapshotFrom } from 'xstate';
import { MY_EVENTS_TEXT, distinctCityCount, myEventPath } from '../../src/domain/my-events';
import type { MyEventsMachine } from './my-events.machine';

export type MyEventsScreen = 'loading' | 'loaded' | 'empty' | 'failed';

export function myEventsView(snapshot: SnapshotFrom<MyEventsMachine>) {
  const screen: MyEventsScreen = snapshot.matches('loaded')
    ? 'loaded'
    : snapshot.matches('empty')
      ? 'empty'
      : snapshot.matches('failed')
        ? 'failed'
        : 'loading';
  const { events, errorMessage } = snapshot.context;
  return {
    screen,
    errorMessage,
    cards: events.map((card) => ({
      ...card,
      href: myEventPath(card.uuid),
      /** 'Add {title} to calendar', or null when the event has no start date. */
      calendarLabel: card.calendar ? MY_EVENTS_TEXT.addToCalendarFor(card.title) : null,
    })),
    eventCountText: MY_EVENTS_TEXT.eventCount(events.length),
    cityCountText: MY_EVENTS_TEXT.cityCount(distinctCityCount(events)),
  };
}
