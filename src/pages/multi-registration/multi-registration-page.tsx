// SPEC §2 Multi-registration: step 1 'Select Categories', step 2 the attendee rows, each ticket's
// form opened in turn. Renders the booking machine and its two children; the attendee form itself
// is handed in by the composition root (it needs the API and the session).
import { useCallback, useRef } from 'react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BookingMachine } from '../../../machines/booking/booking.machine';
import { bookingConnect } from '../../../machines/booking/booking.connect';
import type { BookingTicket } from '../../domain/booking';
import { InternalLink } from '../../ui/internal-link';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useFocusOnChange } from '../../ui/hooks/use-focus-on-change';
import { useConnect } from '../../ui/hooks/use-connect';
import { AttendeeStep } from './attendee-step';
import { TicketSelectionStep } from './ticket-selection-step';
import './multi-registration.css';
import { useTranslation } from 'react-i18next';
import { useLocalWording } from '../../ui/auth/local-wording';

export interface MultiRegistrationPageProps {
  booking: ActorRefFrom<BookingMachine>;
  /** The form of the ticket being filled in (AttendeeFormContainer, wired by the screen). */
  renderAttendeeForm: (ticket: BookingTicket, heading: string) => ReactNode;
}

const stepHeading = (page: HTMLElement) => page.querySelector<HTMLElement>('h1');

export default function MultiRegistrationPage({ booking, renderAttendeeForm }: MultiRegistrationPageProps) {
  const { t } = useTranslation();
  const local = useLocalWording();
  const view = useConnect(booking, bookingConnect);
  const { selection, attendees, eventPath } = view;
  // Each step (choose tickets, attendees, a failure) starts at its heading.
  const page = useRef<HTMLDivElement>(null);
  const pageElement = useCallback(() => page.current, []);
  useFocusOnChange(view.screen, pageElement, stepHeading);

  return (
    <div ref={page} className="page page--narrow booking">
      {view.event ? (
        <p className="booking__event">
          <InternalLink href={eventPath}>{view.event.title}</InternalLink>
          {view.event.subEventName && view.event.subEventName !== view.event.title ? (
            <span className="booking__sub-event"> · {view.event.subEventName}</span>
          ) : null}
        </p>
      ) : null}
      {view.screen === 'failed' ? (
        <section className="booking__failure" aria-labelledby="booking-failure-heading">
          <h1 id="booking-failure-heading" className="page__heading">
            {t('booking.loadErrorTitle')}
          </h1>
          <p role="alert">{local(view.errorMessage)}</p>
          <div className="page__actions">
            <button type="button" className="button button--primary" onClick={view.retry}>
              {t('booking.tryAgain')}
            </button>
            <InternalLink href={eventPath} className="button button--secondary">
              {t('booking.backToEvent')}
            </InternalLink>
          </div>
        </section>
      ) : view.screen === 'selecting' && selection ? (
        <TicketSelectionStep selection={selection} />
      ) : view.screen === 'attendees' && attendees ? (
        <AttendeeStep attendees={attendees} renderAttendeeForm={renderAttendeeForm} />
      ) : (
        <LoadingIndicator label={t('booking.loading')} />
      )}
    </div>
  );
}
