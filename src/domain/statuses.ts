// SPEC §4 statuses: pure functions of an event's schedule (and a fixed `now`) or of a status text.
// Unreadable dates count as missing. A moment exactly on a boundary belongs to the earlier phase's
// end: registration is still open at registrationEnd, the event is ongoing at its start and at its end.
import { toInstant, type DateInput } from './time-zone';

/** The four moments the statuses are computed from (SPEC §3 event detail names). */
export interface EventSchedule {
  startDate?: DateInput;
  endDate?: DateInput;
  registrationStart?: DateInput;
  registrationEnd?: DateInput;
}

/** Badge colours the views map to their palette. */
export type StatusColour = 'blue' | 'green' | 'grey' | 'yellow' | 'red';

export interface StatusBadge {
  label: string;
  colour: StatusColour;
}

function millis(value: DateInput): number | null {
  return toInstant(value)?.getTime() ?? null;
}

function isAfter(now: number, moment: number | null): boolean {
  return moment !== null && now > moment;
}

function isBefore(now: number, moment: number | null): boolean {
  return moment !== null && now < moment;
}

function momentsOf(schedule: EventSchedule, now: DateInput) {
  const nowMs = millis(now);
  if (nowMs === null) throw new RangeError('A valid `now` is required to compute a status');
  return {
    now: nowMs,
    start: millis(schedule.startDate),
    end: millis(schedule.endDate),
    registrationStart: millis(schedule.registrationStart),
    registrationEnd: millis(schedule.registrationEnd),
  };
}

// ---- Registration status on the detail page ----

export type RegistrationState = 'ended' | 'ongoing' | 'upcoming' | 'closed' | 'open';

export interface RegistrationStatus {
  state: RegistrationState;
  message: string;
  isActionable: boolean;
  buttonText: string;
}

const REGISTRATION_STATUS_TEXTS: Record<RegistrationState, { message: string; buttonText: string }> = {
  ended: { message: 'Event Ended', buttonText: 'Event Ended' },
  ongoing: { message: 'Event Ongoing', buttonText: 'Event Ongoing' },
  upcoming: { message: 'Registration Opens Soon', buttonText: 'Registration Opens Soon' },
  closed: { message: 'Registration Closed', buttonText: 'Registration Closed' },
  open: { message: 'Registration Open', buttonText: 'Buy Tickets' },
};

function registrationStateOf(schedule: EventSchedule, now: DateInput): RegistrationState {
  const m = momentsOf(schedule, now);
  // Checked in the SPEC's order: the first that holds wins.
  if (isAfter(m.now, m.end)) return 'ended';
  if (m.start !== null && m.now >= m.start) return 'ongoing';
  if (isBefore(m.now, m.registrationStart)) return 'upcoming';
  if (isAfter(m.now, m.registrationEnd)) return 'closed';
  return 'open';
}

/** SPEC §4 registration status; only 'open' is actionable. */
export function registrationStatus(schedule: EventSchedule, now: DateInput): RegistrationStatus {
  const state = registrationStateOf(schedule, now);
  return { state, ...REGISTRATION_STATUS_TEXTS[state], isActionable: state === 'open' };
}

const NOT_ACTIONABLE_TOASTS: Partial<Record<string, string>> = {
  upcoming: 'Registration has not started yet',
  closed: 'Registration has ended',
  ended: 'Event has ended',
  ongoing: 'Event is currently ongoing',
};

/** The error toast for pressing register when registration is not actionable; null when it is. */
export function registrationUnavailableToast(state: RegistrationState | string): string | null {
  if (state === 'open') return null;
  return NOT_ACTIONABLE_TOASTS[state] ?? 'Registration is not available';
}

// ---- Event statuses ----

export type OverallEventStatus = 'ended' | 'ongoing' | 'registration_closed' | 'upcoming';

