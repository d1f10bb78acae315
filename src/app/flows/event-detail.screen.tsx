import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { eventDetailMachine } from '../../../machines/event-detail/event-detail.machine';
import { myRegistrationsMachine } from '../../../machines/my-registrations/my-registrations.machine';
import { ticketCancellationMachine } from '../../../machines/ticket-cancellation/ticket-cancellation.machine';
import { ticketCategoryChangeMachine } from '../../../machines/ticket-category-change/ticket-category-change.machine';
import { ticketTransferMachine } from '../../../machines/ticket-transfer/ticket-transfer.machine';
import { waitlistMachine } from '../../../machines/waitlist/waitlist.machine';
import { TOAST_DURATION_MS } from '../../domain/constants';
import { SHARE_TEXT } from '../../domain/event-share';
import EventDetailPage from '../../pages/event-detail/event-detail-page';
import { arrivedEvent, createEventClock, createLoadEventDetail } from './event-detail';
import { createLoadMyRegistrations } from './my-registrations';
import { createCancelTicket, createQuoteCancellation } from './ticket-cancellation';
import { createSendTransfer, createWithdrawTransfer } from './ticket-transfer';
import { createChangeCategory, createQuoteCategoryChange } from './ticket-category-change';
import { createLoadGateway, createOpenCheckout, createVerifyPayment } from './payment-checkout';
import { linkedPromoCode } from './promo-code.link';
import { createJoinWaitlist, createLeaveWaitlist, createLoadWaitlist } from './waitlist';
import { printETickets } from './event-detail.print';
import { browserShareCapabilities, shareLink } from './event-detail.share';
import { useNotices } from '../notices';
import { usePageArrival } from '../page-arrival';
import { inspect } from '../inspector';
import type { RouteParams } from '../routes';
import { saveRedirectUrl, withUtmParams } from '../navigation';
import { useServices } from '../services';
import { useIsSignedIn } from '../session/session-provider';
import { showToast, type ToastTone } from '../toasts';
import { retriableImport } from '../../ui/retriable-import';
import { useKeptSince } from '../offline/kept-answers';
import { OFFLINE_TEXT, keptAtText } from '../../domain/offline';

const MY_REGISTRATIONS_ANSWER = /^\/participant-registration\/sub-events\/[^/]+\/my-registrations$/;

function toast(tone: ToastTone, message: string) {
  showToast(tone, message, { duration: TOAST_DURATION_MS, position: 'top-center' });
}

/** The .ics writer's chunk, asked for again after a failed download (src/ui/retriable-import.ts). */
const importCalendarDownload = retriableImport(() => import('./shared/calendar-download'));

const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

/** Route /event/{eventUuid}: the lookup and clock, toasts, the protected register action and Go Back. */
export default function EventDetailScreen({ params }: { params: RouteParams }) {
  const eventUuid = params.eventUuid ?? '';
  const search = new URLSearchParams(useSearch());
  const fromMyEvents = search.get('from') === 'my-events';
  const promoCode = search.get('promo_code');
  // A shared link's promo code is kept for the order summary, where its field is.
  useEffect(() => linkedPromoCode.remember(eventUuid, promoCode), [eventUuid, promoCode]);
  // Another event's page, or the other view of this one, starts over with its own machine.
  return <EventDetailRoute key={`${eventUuid}:${fromMyEvents}`} eventUuid={eventUuid} fromMyEvents={fromMyEvents} />;
}

function EventDetailRoute({ eventUuid, fromMyEvents }: { eventUuid: string; fromMyEvents: boolean }) {
  const { api, config } = useServices();
  const signedIn = useIsSignedIn();
  const [pathname, navigate] = useLocation();
  const arrival = usePageArrival(pathname);
  // The event the document carried opens the page at once, on the clock of when it was read, so the
  // browser's first render draws what the server drew (src/app/page-arrival.tsx).
  const [start] = useState(() => {
    const arrived = arrivedEvent(arrival, config.apiBaseUrl, eventUuid);
    return { now: arrived ? arrival.readAt : Date.now(), arrivedEvent: arrived };
  });
  const machine = useMemo(
    () =>
      eventDetailMachine.provide({
        actors: {
          loadEvent: createLoadEventDetail(api),
          clock: createEventClock(),
          waitlist: waitlistMachine.provide({
            actors: {
              loadWaitlist: createLoadWaitlist(api),
              joinWaitlist: createJoinWaitlist(api),
              leaveWaitlist: createLeaveWaitlist(api),
            },
          }),
          myRegistrations: myRegistrationsMachine.provide({
            actors: {
              loadRegistrations: createLoadMyRegistrations(api),
              ticketCancellation: ticketCancellationMachine.provide({
                actors: { quoteCancellation: createQuoteCancellation(api), cancelTicket: createCancelTicket(api) },
              }),
              ticketTransfer: ticketTransferMachine.provide({
                actors: { sendTransfer: createSendTransfer(api), withdrawTransfer: createWithdrawTransfer(api) },
              }),
              // A dearer category is paid through the same checkout as a booking.
              ticketCategoryChange: ticketCategoryChangeMachine.provide({
                actors: {
                  quoteCategoryChange: createQuoteCategoryChange(api),
                  changeCategory: createChangeCategory(api),
                  loadGateway: createLoadGateway(config.checkoutScriptUrl),
                  openCheckout: createOpenCheckout(),
                  verifyPayment: createVerifyPayment(api),
                },
              }),
            },
          }),
        },
      }),
    [api, config.checkoutScriptUrl],
  );
  const eventDetail = useActorRef(machine, {
    input: { eventUuid, signedIn, fromMyEvents, now: start.now, arrivedEvent: start.arrivedEvent },
    inspect,
  });
  useNotices(eventDetail);

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
      eventDetail.on('addToCalendar', ({ event }) => {
        // The .ics writer (2 KiB gzip) is fetched when asked for, not with the page; a download that
        // cannot arrive fails like a file that cannot be written.
        importCalendarDownload()
          .then(({ downloadCalendarFile }) => downloadCalendarFile(event, absoluteUrl(`/event/${event.uuid}`)))
          .catch((error: unknown) => {
            console.error('Startline could not write the calendar file', error);
            toast('error', SHARE_TEXT.calendarFailed);
          });
      }),
      eventDetail.on('share', ({ title, text, path }) => {
        void shareLink({ title, text, url: absoluteUrl(path) }, browserShareCapabilities()).then((outcome) => {
          if (outcome.kind === 'copied') toast('success', outcome.message);
          if (outcome.kind === 'manual') toast('info', outcome.message);
        });
      }),
      eventDetail.on('back', () => {
        if (window.history.length > 1) window.history.back();
        else navigate(withUtmParams('/events'));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [eventDetail, navigate]);

  // The 'Your Registrations' child asks for e-tickets to be printed; the print sheet is already rendered.
  const registrations = useSelector(eventDetail, (snapshot) => snapshot.children.myRegistrations);
  useEffect(() => {
    if (!registrations) return undefined;
    const subscription = registrations.on('printTickets', () => printETickets());
    return () => subscription.unsubscribe();
  }, [registrations]);

  const keptAt = useKeptSince(MY_REGISTRATIONS_ANSWER);
  return (
    <EventDetailPage
      eventDetail={eventDetail}
      mapEmbedUrl={config.mapEmbedUrl}
      offlineNote={keptAt ? OFFLINE_TEXT.passesAsOf(keptAtText(keptAt)) : null}
    />
  );
}
