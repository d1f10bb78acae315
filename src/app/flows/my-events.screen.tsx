import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { myEventsMachine } from '../../../machines/my-events/my-events.machine';
import { loaderWith } from './shared/loader';
import MyEventsPage from '../../pages/my-events/my-events-page';
import { SHARE_TEXT } from '../../domain/event-share';
import { TOAST_DURATION_MS } from '../../domain/constants';
import { myEventPath } from '../../domain/my-events';
import { downloadCalendarFile } from './shared/calendar-download';
import { createLoadMyEvents } from './my-events';
import { showToast } from '../toasts';
import { inspect } from '../inspector';
import { useServices } from '../services';
import { useKeptSince } from '../offline/kept-answers';
import { OFFLINE_TEXT, keptAtText } from '../../domain/offline';

const MY_EVENTS_ANSWER = /^\/participant-registration\/my-participated-events$/;

/** Route /my-events: the my-events machine with its call, and the calendar files it hands over. */
export default function MyEventsScreen() {
  const { api } = useServices();
  const machine = useMemo(
    () => myEventsMachine.provide({ actors: { loader: loaderWith(createLoadMyEvents(api)) } }),
    [api],
  );
  const myEvents = useActorRef(machine, { inspect });
  useEffect(() => {
    const subscription = myEvents.on('addToCalendar', ({ event }) => {
      try {
        downloadCalendarFile(event, new URL(myEventPath(event.uuid), window.location.origin).toString());
      } catch (error) {
        console.error('Startline could not write the calendar file', error);
        showToast('error', SHARE_TEXT.calendarFailed, { duration: TOAST_DURATION_MS, position: 'top-center' });
      }
    });
    return () => subscription.unsubscribe();
  }, [myEvents]);
  const keptAt = useKeptSince(MY_EVENTS_ANSWER);
  return <MyEventsPage myEvents={myEvents} offlineNote={keptAt ? OFFLINE_TEXT.passesAsOf(keptAtText(keptAt)) : null} />;
}
