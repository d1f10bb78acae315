// What the waitlist card reads (waitlistConnect), written out by hand from issue 28 item 1 and SPEC
// §2's countdown words for each screen: whether Buy Tickets is offered beside it, where the person
// stands, the held offer and its countdown, the places field's choices, when it is busy, and the
// events its buttons send. Snapshots are resolved from (state, context), so each face is read without
// driving the machine there.
import { describe, expect, it } from 'vitest';
import { waitlistConnect } from '../../../machines/waitlist/waitlist.connect';
import { waitlistMachine } from '../../../machines/waitlist/waitlist.machine';
import type { WaitlistContext, WaitlistEvent } from '../../../machines/waitlist/waitlist.types';
import type { WaitlistEntry } from '../../../src/domain/waitlist';

const NOW = Date.parse('2031-02-01T01:00:00.000Z');
const EXPLAIN =
  'Join the waitlist: when a place is released, the first in line is offered it by SMS and e-mail and it is held for them for 30 minutes.';

const BASE: WaitlistContext = {
  subEventUuid: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f',
  signedIn: true,
  soldOut: true,
  offerMinutes: 30,
  maxPlaces: 3,
  now: NOW,
  state: null,
  places: 1,
  errorMessage: null,
  statusMessage: null,
};

const WAITING: WaitlistEntry = { status: 'waiting', places: 2, position: 4, offerExpiresAt: null };
const OFFERED: WaitlistEntry = {
  status: 'offered',
  places: 2,
  position: null,
  offerExpiresAt: '2031-02-01T01:30:00.000Z',
};
const withEntry = (entry: WaitlistEntry | null) => ({ state: { entry, placesLeft: 0, offerMinutes: 30 } });

function faceOf(value: string, context: Partial<WaitlistContext> = {}) {
  const sent: WaitlistEvent[] = [];
  const snapshot = waitlistMachine.resolveState({ value, context: { ...BASE, ...context } });
  return { face: waitlistConnect(snapshot, (event) => void sent.push(event)), sent };
}

function readable(value: string, context: Partial<WaitlistContext> = {}) {
  const { changePlaces: _c, join: _j, leave: _l, retry: _r, ...rest } = faceOf(value, context).face;
  return rest;
}

/** A card with no entry on it: nothing to say of a place. */
const NO_ENTRY = {
  soldOut: true,
  explain: EXPLAIN,
  places: 1,
  placeChoices: [1, 2, 3],
  waitingText: null,
  offer: null,
  parts: { offerMinutes: 30, entry: null, offerLeft: null },
  busy: false,
  errorMessage: null,
  statusMessage: null,
};

describe('waitlist: what the card reads', () => {
  it('while it checks and loads: the loading face, no Buy Tickets beside it', () => {
    expect(readable('checking')).toEqual({ screen: 'loading', registerOffered: false, ...NO_ENTRY });
    expect(readable('loading')).toEqual({ screen: 'loading', registerOffered: false, ...NO_ENTRY });
  });

  it('while it loads again, an offer read before does not bring Buy Tickets back, nor do free places', () => {
    expect(readable('loading', withEntry(OFFERED))).toMatchObject({ screen: 'loading', registerOffered: false });
    expect(readable('loading', { soldOut: false })).toMatchObject({ screen: 'loading', registerOffered: false });
  });

  it("signed out on a sold-out event: 'Join waitlist' signs in first, and Buy Tickets is not offered", () => {
    expect(readable('signedOut', { signedIn: false })).toEqual({
      screen: 'signedOut',
      registerOffered: false,
      ...NO_ENTRY,
    });
  });

  it('signed out while places are free: Buy Tickets is offered', () => {
    expect(readable('signedOut', { signedIn: false, soldOut: false })).toMatchObject({
      screen: 'signedOut',
      registerOffered: true,
      soldOut: false,
    });
  });

  it('places free, nothing to join: Buy Tickets as usual', () => {
    expect(readable('none', { soldOut: false })).toMatchObject({ screen: 'none', registerOffered: true });
  });

  it('sold out and not in line: the places field offers 1 to the booking limit', () => {
    expect(readable('joinable', { places: 2, maxPlaces: 4, ...withEntry(null) })).toEqual({
      screen: 'joinable',
      registerOffered: false,
      ...NO_ENTRY,
      places: 2,
      placeChoices: [1, 2, 3, 4],
    });
  });

  it('joining: busy', () => {
    expect(readable('joining', withEntry(null))).toMatchObject({
      screen: 'joining',
      busy: true,
      registerOffered: false,
    });
  });

  it('waiting: where the person stands in line, and for how many places', () => {
    expect(readable('waiting', withEntry(WAITING))).toEqual({
      screen: 'waiting',
      registerOffered: false,
      ...NO_ENTRY,
      waitingText: 'You are number 4 in line for 2 place(s).',
      parts: { offerMinutes: 30, entry: WAITING, offerLeft: null },
    });
    expect(readable('waiting', withEntry({ ...WAITING, position: null })).waitingText).toBe(
      'You are on the waitlist for 2 place(s).',
    );
  });

  it("offered: the held places until when, SPEC §2's countdown, and Buy Tickets to book them", () => {
    expect(readable('offered', withEntry(OFFERED))).toEqual({
      screen: 'offered',
      registerOffered: true,
      ...NO_ENTRY,
      offer: {
        detail: '2 place(s) held for you until 01 Feb 2031, 07:00 AM. Book them with Buy Tickets before then.',
        countdown: '30 minute(s) left',
      },
      parts: { offerMinutes: 30, entry: OFFERED, offerLeft: { unit: 'minutes', count: 30 } },
    });
  });

  it('leaving a held offer keeps Buy Tickets; leaving the line does not; both are busy', () => {
    expect(readable('leaving', withEntry(OFFERED))).toMatchObject({
      screen: 'leaving',
      registerOffered: true,
      busy: true,
    });
    expect(readable('leaving', withEntry(WAITING))).toMatchObject({
      screen: 'leaving',
      registerOffered: false,
      busy: true,
    });
    expect(readable('leaving', withEntry(null))).toMatchObject({ screen: 'leaving', registerOffered: false });
  });

  it('failed: the error, and Buy Tickets stays offered (the card may be wrong, the event is not)', () => {
    const errorMessage = 'Could not load your waitlist place.';
    expect(readable('failed', { errorMessage })).toMatchObject({
      screen: 'failed',
      registerOffered: true,
      errorMessage,
      busy: false,
    });
  });

  it('says what the last step did', () => {
    expect(readable('joinable', { statusMessage: 'You left the waitlist.', ...withEntry(null) }).statusMessage).toBe(
      'You left the waitlist.',
    );
  });

  it('sends what the buttons say', () => {
    const { face, sent } = faceOf('joinable', withEntry(null));
    face.changePlaces(3);
    face.join();
    face.leave();
    face.retry();
    expect(sent).toEqual([
      { type: 'PLACES.CHANGE', places: 3 },
      { type: 'JOIN' },
      { type: 'LEAVE' },
      { type: 'RETRY' },
    ]);
  });
});
