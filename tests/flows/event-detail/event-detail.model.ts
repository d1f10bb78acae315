// The event page's model (SPEC §2 Event detail, §4 registration status and protected actions, §7 the
// lookup, §8 texts), written by hand: each clock reading below puts the fixture event in one status.
import type { AnyMachineSnapshot } from 'xstate';
import { eventDetailMachine } from '../../../machines/event-detail/event-detail.machine';
import type { EventDetailMachine } from '../../../machines/event-detail/event-detail.machine';
import type {
  EventDetailContext,
  EventDetailInput,
  LoadEventOutput,
} from '../../../machines/event-detail/event-detail.types';
import type { EventDetail } from '../../../src/domain/event-detail';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';
import { leave, notify } from '../shared/spec-texts';

export const EVENT_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11';

export const fixtureEvent: EventDetail = {
  uuid: EVENT_UUID,
  name: 'Pune Riverside 10K',
  bannerImage: '/images/event-default.svg',
  registrationStart: '2031-01-01T00:00:00.000Z',
  registrationEnd: '2031-01-20T00:00:00.000Z',
  startDate: '2031-02-01T00:00:00.000Z',
  endDate: '2031-02-01T06:00:00.000Z',
  city: 'Pune',
  state: 'Maharashtra',
  venue: 'Riverside Ground',
  minAge: 18,
  maxAge: 60,
  entryFee: '499.00',
  entryFeeRequired: true,
  description: '<p>Run by the river.</p>',
  summary: null,
  rulesAndRegulations: null,
  refundPolicy: null,
  additionalInfo: null,
  takeaways: ['Medal'],
  cashPrize: false,
  cashPrizeDescription: null,
  facilities: ['Water'],
  totalAllowedRegistrations: null,
  placesLeft: null,
  waitlistOfferMinutes: null,
};

/** The same event sold out, with a 30-minute waitlist and at most 4 tickets a booking (issue 28). */
export const soldOutEvent: EventDetail = {
  ...fixtureEvent,
  totalAllowedRegistrations: 4,
  placesLeft: 0,
  waitlistOfferMinutes: 30,
};

/** Clock readings for the fixture, and what SPEC §4 says pressing register does then. */
export const CLOCK = {
  upcoming: Date.parse('2030-12-20T00:00:00.000Z'),
  open: Date.parse('2031-01-10T00:00:00.000Z'),
  closed: Date.parse('2031-01-25T00:00:00.000Z'),
  ongoing: Date.parse('2031-02-01T03:00:00.000Z'),
  ended: Date.parse('2031-02-02T00:00:00.000Z'),
} as const;

/** SPEC §2: the error toast per status; null when registration is open. */
const REGISTER_TOAST: Record<number, string | null> = {
  [CLOCK.upcoming]: 'Registration has not started yet',
  [CLOCK.open]: null,
  [CLOCK.closed]: 'Registration has ended',
  [CLOCK.ongoing]: 'Event is currently ongoing',
  [CLOCK.ended]: 'Event has ended',
};

const loadCall = { id: 'loadEvent', input: { eventUuid: EVENT_UUID } };
/** SPEC §2 ?from=my-events: the 'Your Registrations' panel's machine runs beside the clock. */
const registrationsChild = (signedIn: boolean) => ({
  id: 'myRegistrations',
  input: { subEventUuid: EVENT_UUID, signedIn },
});
/** Issue 28: a sold-out event's waitlist runs in the side card, beside the clock. */
const waitlistChild = (signedIn: boolean, now: number) => ({
  id: 'waitlist',
  input: { subEventUuid: EVENT_UUID, signedIn, soldOut: true, offerMinutes: 30, maxPlaces: 4, now },
});
/** What the page shares (SPEC §2 page actions): the name, when and where, and the page's path. */
const SHARED = {
  type: 'share',
  title: 'Pune Riverside 10K',
  text: 'Pune Riverside 10K on February 1, 2031 at 5:30 AM in Pune, Maharashtra',
  path: `/event/${EVENT_UUID}`,
};
const done = (output: LoadEventOutput): ModelEvent => ({ type: 'xstate.done.actor.loadEvent', output });

