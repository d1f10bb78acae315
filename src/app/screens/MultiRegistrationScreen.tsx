import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { attendeeSequencingMachine } from '../../../machines/attendee-sequencing/attendee-sequencing.machine';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import { answersByFieldName, valuesFromAnswers, type BookingTicket } from '../../domain/booking';
import { isCategoryField, isEmptyResponse, type AttendeeValues } from '../../domain/validation';
import MultiRegistrationPage from '../../pages/multi-registration/MultiRegistrationPage';
import { useAuthToasts } from '../actors/auth-toasts';
import { bookingDrafts } from '../actors/booking-drafts';
import { createHoldClock, createLoadBooking } from '../actors/booking-load';
import { inspect } from '../inspector';
import { withUtmParams } from '../navigation';
import type { RouteParams } from '../routes';
import { useServices } from '../services';
import { AttendeeFormContainer } from './booking/AttendeeFormContainer';

/** Route /event/{eventUuid}/multi-registration: the booking machine, its drafts, toasts and the attendee form. */
export default function MultiRegistrationScreen({ params }: { params: RouteParams }) {
  const subEventUuid = params.eventUuid ?? '';
  return <BookingRoute key={subEventUuid} subEventUuid={subEventUuid} />;
}

const hasValues = (values: AttendeeValues) => Object.values(values).some((value) => !isEmptyResponse(value));

function BookingRoute({ subEventUuid }: { subEventUuid: string }) {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const [now] = useState(() => Date.now());
  const machine = useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          loadBooking: createLoadBooking(api),
          attendeeSequencing: attendeeSequencingMachine.provide({ actors: { holdClock: createHoldClock() } }),
        },
        actions: {
          saveBookingDraft: (_, { subEventUuid: uuid, draft }) => bookingDrafts.saveDraft(uuid, draft),
          clearBookingDraft: (_, { subEventUuid: uuid }) => bookingDrafts.clear(uuid),
        },
      }),
    [api],
  );
  const booking = useActorRef(machine, { input: { subEventUuid, now }, inspect });
  const selection = useSelector(booking, (snapshot) => snapshot.children.ticketSelection);
  const attendees = useSelector(booking, (snapshot) => snapshot.children.attendeeSequencing);
  const fields = useSelector(booking, (snapshot) => snapshot.context.fields);
  const event = useSelector(booking, (snapshot) => snapshot.context.event);
  useAuthToasts(selection);
  useAuthToasts(attendees);

  const [selfPrefillUsed, setSelfPrefillUsed] = useState(() => bookingDrafts.readSelfPrefillUsed(subEventUuid));
  // The values each open form last reported: what a submitted ticket keeps to be booked again.
  const lastValues = useRef<Record<string, AttendeeValues>>({});

  useEffect(() => {
    const subscription = booking.on('leave', ({ to }) => navigate(withUtmParams(to)));
    return () => subscription.unsubscribe();
  }, [booking, navigate]);

  useEffect(() => {
    if (!selection) return undefined;
    const subscription = selection.on('selectionChanged', ({ quantities }) =>
      bookingDrafts.saveDraft(subEventUuid, { quantities, step: 'select' }),
    );
    return () => subscription.unsubscribe();
  }, [selection, subEventUuid]);

  useEffect(() => {
    if (!attendees) return undefined;
    const subscription = attendees.on('ticketReplaced', ({ participantUuid }) => {
      // The expired registration holds no place any more; removing it keeps the order summary clean.
      void api
        .DELETE('/participant-registration/registrations/{participantUuid}', { params: { path: { participantUuid } } })
        .catch((error: unknown) => console.warn('Startline could not release an expired ticket', error));
    });
    return () => subscription.unsubscribe();
  }, [attendees, api]);

  const categoryOnForm = fields.some(isCategoryField);
  const renderAttendeeForm = useCallback(
    (ticket: BookingTicket, heading: string) => {
      const draft = bookingDrafts.readAttendee(subEventUuid, ticket.key);
      const initialValues = hasValues(draft) ? draft : ticket.answers ? valuesFromAnswers(fields, ticket.answers) : {};
      return (
        <AttendeeFormContainer
          key={ticket.key}
          subEventUuid={subEventUuid}
          fields={fields}
          minAge={event?.minAge ?? null}
          maxAge={event?.maxAge ?? null}
          category={categoryOnForm ? ticket.category : null}
          initialValues={initialValues}
          selfPrefillOffered={!selfPrefillUsed}
          onSelfPrefillUsed={() => {
            bookingDrafts.markSelfPrefillUsed(subEventUuid);
            setSelfPrefillUsed(true);
          }}
          onDraftChange={(values) => {
            lastValues.current[ticket.key] = values;
            bookingDrafts.saveAttendee(subEventUuid, ticket.key, values);
          }}
          onSubmitted={({ participantUuid, holdExpiresAt, name }) => {
            const answers = answersByFieldName(fields, lastValues.current[ticket.key] ?? initialValues);
            bookingDrafts.clearAttendee(subEventUuid, ticket.key);
            attendees?.send({
              type: 'TICKET.SUBMITTED',
              key: ticket.key,
              participantUuid,
              attendeeName: name,
              holdExpiresAt,
              answers,
            });
          }}
          heading={heading}
        />
      );
    },
    [subEventUuid, fields, event, categoryOnForm, selfPrefillUsed, attendees],
  );

  return <MultiRegistrationPage booking={booking} renderAttendeeForm={renderAttendeeForm} />;
}
