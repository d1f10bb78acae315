import { describe, expect, it } from 'vitest';
import {
  LISTING_STATUS_COLOURS,
  accountStatusColour,
  landingCardStatus,
  listingStatus,
  orderHistoryStatus,
  orderTicketStatus,
  overallEventStatus,
  participantDisplayStatus,
  registrationStatus,
  registrationUnavailableToast,
  registrationWindowStatus,
  type EventSchedule,
} from '../../src/domain/statuses';

// Registration 1-31 January, event on 1 March (06:30 to 15:30 India time).
const schedule: EventSchedule = {
  registrationStart: '2025-01-01T00:00:00Z',
  registrationEnd: '2025-01-31T00:00:00Z',
  startDate: '2025-03-01T01:00:00Z',
  endDate: '2025-03-01T10:00:00Z',
};

const BEFORE_REGISTRATION = '2024-12-15T00:00:00Z';
const DURING_REGISTRATION = '2025-01-15T00:00:00Z';
const BETWEEN_REGISTRATION_AND_EVENT = '2025-02-15T00:00:00Z';
const DURING_EVENT = '2025-03-01T05:00:00Z';
const AFTER_EVENT = '2025-03-02T00:00:00Z';

describe('registrationStatus', () => {
  it.each([
    {
      now: BEFORE_REGISTRATION,
      state: 'upcoming',
      message: 'Registration Opens Soon',
      buttonText: 'Registration Opens Soon',
    },
    { now: '2025-01-01T00:00:00Z', state: 'open', message: 'Registration Open', buttonText: 'Buy Tickets' },
    { now: DURING_REGISTRATION, state: 'open', message: 'Registration Open', buttonText: 'Buy Tickets' },
    { now: '2025-01-31T00:00:00Z', state: 'open', message: 'Registration Open', buttonText: 'Buy Tickets' },
    {
      now: '2025-01-31T00:00:00.001Z',
      state: 'closed',
      message: 'Registration Closed',
      buttonText: 'Registration Closed',
    },
    {
      now: BETWEEN_REGISTRATION_AND_EVENT,
      state: 'closed',
      message: 'Registration Closed',
      buttonText: 'Registration Closed',
    },
    { now: '2025-03-01T01:00:00Z', state: 'ongoing', message: 'Event Ongoing', buttonText: 'Event Ongoing' },
    { now: DURING_EVENT, state: 'ongoing', message: 'Event Ongoing', buttonText: 'Event Ongoing' },
    { now: '2025-03-01T10:00:00Z', state: 'ongoing', message: 'Event Ongoing', buttonText: 'Event Ongoing' },
    { now: AFTER_EVENT, state: 'ended', message: 'Event Ended', buttonText: 'Event Ended' },
  ])('at $now: $state', ({ now, state, message, buttonText }) => {
    expect(registrationStatus(schedule, now)).toEqual({
      state,
      message,
      buttonText,
      isActionable: state === 'open',
    });
  });

  it.each([
    {
      name: 'the event has ended even though registration never closed',
      schedule: { endDate: '2025-01-10T00:00:00Z', registrationEnd: '2025-12-31T00:00:00Z' },
      state: 'ended',
    },
    {
      name: 'ongoing wins over a registration window still open',
      schedule: { startDate: '2025-01-10T00:00:00Z', registrationEnd: '2025-12-31T00:00:00Z' },
      state: 'ongoing',
    },
    {
      name: 'ongoing with no end date once started',
      schedule: { startDate: '2025-01-10T00:00:00Z' },
      state: 'ongoing',
    },
    { name: 'open when nothing is known', schedule: {}, state: 'open' },
    {
      name: 'unreadable dates count as missing',
      schedule: { startDate: 'TBD', endDate: 'soon', registrationStart: 'x', registrationEnd: '' },
      state: 'open',
    },
    {
      name: 'zoneless dates are India time: registration ends 05:30 on 15 Jan India = 00:00Z',
      schedule: { registrationEnd: '2025-01-15 05:29:59' },
      state: 'closed',
    },
  ])('$name', ({ schedule: partial, state }) => {
    expect(registrationStatus(partial, DURING_REGISTRATION).state).toBe(state);
  });

  it('needs a readable now', () => {
    expect(() => registrationStatus(schedule, 'whenever')).toThrow(RangeError);
  });
});