/** SPEC §4 overall event status. */
export function overallEventStatus(schedule: EventSchedule, now: DateInput): OverallEventStatus {
  const m = momentsOf(schedule, now);
  if (isAfter(m.now, m.end)) return 'ended';
  if (m.start !== null && m.now >= m.start) return 'ongoing';
  if (isAfter(m.now, m.registrationEnd)) return 'registration_closed';
  return 'upcoming';
}

export type ListingStatus = 'upcoming' | 'ongoing' | 'closed';

export const LISTING_STATUS_COLOURS: Record<ListingStatus, StatusColour> = {
  upcoming: 'blue',
  ongoing: 'green',
  closed: 'grey',
};

/** Events listing status: upcoming before the start, ongoing until the end, closed after. */
export function listingStatus(schedule: EventSchedule, now: DateInput): ListingStatus {
  const m = momentsOf(schedule, now);
  if (isAfter(m.now, m.end)) return 'closed';
  if (m.start !== null && m.now >= m.start) return 'ongoing';
  return 'upcoming';
}

export type RegistrationWindowStatus = 'not_started' | 'open' | 'closed';

/** The SPEC's second derivation: where `now` lies relative to the registration window. */
export function registrationWindowStatus(schedule: EventSchedule, now: DateInput): RegistrationWindowStatus {
  const m = momentsOf(schedule, now);
  if (isBefore(m.now, m.registrationStart)) return 'not_started';
  if (isAfter(m.now, m.registrationEnd)) return 'closed';
  return 'open';
}

export type LandingCardStatus = 'upcoming' | 'past';

/** Landing event cards: 'upcoming' only when the start is known and in the future. */
export function landingCardStatus(startDate: DateInput, now: DateInput): LandingCardStatus {
  const m = momentsOf({ startDate }, now);
  return isBefore(m.now, m.start) ? 'upcoming' : 'past';
}

// ---- Badges from status texts ----

function normalised(status: string | null | undefined): string {
  // Stryker disable next-line StringLiteral: a missing status only reaches the callers' default branches, as any unknown text does
  return (status ?? '').trim().toLowerCase();
}

/** A participant on the event page: paid 'Registered', pending 'Payment Pending', else 'Incomplete'. */
export function participantDisplayStatus(paymentStatus: string | null | undefined): StatusBadge {
  switch (normalised(paymentStatus)) {
    case 'paid':
      return { label: 'Registered', colour: 'green' };
    case 'pending':
      return { label: 'Payment Pending', colour: 'yellow' };
    default:
      return { label: 'Incomplete', colour: 'red' };
  }
}

export interface OrderTicketStatus extends StatusBadge {
  /** Only pending tickets show a delete control. */
  deletable: boolean;
}

/** A ticket in the order summary: pending yellow (deletable), confirmed green, cancelled red. */
export function orderTicketStatus(status: string | null | undefined): OrderTicketStatus {
  const label = status?.trim() ?? '';
  switch (normalised(status)) {
    case 'pending':
      return { label, colour: 'yellow', deletable: true };
    case 'confirmed':
      return { label, colour: 'green', deletable: false };
    case 'cancelled':
      return { label, colour: 'red', deletable: false };
    default:
      return { label: label || 'unknown', colour: 'grey', deletable: false };
  }
}

const ORDER_HISTORY_COLOURS: Partial<Record<string, StatusColour>> = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  cancelled: 'grey',
};

/** My Orders badge: the status text (or 'unknown' when empty) and its colour, grey by default. */
export function orderHistoryStatus(status: string | null | undefined): StatusBadge {
  const label = status?.trim() ?? '';
  if (label === '') return { label: 'unknown', colour: 'grey' };
  return { label, colour: ORDER_HISTORY_COLOURS[normalised(status)] ?? 'grey' };
}

const ACCOUNT_STATUS_COLOURS: Partial<Record<string, StatusColour>> = {
  active: 'green',
  inactive: 'red',
  pending: 'yellow',
};

/** Profile account status badge colour: active green, inactive red, pending yellow, others grey. */
export function accountStatusColour(status: string | null | undefined): StatusColour {
  return ACCOUNT_STATUS_COLOURS[normalised(status)] ?? 'grey';
}
