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
import type { FlowModel, ModelEvent, StepExpectation } from '../graph-model';
import { leave, notify } from './spec-texts';

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
const done = (output: LoadEventOutput): ModelEvent => ({ type: 'xstate.done.actor.loadEvent', output });

export const eventDetailModel: FlowModel<EventDetailMachine, EventDetailInput> = {
  flow: 'event-detail',
  machine: eventDetailMachine,
  inputs: {
    'signed out': { eventUuid: EVENT_UUID, signedIn: false, now: CLOCK.open },
    'signed in': { eventUuid: EVENT_UUID, signedIn: true, now: CLOCK.open },
    'without a uuid': { eventUuid: '', signedIn: false, now: CLOCK.open },
  },
  events: [
    done({ found: true, event: fixtureEvent }),
    done({ found: false, listWasEmpty: false }),
    done({ found: false, listWasEmpty: true }),
    { type: 'xstate.error.actor.loadEvent', error: new Error('network down') },
    { type: 'RETRY' },
    { type: 'NAVIGATION.BACK' },
    { type: 'REGISTER' },
    ...Object.values(CLOCK).map((now): ModelEvent => ({ type: 'CLOCK.TICK', now })),
    { type: 'SESSION.CHANGE', signedIn: true },
    { type: 'SESSION.CHANGE', signedIn: false },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { now, signedIn, event, errorMessage } = snapshot.context as EventDetailContext;
    return { value: snapshot.value, now, signedIn, event: event?.uuid ?? null, errorMessage };
  },
  promiseActors: ['loadEvent'],
  callbackActors: ['clock'],
  expect: ({ event, before, input, callsBefore }): StepExpectation => {
    const lookUp = (): StepExpectation =>
      input.eventUuid === ''
        ? { context: { event: null, errorMessage: 'Event UUID is required' } }
        : { calls: [loadCall], context: { errorMessage: null } };
    if (before === null) return lookUp();
    switch (event.type) {
      case 'xstate.done.actor.loadEvent': {
        const output = event.output as LoadEventOutput;
        if (output.found) return { calls: [{ id: 'clock' }], context: { event: output.event, errorMessage: null } };
        // SPEC §7/§8: an empty list 'No events found', a list without it 'Event not found'.
        return { context: { event: null, errorMessage: output.listWasEmpty ? 'No events found' : 'Event not found' } };
      }
      case 'xstate.error.actor.loadEvent':
        return { context: { event: null, errorMessage: 'Failed to load event details' } };
      case 'RETRY':
        return lookUp();
      case 'NAVIGATION.BACK':
        return { emitted: [{ type: 'back' }] };
      case 'CLOCK.TICK':
        return { calls: callsBefore, context: { now: event.now } };
      case 'SESSION.CHANGE':
        return { calls: callsBefore, context: { signedIn: event.signedIn } };
      case 'REGISTER': {
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