describe('registrationUnavailableToast', () => {
  it.each([
    { state: 'upcoming', toast: 'Registration has not started yet' },
    { state: 'closed', toast: 'Registration has ended' },
    { state: 'ended', toast: 'Event has ended' },
    { state: 'ongoing', toast: 'Event is currently ongoing' },
    { state: 'paused', toast: 'Registration is not available' },
    { state: '', toast: 'Registration is not available' },
    { state: 'open', toast: null },
  ])('$state -> $toast', ({ state, toast }) => {
    expect(registrationUnavailableToast(state)).toBe(toast);
  });
});

describe('overallEventStatus', () => {
  it.each([
    { now: BEFORE_REGISTRATION, status: 'upcoming' },
    { now: DURING_REGISTRATION, status: 'upcoming' },
    { now: BETWEEN_REGISTRATION_AND_EVENT, status: 'registration_closed' },
    { now: DURING_EVENT, status: 'ongoing' },
    { now: AFTER_EVENT, status: 'ended' },
  ])('at $now: $status', ({ now, status }) => {
    expect(overallEventStatus(schedule, now)).toBe(status);
  });
});

describe('listingStatus', () => {
  it.each([
    { now: BEFORE_REGISTRATION, status: 'upcoming', colour: 'blue' },
    { now: BETWEEN_REGISTRATION_AND_EVENT, status: 'upcoming', colour: 'blue' },
    { now: DURING_EVENT, status: 'ongoing', colour: 'green' },
    { now: AFTER_EVENT, status: 'closed', colour: 'grey' },
  ])('at $now: $status ($colour)', ({ now, status, colour }) => {
    const result = listingStatus(schedule, now);
    expect(result).toBe(status);
    expect(LISTING_STATUS_COLOURS[result]).toBe(colour);
  });

  it('is upcoming when no dates are known', () => {
    expect(listingStatus({}, DURING_EVENT)).toBe('upcoming');
  });
});

describe('registrationWindowStatus', () => {
  it.each([
    { now: BEFORE_REGISTRATION, status: 'not_started' },
    { now: DURING_REGISTRATION, status: 'open' },
    { now: BETWEEN_REGISTRATION_AND_EVENT, status: 'closed' },
    { now: AFTER_EVENT, status: 'closed' },
  ])('at $now: $status', ({ now, status }) => {
    expect(registrationWindowStatus(schedule, now)).toBe(status);
  });
});

describe('landingCardStatus', () => {
  it.each([
    { start: '2025-03-01T01:00:00Z', now: DURING_REGISTRATION, status: 'upcoming' },
    { start: '2025-03-01T01:00:00Z', now: '2025-03-01T01:00:00Z', status: 'past' },
    { start: '2025-03-01T01:00:00Z', now: AFTER_EVENT, status: 'past' },
    { start: null, now: DURING_REGISTRATION, status: 'past' },
    { start: 'TBD', now: DURING_REGISTRATION, status: 'past' },
  ])('start $start at $now: $status', ({ start, now, status }) => {
    expect(landingCardStatus(start, now)).toBe(status);
  });
});

describe('participantDisplayStatus', () => {
  it.each([
    { paymentStatus: 'paid', badge: { label: 'Registered', colour: 'green' } },
    { paymentStatus: 'PAID', badge: { label: 'Registered', colour: 'green' } },
    { paymentStatus: 'pending', badge: { label: 'Payment Pending', colour: 'yellow' } },
    { paymentStatus: 'failed', badge: { label: 'Incomplete', colour: 'red' } },
    { paymentStatus: '', badge: { label: 'Incomplete', colour: 'red' } },
    { paymentStatus: null, badge: { label: 'Incomplete', colour: 'red' } },
  ])('$paymentStatus', ({ paymentStatus, badge }) => {
    expect(participantDisplayStatus(paymentStatus)).toEqual(badge);
  });
});

