// Step 2: one row per ticket marked Submitted, Pending or Expired, the current ticket's form under
// its row, Back, and Proceed to Payment once every ticket is submitted (SPEC §2, §4 Booking flow).
import { useCallback, useRef } from 'react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AttendeeSequencingMachine } from '../../../machines/attendee-sequencing/attendee-sequencing.machine';
import { attendeeSequencingConnect } from '../../../machines/attendee-sequencing/attendee-sequencing.connect';
import type { BookingTicket } from '../../domain/booking';
import { useFocusOnChange } from '../../ui/hooks/use-focus-on-change';
import { useConnect } from '../../ui/hooks/use-connect';
import { useTranslation } from 'react-i18next';
import { useLocalWording } from '../../ui/auth/local-wording';

/** The open ticket's form heading ('Ticket 2 of 3 · 10K Run' and the like). */
const openFormHeading = (step: HTMLElement) =>
  step.querySelector<HTMLElement>('.ticket-row--current .attendee-form__heading');

const BADGE_COLOUR = { submitted: 'green', pending: 'yellow', expired: 'red' } as const;

export function AttendeeStep({
  attendees,
  renderAttendeeForm,
}: {
  attendees: ActorRefFrom<AttendeeSequencingMachine>;
  renderAttendeeForm: (ticket: BookingTicket, heading: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const local = useLocalWording();
  const view = useConnect(attendees, attendeeSequencingConnect);
  // The next ticket's form, opened after a submit or by Book again, starts at its heading.
  const step = useRef<HTMLElement>(null);
  const stepElement = useCallback(() => step.current, []);
  useFocusOnChange(view.current?.key ?? null, stepElement, openFormHeading);
  const back = (
    <button type="button" className="button button--secondary" onClick={view.back}>
      {t('booking.back')}
    </button>
  );
  if (view.screen === 'empty') {
    return (
      <section className="booking-empty" aria-labelledby="booking-empty-heading">
        <h1 id="booking-empty-heading" className="page__heading">
          {t('booking.noTickets')}
        </h1>
        <div className="page__actions">{back}</div>
      </section>
    );
  }
  return (
    <section ref={step} aria-labelledby="booking-attendees-heading">
      <div className="booking-attendees__top">
        <h1 id="booking-attendees-heading" className="page__heading">
          {t('booking.attendeesHeading')}
        </h1>
        {back}
      </div>
      <p className="booking-attendees__progress">
        {t('booking.progress', { submitted: view.submittedCount, count: view.ticketCount })}
      </p>
      {view.holdText ? (
        <p className="booking-attendees__hold" role="timer" aria-live="off">
          {local(view.holdText)}
        </p>
      ) : null}
      <ol className="ticket-rows">
        {view.rows.map((row) => (
          <li key={row.key} className={`ticket-row${row.isCurrent ? ' ticket-row--current' : ''}`}>
            {/* The open ticket's form carries the heading itself. */}
            {row.isCurrent ? null : (
              <div className="ticket-row__summary">
                <span className="ticket-row__heading">{local(row.heading)}</span>
                <span className={`status-badge status-badge--${BADGE_COLOUR[row.status]}`}>
                  {local(row.statusLabel)}
                </span>
                {row.attendeeName ? <span className="ticket-row__name">{row.attendeeName}</span> : null}
              </div>
            )}
            {row.status === 'expired' ? (
              <div className="ticket-row__expired">
                <p>{t('booking.holdExpiredNote')}</p>
                {row.canBookAgain ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => view.bookAgain(row.key)}
                  >
                    {t('booking.bookAgain')}
                  </button>
                ) : null}
              </div>
            ) : null}
            {row.isCurrent && view.current && view.currentHeading ? (
              <div className="ticket-row__form">
                {renderAttendeeForm(view.current, local(view.currentHeading) ?? view.currentHeading)}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {view.canProceed ? null : (
        <p id="booking-proceed-hint" className="booking-summary__hint">
          {t('booking.submitAllFirst')}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!view.canProceed}
        aria-describedby={view.canProceed ? undefined : 'booking-proceed-hint'}
        onClick={view.proceed}
      >
        {t('booking.proceedToPayment')}
      </button>
    </section>
  );
}
