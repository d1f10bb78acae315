// What the event page reads (eventDetailConnect), written out by hand from SPEC §2's Event detail lines
// and §4's registration status: the dates, place, fee and age group, the side card's status, button and
// 'Closes In' / 'Opens On' countdown, the post-registration view, 'Event Not Found', and what each button
// sends. Snapshots are resolved from (state, context), so each face is read without driving the machine there.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { eventDetailConnect } from '../../../machines/event-detail/event-detail.connect';
import { eventDetailMachine } from '../../../machines/event-detail/event-detail.machine';
import type { EventDetailContext, EventDetailEvent } from '../../../machines/event-detail/event-detail.types';
import { CLOCK, EVENT_UUID, fixtureEvent } from './event-detail.model';

const BASE: EventDetailContext = {
  eventUuid: EVENT_UUID,
  signedIn: true,
  fromMyEvents: false,
  now: CLOCK.open,
  event: null,
  errorMessage: null,
};

const SIDE_CARD = { loaded: { registering: 'plain' } };

function faceOf(value: StateValue, context: Partial<EventDetailContext> = {}) {
  const sent: EventDetailEvent[] = [];
  const snapshot = eventDetailMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = eventDetailConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

/** The page before there is an event to show: every text empty, nothing to press. */
const NO_EVENT = {
  errorMessage: null,
  fromMyEvents: false,
  canAddToCalendar: false,
  event: null,
  startText: '',
  endText: '',
  locationText: '',
  feeText: '',
  ageGroup: null,
  statusState: null,
  statusMessage: '',
  buttonText: '',
  isActionable: false,
  deadlineLabel: null,
  deadlineAt: null,
  countdown: null,
  deadlineMoment: null,
  countdownUnit: null,
  countdownCount: 0,
};

describe('event detail: what the page reads', () => {
  it('while the event loads: the loading face and nothing of an event', () => {
    expect(faceOf('loading').face).toMatchObject({ screen: 'loading', ...NO_EVENT });
  });

  it("'Event Not Found' with the reason, and nothing of an event", () => {
    expect(faceOf('notFound', { errorMessage: 'Event not found' }).face).toMatchObject({
      ...NO_EVENT,
      screen: 'notFound',
      errorMessage: 'Event not found',
    });
  });

  it("open for registration: dates on India time, place, fee in rupees, age group, 'Buy Tickets' and 'Closes In'", () => {
    expect(faceOf(SIDE_CARD, { event: fixtureEvent }).face).toMatchObject({
      screen: 'loaded',
      errorMessage: null,
      fromMyEvents: false,
      canAddToCalendar: true,
      event: fixtureEvent,
      startText: 'February 1, 2031 at 5:30 AM',
      endText: 'February 1, 2031 at 11:30 AM',
      locationText: 'Pune, Maharashtra',
      feeText: '₹499',
      ageGroup: '18 - 60 years',
      statusState: 'open',
      statusMessage: 'Registration Open',
      buttonText: 'Buy Tickets',
      isActionable: true,
      deadlineLabel: 'Closes In',
      deadlineAt: 'January 20, 2031 at 5:30 AM',
      countdown: '10 day(s) left',
      deadlineMoment: '2031-01-20T00:00:00.000Z',
      countdownUnit: 'days',
      countdownCount: 10,
    });
  });

  it("before registration opens: 'Opens On' the registration start, counted down in days", () => {
    expect(faceOf(SIDE_CARD, { event: fixtureEvent, now: CLOCK.upcoming }).face).toMatchObject({
      statusState: 'upcoming',
      isActionable: false,
      deadlineLabel: 'Opens On',
      deadlineAt: 'January 1, 2031 at 5:30 AM',
      countdown: '12 day(s) left',
      deadlineMoment: '2031-01-01T00:00:00.000Z',
      countdownUnit: 'days',
      countdownCount: 12,
    });
  });

  it("a free event with no age limits: 'Free' and no age group", () => {
    const free = { ...fixtureEvent, entryFeeRequired: false, minAge: null, maxAge: null };
    expect(faceOf(SIDE_CARD, { event: free }).face).toMatchObject({ feeText: 'Free', ageGroup: null });
  });

  it("a registration end that cannot be read: 'Closes In' without a countdown", () => {
    const unreadable = { ...fixtureEvent, registrationEnd: 'soon' };
    expect(faceOf(SIDE_CARD, { event: unreadable }).face).toMatchObject({
      statusState: 'open',
      deadlineLabel: 'Closes In',
      deadlineAt: 'Invalid Date',
      countdown: null,
      deadlineMoment: 'soon',
      countdownUnit: null,
      countdownCount: 0,
    });
  });

  it('an event without a readable start offers no calendar file', () => {
    const noStart = { ...fixtureEvent, startDate: 'to be announced' };
    expect(faceOf(SIDE_CARD, { event: noStart }).face.canAddToCalendar).toBe(false);
  });

  it("from My Events: the post-registration view with 'Your Registrations'", () => {
    expect(faceOf({ loaded: 'registrations' }, { event: fixtureEvent, fromMyEvents: true }).face).toMatchObject({
      screen: 'loaded',
      fromMyEvents: true,
    });
  });
});

describe('event detail: what each button sends', () => {
  it('register, sign in, try again, go back, add to calendar and share each send their event', () => {
    const { face, sent } = faceOf(SIDE_CARD, { event: fixtureEvent });
    face.register();
    face.signIn();
    face.retry();
    face.goBack();
    face.addToCalendar();
    face.share();
    expect(sent).toEqual([
      { type: 'REGISTER' },
      { type: 'SIGN_IN.START' },
      { type: 'RETRY' },
      { type: 'NAVIGATION.BACK' },
      { type: 'CALENDAR.ADD' },
      { type: 'LINK.SHARE' },
    ]);
  });
});