describe('orderTicketStatus', () => {
  it.each([
    { status: 'pending', result: { label: 'pending', colour: 'yellow', deletable: true } },
    { status: 'confirmed', result: { label: 'confirmed', colour: 'green', deletable: false } },
    { status: 'cancelled', result: { label: 'cancelled', colour: 'red', deletable: false } },
    { status: 'Pending', result: { label: 'Pending', colour: 'yellow', deletable: true } },
    { status: 'refunded', result: { label: 'refunded', colour: 'grey', deletable: false } },
    { status: undefined, result: { label: 'unknown', colour: 'grey', deletable: false } },
  ])('$status', ({ status, result }) => {
    expect(orderTicketStatus(status)).toEqual(result);
  });
});

describe('orderHistoryStatus', () => {
  it.each([
    { status: 'paid', badge: { label: 'paid', colour: 'green' } },
    { status: 'pending', badge: { label: 'pending', colour: 'yellow' } },
    { status: 'failed', badge: { label: 'failed', colour: 'red' } },
    { status: 'cancelled', badge: { label: 'cancelled', colour: 'grey' } },
    { status: 'refunded', badge: { label: 'refunded', colour: 'grey' } },
    { status: 'Paid', badge: { label: 'Paid', colour: 'green' } },
    { status: '', badge: { label: 'unknown', colour: 'grey' } },
    { status: '   ', badge: { label: 'unknown', colour: 'grey' } },
    { status: null, badge: { label: 'unknown', colour: 'grey' } },
  ])('$status', ({ status, badge }) => {
    expect(orderHistoryStatus(status)).toEqual(badge);
  });
});

describe('accountStatusColour', () => {
  it.each([
    { status: 'active', colour: 'green' },
    { status: 'Active', colour: 'green' },
    { status: 'inactive', colour: 'red' },
    { status: 'pending', colour: 'yellow' },
    { status: 'suspended', colour: 'grey' },
    { status: '', colour: 'grey' },
    { status: undefined, colour: 'grey' },
  ])('$status -> $colour', ({ status, colour }) => {
    expect(accountStatusColour(status)).toBe(colour);
  });
});

describe('boundaries and missing moments', () => {
  it('says why it needs a readable now', () => {
    expect(() => overallEventStatus(schedule, 'whenever')).toThrow(
      new RangeError('A valid `now` is required to compute a status'),
    );
  });

  it('counts the event as ongoing from the very moment it starts', () => {
    expect(overallEventStatus(schedule, '2025-03-01T01:00:00Z')).toBe('ongoing');
    expect(overallEventStatus(schedule, '2025-03-01T00:59:59.999Z')).toBe('registration_closed');
    expect(listingStatus(schedule, '2025-03-01T01:00:00Z')).toBe('ongoing');
    expect(listingStatus(schedule, '2025-03-01T00:59:59.999Z')).toBe('upcoming');
  });

  it('never treats an unknown moment as passed or ahead, whatever now is', () => {
    expect(overallEventStatus({}, DURING_EVENT)).toBe('upcoming');
    // A missing registration start is not "ahead" even of a now before 1970 (no comparison with zero).
    expect(registrationWindowStatus({}, '1969-12-31T00:00:00Z')).toBe('open');
    expect(landingCardStatus(null, '1969-12-31T00:00:00Z')).toBe('past');
  });

  it('reads status texts whatever their surrounding spaces', () => {
    expect(participantDisplayStatus(' paid ')).toEqual({ label: 'Registered', colour: 'green' });
    expect(orderTicketStatus(' pending ')).toEqual({ label: 'pending', colour: 'yellow', deletable: true });
    expect(orderTicketStatus('   ')).toEqual({ label: 'unknown', colour: 'grey', deletable: false });
    expect(orderHistoryStatus(' failed ')).toEqual({ label: 'failed', colour: 'red' });
    expect(accountStatusColour(' inactive ')).toBe('red');
  });
});
