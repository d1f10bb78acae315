import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { myEventsMachine } from '../../../machines/my-events/my-events.machine';
import MyEventsPage from '../../pages/my-events/MyEventsPage';
import { createLoadMyEvents } from '../actors/fetch-my-events';
import { inspect } from '../inspector';
import { useServices } from '../services';

/** Route /my-events: the my-events machine with its call. */
export default function MyEventsScreen() {
  const { api } = useServices();
  const machine = useMemo(() => myEventsMachine.provide({ actors: { loadMyEvents: createLoadMyEvents(api) } }), [api]);
  const myEvents = useActorRef(machine, { inspect });
  return <MyEventsPage myEvents={myEvents} />;
}
