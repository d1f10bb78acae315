import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { eventDetailMachine } from '../../../machines/event-detail/event-detail.machine';
import EventDetailPage from '../../pages/event-detail/EventDetailPage';
import { createEventClock, createLoadEventDetail } from '../actors/fetch-event-detail';
import { useAuthToasts } from '../actors/auth-toasts';
import { inspect } from '../inspector';
import type { RouteParams } from '../routes';
import { saveRedirectUrl, withUtmParams } from '../navigation';
import { useServices } from '../services';
import { useIsSignedIn } from '../session/SessionProvider';

/** Route /event/{eventUuid}: the lookup and clock, toasts, the protected register action and Go Back. */
export default function EventDetailScreen({ params }: { params: RouteParams }) {
  const eventUuid = params.eventUuid ?? '';
  // Another event's page starts over with its own machine.
  return <EventDetailRoute key={eventUuid} eventUuid={eventUuid} />;
}

function EventDetailRoute({ eventUuid }: { eventUuid: string }) {
  const { api, config } = useServices();
  const signedIn = useIsSignedIn();
  const search = useSearch();
  const [, navigate] = useLocation();
  const fromMyEvents = new URLSearchParams(search).get('from') === 'my-events';
  const [now] = useState(() => Date.now());
  const machine = useMemo(
    () => eventDetailMachine.provide({ actors: { loadEvent: createLoadEventDetail(api), clock: createEventClock() } }),
    [api],
  );
  const eventDetail = useActorRef(machine, { input: { eventUuid, signedIn, now }, inspect });
  useAuthToasts(eventDetail);

  useEffect(() => {
    eventDetail.send({ type: 'SESSION.CHANGE', signedIn });
  }, [eventDetail, signedIn]);

  useEffect(() => {
    const subscriptions = [
      eventDetail.on('leave', (event) => navigate(withUtmParams(event.to))),
      eventDetail.on('signInRequired', (event) => {
        saveRedirectUrl(event.returnTo);
        navigate(withUtmParams('/login'));
      }),
      eventDetail.on('back', () => {
        if (window.history.length > 1) window.history.back();
        else navigate(withUtmParams('/events'));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [eventDetail, navigate]);

  return <EventDetailPage eventDetail={eventDetail} fromMyEvents={fromMyEvents} mapEmbedUrl={config.mapEmbedUrl} />;
}