export const eventDetailModel: FlowModel<EventDetailMachine, EventDetailInput> = {
  flow: 'event-detail',
  machine: eventDetailMachine,
  inputs: {
    'signed out': { eventUuid: EVENT_UUID, signedIn: false, fromMyEvents: false, now: CLOCK.open },
    'signed in': { eventUuid: EVENT_UUID, signedIn: true, fromMyEvents: false, now: CLOCK.open },
    'without a uuid': { eventUuid: '', signedIn: false, fromMyEvents: false, now: CLOCK.open },
    'from My Events, signed in': { eventUuid: EVENT_UUID, signedIn: true, fromMyEvents: true, now: CLOCK.open },
    'from My Events, signed out': { eventUuid: EVENT_UUID, signedIn: false, fromMyEvents: true, now: CLOCK.open },
    // The page drawn on the server, from the answer its document carried (src/app/page-arrival.tsx).
    'signed out, the event carried by the document': {
      eventUuid: EVENT_UUID,
      signedIn: false,
      fromMyEvents: false,
      now: CLOCK.open,
      arrivedEvent: fixtureEvent,
    },
  },
  events: [
    done({ found: true, event: fixtureEvent }),
    done({ found: true, event: soldOutEvent }),
    done({ found: false, listWasEmpty: false }),
    done({ found: false, listWasEmpty: true }),
    { type: 'xstate.error.actor.loadEvent', error: new Error('network down') },
    { type: 'RETRY' },
    { type: 'NAVIGATION.BACK' },
    { type: 'REGISTER' },
    ...Object.values(CLOCK).map((now): ModelEvent => ({ type: 'CLOCK.TICK', now })),
    { type: 'SESSION.CHANGE', signedIn: true },
    { type: 'SESSION.CHANGE', signedIn: false },
    { type: 'SIGN_IN.START' },
    { type: 'CALENDAR.ADD' },
    { type: 'LINK.SHARE' },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { now, signedIn, event, errorMessage } = snapshot.context as EventDetailContext;
    return { value: snapshot.value, now, signedIn, event: event?.uuid ?? null, errorMessage };
  },
  promiseActors: ['loadEvent'],
  callbackActors: ['clock'],
  childMachines: ['myRegistrations', 'waitlist'],
  expect: ({ event, before, input, callsBefore }): StepExpectation => {
    const lookUp = (): StepExpectation =>
      input.eventUuid === ''
        ? { context: { event: null, errorMessage: 'Event UUID is required' } }
        : { calls: [loadCall], context: { errorMessage: null } };
    if (before === null) {
      // An event the document carried is shown at once, with its clock: nothing is looked up.
      const arrived = input.arrivedEvent;
      if (arrived) {
        const side = arrived.waitlistOfferMinutes === null ? [] : [waitlistChild(input.signedIn, input.now)];
        return { calls: [{ id: 'clock' }, ...side], context: { event: arrived, errorMessage: null } };
      }
      return lookUp();
    }
    switch (event.type) {
      case 'xstate.done.actor.loadEvent': {
        const output = event.output as LoadEventOutput;
        if (output.found) {
          const side = output.event.waitlistOfferMinutes === null ? [] : [waitlistChild(before.signedIn, before.now)];
          const calls = input.fromMyEvents
            ? [{ id: 'clock' }, registrationsChild(before.signedIn)]
            : [{ id: 'clock' }, ...side];
          return { calls, context: { event: output.event, errorMessage: null } };
        }
        // SPEC §7/§8: an empty list 'No events found', a list without it 'Event not found'.
        return { context: { event: null, errorMessage: output.listWasEmpty ? 'No events found' : 'Event not found' } };
      }
      case 'xstate.error.actor.loadEvent':
        return { context: { event: null, errorMessage: 'Failed to load event details' } };
      case 'RETRY':
        return lookUp();
      case 'NAVIGATION.BACK':
        return { emitted: [{ type: 'back' }] };
      case 'CLOCK.TICK': {
        // The waitlist counts a held place down with the page's clock.
        const waitlistOpen = callsBefore.some((call) => call.id === 'waitlist');
        const sentToChildren = waitlistOpen ? [{ to: 'waitlist', event: { type: 'CLOCK.TICK', now: event.now } }] : [];
        return { calls: callsBefore, sentToChildren, context: { now: event.now } };
      }
      case 'SESSION.CHANGE': {
        // The panel hears of it to load, or to hide the person's registrations.
        const child = callsBefore.find((call) => call.id === 'myRegistrations' || call.id === 'waitlist');
        const sentToChildren = child
          ? [{ to: child.id, event: { type: 'SESSION.CHANGE', signedIn: event.signedIn } }]
          : [];
        return { calls: callsBefore, sentToChildren, context: { signedIn: event.signedIn } };
      }
      case 'SIGN_IN.START':
        // SPEC §4 protected action from the panel (or the waitlist's Join): come back to the same view.
        return {
          calls: callsBefore,
          emitted: [
            { type: 'signInRequired', returnTo: `/event/${EVENT_UUID}${input.fromMyEvents ? '?from=my-events' : ''}` },
          ],
        };
      case 'CALENDAR.ADD':
        return { calls: callsBefore, emitted: [{ type: 'addToCalendar', event: before.event }] };
      case 'LINK.SHARE':
        return { calls: callsBefore, emitted: [SHARED] };
      case 'REGISTER': {
        if (input.fromMyEvents) throw new Error('the post-registration view has no register button');
        const toast = REGISTER_TOAST[before.now];
        if (toast === undefined) throw new Error(`the model has no status for ${before.now}`);
        if (toast !== null) return { calls: callsBefore, emitted: [notify('error', toast)] };
        // SPEC §4 protected action: signed out, the path is saved and the person signs in first.
        if (!before.signedIn) {
          return { calls: callsBefore, emitted: [{ type: 'signInRequired', returnTo: `/event/${EVENT_UUID}` }] };
        }
        return { calls: callsBefore, emitted: [leave(`/event/${EVENT_UUID}/registration`)] };
      }
      default:
        throw new Error(`the event-detail model has no expectation for ${event.type}`);
    }
  },
};
