import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { attendeeSequencingMachine } from '../../../machines/attendee-sequencing/attendee-sequencing.machine';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import { answersByFieldName, BOOKING_TEXT, valuesFromAnswers, type BookingTicket } from '../../domain/booking';
import { isCategoryField, isEmptyResponse, type AttendeeValues } from '../../domain/validation';
import MultiRegistrationPage from '../../pages/multi-registration/multi-registration-page';
import { useWordedNotices } from './shared/worded-notices';
import { bookingDrafts } from './booking.drafts';
import { createHoldClock, createLoadBooking } from './booking';
import { inspect } from '../inspector';
import { withUtmParams } from '../navigation';
import type { RouteParams } from '../routes';
import { useServices } from '../services';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PartLoadFailure } from '../../ui/part-load-failure';
import { lazyPart, usePrefetchAfterFirstPaint } from '../../ui/lazy-part';
import { retriableImport } from '../../ui/retriable-import';

// The attendee form (its machine, fields, uploads, PIN lookup and saved attendees: about 10 KiB gzip)
// is step 2: it comes in a chunk of its own, asked for once step 1 has painted.
const importAttendeeForm = retriableImport(() => import('./attendee-form.screen'));
const attendeeForm = lazyPart(() => importAttendeeForm().then((module) => module.AttendeeFormContainer));

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
  useWordedNotices(selection);
  useWordedNotices(attendees);

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

  usePrefetchAfterFirstPaint(attendeeForm);
  const categoryOnForm = fields.some(isCategoryField);
  const renderAttendeeForm = useCallback(
    (ticket: BookingTicket, heading: string) => {
      const draft = bookingDrafts.readAttendee(subEventUuid, ticket.key);
      const initialValues = hasValues(draft) ? draft : ticket.answers ? valuesFromAnswers(fields, ticket.answers) : {};
      return (
        <attendeeForm.Part
          key={ticket.key}
          loading={
            <AttendeeFormPending heading={heading}>
              <LoadingIndicator label={BOOKING_TEXT.loading} />
            </AttendeeFormPending>
          }
          failure={(retry) => (
            <AttendeeFormPending heading={heading}>
              <PartLoadFailure onRetry={retry} />
            </AttendeeFormPending>
          )}
          subEventUuid={subEventUuid}
          fields={fields}
          minAge={event?.minAge ?? null}
          maxAge={event?.maxAge ?? null}
          category={categoryOnForm ? ticket.category : null}
          initialValues={initialValues}
          initialGuardian={bookingDrafts.readGuardian(subEventUuid, ticket.key)}
          selfPrefillOffered={!selfPrefillUsed}
          onSelfPrefillUsed={() => {
            bookingDrafts.markSelfPrefillUsed(subEventUuid);
            setSelfPrefillUsed(true);
          }}
          onDraftChange={(values, guardian) => {
            lastValues.current[ticket.key] = values;
            bookingDrafts.saveAttendee(subEventUuid, ticket.key, values, guardian);
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

/** The form's heading, so the step still says whose ticket it is while the form's code is not there. */
function AttendeeFormPending({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <>
      <h2 className="attendee-form-pending__heading">{heading}</h2>
      {children}
    </>
  );
}
