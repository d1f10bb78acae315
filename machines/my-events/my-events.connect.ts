// My Events' connect: the snapshot and `send` in; the screen, cards and counts, and what the person can
// do (retry, add an event to their calendar) out. The screen is the flow's tag ('loaded', 'empty'), or
// the loader's while the events are not in.
import type { SnapshotFrom } from 'xstate';
import { MY_EVENTS_TEXT, distinctCityCount, myEventPath } from '../../src/domain/my-events';
import { loaderScreenOf } from '../shared/loader.connect';
import type { LoaderScreen } from '../shared/loader.connect';
import type { MyEventsMachine } from './my-events.machine';
import type { MyEventsEvent } from './my-events.types';

export type MyEventsScreen = LoaderScreen | 'loaded' | 'empty';

export function myEventsConnect(snapshot: SnapshotFrom<MyEventsMachine>, send: (event: MyEventsEvent) => void) {
  const own = snapshot.hasTag('loaded') ? 'loaded' : snapshot.hasTag('empty') ? 'empty' : null;
  const loader = loaderScreenOf(snapshot.children.loader);
  const screen: MyEventsScreen = own ?? loader.screen;
  const { events } = snapshot.context;
  return {
    screen,
    errorMessage: own ? null : loader.errorMessage,
    cards: events.map((card) => ({
      ...card,
      href: myEventPath(card.uuid),
      /** 'Add {title} to calendar', or null when the event has no start date. */
      calendarLabel: card.calendar ? MY_EVENTS_TEXT.addToCalendarFor(card.title) : null,
    })),
    eventCountText: MY_EVENTS_TEXT.eventCount(events.length),
    cityCountText: MY_EVENTS_TEXT.cityCount(distinctCityCount(events)),
    retry: () => send({ type: 'RETRY' }),
    addToCalendar: (uuid: string) => send({ type: 'CALENDAR.ADD', uuid }),
  };
}
