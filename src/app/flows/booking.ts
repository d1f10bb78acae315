import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  BookingLoadError,
  type LoadBookingInput,
  type LoadBookingOutput,
} from '../../../machines/booking/booking.types';
import {
  HOLD_CLOCK_TICK_MS,
  type AttendeeSequencingEvent,
} from '../../../machines/attendee-sequencing/attendee-sequencing.types';
import {
  BOOKING_TEXT,
  ticketCategories,
  type BookingEvent,
  type HeldTicket,
  type TicketCategory,
} from '../../domain/booking';
import { serverErrorText } from '../../domain/http-errors';
import { FIELD_NAMES, type FormField } from '../../domain/validation';
import type { components } from '../../api/schema';
import { bookingDrafts } from './booking.drafts';

type ServerParticipant = components['schemas']['Participant'] & { hold_expires_at?: string | null };

const CATEGORY_NAMES: readonly string[] = [FIELD_NAMES.eventCategory, 'event_category'];

function answerText(participant: ServerParticipant, names: readonly string[]): string | null {
  const response = participant.responses.find((candidate) => names.includes(candidate.field_name));
  if (!response) return null;
  return typeof response.response_text === 'string' ? response.response_text : response.response_text.join(', ');
}

/** The person's unpaid tickets for this event, each under one of the categories on offer. */
export function heldTicketsOf(
  participants: readonly ServerParticipant[],
  categories: readonly TicketCategory[],
): HeldTicket[] {
  const fallback = categories[0]?.label ?? '';
  return participants
    .filter((participant) => participant.status === 'pending' && participant.payment_status !== 'paid')
    .map((participant) => {
      const named = answerText(participant, CATEGORY_NAMES)?.trim();
      const category = categories.find((candidate) => candidate.label === named)?.label ?? fallback;
      return {
        participantUuid: participant.participant_uuid,
        category,
        attendeeName: answerText(participant, [FIELD_NAMES.participantName]) ?? '',
        holdExpiresAt: participant.hold_expires_at ?? null,
        answers: Object.fromEntries(
          participant.responses.map((response) => [response.field_name, response.response_text]),
        ),
      };
    });
}

/**
 * The booking's `loadBooking`: the attendee form (GET .../registration-form) and the tickets the person
 * already holds (GET .../my-registrations) side by side, plus the tab's saved draft. A failed form is
 * 'Failed to fetch form fields' (or the server's own reason, e.g. 'Event not found'); a failed
 * my-registrations only means nothing is resumed.
 */
export function createLoadBooking(api: ApiClient) {
  return fromPromise<LoadBookingOutput, LoadBookingInput>(async ({ input, signal }) => {
    const path = { subEventUuid: input.subEventUuid };
    const [form, mine] = await Promise.all([
      api.GET('/participant-registration/sub-events/{subEventUuid}/registration-form', { params: { path }, signal }),
      api
        .GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', { params: { path }, signal })
        .catch((error: unknown) => {
          console.warn('Startline could not read the tickets already held', error);
          return null;
        }),
    ]).catch((error: unknown) => {
      if (signal.aborted) throw error;
      throw new BookingLoadError(BOOKING_TEXT.loadFailed);
    });
    if (!form.data?.success) throw new BookingLoadError(serverErrorText(form.error) ?? BOOKING_TEXT.loadFailed);
    const { form_fields: fields, event, sub_event: subEvent } = form.data.message;
    const bookingEvent: BookingEvent = {
      subEventUuid: subEvent.sub_event_uuid,
      title: event.title,
      subEventName: subEvent.name,
      ticketName: subEvent.ticket_name,
      entryFee: subEvent.entry_fee ?? '0.00',
      entryFeeRequired: subEvent.entry_fee_required,
      totalAllowedRegistrations: subEvent.total_allowed_registrations,
      minAge: subEvent.min_age,
      maxAge: subEvent.max_age,
    };
    const formFields: FormField[] = fields;
    const categories = ticketCategories(formFields, bookingEvent);
    const participants: ServerParticipant[] = mine?.data?.success ? mine.data.message.participants : [];
    return {
      event: bookingEvent,
      fields: formFields,
      categories,
      held: heldTicketsOf(participants, categories),
      draft: bookingDrafts.readDraft(input.subEventUuid),
    };
  });
}

/** The attendee step's `holdClock`: the time, every second, for the time left on held places. */
export function createHoldClock(now: () => number = Date.now) {
  return fromCallback<AttendeeSequencingEvent>(({ sendBack }) => {
    const timer = setInterval(() => sendBack({ type: 'CLOCK.TICK', now: now() }), HOLD_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  });
}
