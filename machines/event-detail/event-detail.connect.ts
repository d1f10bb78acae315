// The event page's connect: the snapshot and `send` in; what the page shows (SPEC §2, §4) and what the
// person can do (register, sign in, retry, go back, add to calendar, share) out. The screen comes from tags.
import type { SnapshotFrom } from 'xstate';
import { formatEventDateTime, countdownLeft, countdownText, type CountdownLeft } from '../../src/domain/dates';
import {
  ageGroupText,
  eventFeeText,
  eventLocationText,
  scheduleOf,
  type EventDetail,
} from '../../src/domain/event-detail';
import { registrationStatus, type RegistrationStatus } from '../../src/domain/statuses';
import type { EventDetailMachine } from './event-detail.machine';
import type { EventDetailEvent } from './event-detail.types';

export type EventDetailScreen = 'loading' | 'loaded' | 'notFound';

export interface RegistrationDeadline {
  /** 'Closes In' while open, 'Opens On' before registration starts (SPEC §2). */
  label: 'Closes In' | 'Opens On';
  /** The moment, 'January 5, 2025 at 10:30 AM'. */
  at: string;
  /** 'N day(s) left' ... 'Time up'. */
  countdown: string | null;
  /** The moment as the event has it, and what is left until it, for a view in another language. */
  moment: string;
  left: CountdownLeft | null;
}

export interface EventFacts {
  event: EventDetail;
  startText: string;
  endText: string;
  locationText: string;
  feeText: string;
  ageGroup: string | null;
  status: RegistrationStatus;
  deadline: RegistrationDeadline | null;
}

function deadlineOf(event: EventDetail, status: RegistrationStatus, now: number): RegistrationDeadline | null {
  if (status.state === 'open' && event.registrationEnd) {
    return {
      label: 'Closes In',
      at: formatEventDateTime(event.registrationEnd),
      countdown: countdownText(event.registrationEnd, now),
      moment: event.registrationEnd,
      left: countdownLeft(event.registrationEnd, now),
    };
  }
  if (status.state === 'upcoming' && event.registrationStart) {
    return {
      label: 'Opens On',
      at: formatEventDateTime(event.registrationStart),
      countdown: countdownText(event.registrationStart, now),
      moment: event.registrationStart,
      left: countdownLeft(event.registrationStart, now),
    };
  }
  return null;
}

export function eventFacts(event: EventDetail, now: number): EventFacts {
  const status = registrationStatus(scheduleOf(event), now);
  return {
    event,
    startText: formatEventDateTime(event.startDate),
    endText: formatEventDateTime(event.endDate),
    locationText: eventLocationText(event),
    feeText: eventFeeText(event),
    ageGroup: ageGroupText(event),
    status,
    deadline: deadlineOf(event, status, now),
  };
}

export function eventDetailConnect(
  snapshot: SnapshotFrom<EventDetailMachine>,
  send: (event: EventDetailEvent) => void,
) {
  let screen: EventDetailScreen = 'loading';
  if (snapshot.hasTag('loaded')) screen = 'loaded';
  else if (snapshot.hasTag('notFound')) screen = 'notFound';
  const { event, now, errorMessage, fromMyEvents } = snapshot.context;
  // Recomputed per tick; the page re-renders only when a shown text changes (useConnect compares one level down).
  const facts = event ? eventFacts(event, now) : null;
  return {
    screen,
    errorMessage,
    /** ?from=my-events: 'Your Registrations' full width instead of the side card. */
    fromMyEvents,
    canAddToCalendar: snapshot.can({ type: 'CALENDAR.ADD' }),
    event: facts?.event ?? null,
    startText: facts?.startText ?? '',
    endText: facts?.endText ?? '',
    locationText: facts?.locationText ?? '',
    feeText: facts?.feeText ?? '',
    ageGroup: facts?.ageGroup ?? null,
    statusState: facts?.status.state ?? null,
    statusMessage: facts?.status.message ?? '',
    buttonText: facts?.status.buttonText ?? '',
    isActionable: facts?.status.isActionable ?? false,
    deadlineLabel: facts?.deadline?.label ?? null,
    deadlineAt: facts?.deadline?.at ?? null,
    countdown: facts?.deadline?.countdown ?? null,
    // The same, in parts (one level deep, so the page re-renders only when one changes).
    deadlineMoment: facts?.deadline?.moment ?? null,
    countdownUnit: facts?.deadline?.left?.unit ?? null,
    countdownCount: facts?.deadline?.left?.count ?? 0,
    /** ?from=my-events: the 'Your Registrations' panel's actor, absent for the moment before it starts. */
    registrations: snapshot.children.myRegistrations,
    /** A sold-out event's waitlist in the side card (issue 28); absent when the event has none. */
    waitlist: snapshot.children.waitlist,
    register: () => send({ type: 'REGISTER' }),
    signIn: () => send({ type: 'SIGN_IN.START' }),
    retry: () => send({ type: 'RETRY' }),
    goBack: () => send({ type: 'NAVIGATION.BACK' }),
    addToCalendar: () => send({ type: 'CALENDAR.ADD' }),
    share: () => send({ type: 'LINK.SHARE' }),
  };
}

export type EventDetailConnect = ReturnType<typeof eventDetailConnect>;
