// Issue 28 item 5: the waitlist of a sold-out event, as the event page reads the server's answer.
import { describe, expect, it } from 'vitest';
import { canJoin, offerRanOut, offerTexts, type WaitlistEntry } from '../../src/domain/waitlist';

const EXPIRES = '2031-01-05T05:00:00.000Z'; // 10:30 AM in India
const expiresAt = Date.parse(EXPIRES);
const MINUTE = 60_000;

const offered: WaitlistEntry = { status: 'offered', places: 3, position: null, offerExpiresAt: EXPIRES };
const waiting: WaitlistEntry = { status: 'waiting', places: 2, position: 4, offerExpiresAt: null };

describe('canJoin: sold out with a waitlist', () => {
  it.each([
    { placesLeft: 0, offerMinutes: 30, can: true },
    { placesLeft: 1, offerMinutes: 30, can: false },
    { placesLeft: null, offerMinutes: 30, can: false },
    { placesLeft: 0, offerMinutes: null, can: false },
    { placesLeft: null, offerMinutes: null, can: false },
  ])('$placesLeft places left, offers held $offerMinutes minutes: $can', ({ placesLeft, offerMinutes, can }) => {
    expect(canJoin({ placesLeft, offerMinutes })).toBe(can);
  });
});

describe('offerRanOut', () => {
  it('runs out at the moment the hold ends, not a millisecond before', () => {
    expect(offerRanOut(offered, expiresAt - 1)).toBe(false);
    expect(offerRanOut(offered, expiresAt)).toBe(true);
    expect(offerRanOut(offered, expiresAt + MINUTE)).toBe(true);
  });

  it('never runs out for someone still waiting, with no entry, or with no end to the hold', () => {
    const waitingWithTime: WaitlistEntry = { ...waiting, offerExpiresAt: EXPIRES };
    expect(offerRanOut(waitingWithTime, expiresAt + MINUTE)).toBe(false);
    expect(offerRanOut(waiting, expiresAt + MINUTE)).toBe(false);
    expect(offerRanOut(null, expiresAt + MINUTE)).toBe(false);
    expect(offerRanOut({ ...offered, offerExpiresAt: null }, expiresAt + MINUTE)).toBe(false);
  });
});

describe('offerTexts', () => {
  it('says how many places are held until when, and counts down in SPEC §2 words', () => {
    expect(offerTexts(offered, expiresAt - 12 * MINUTE)).toEqual({
      detail: '3 place(s) held for you until 05 Jan 2031, 10:30 AM. Book them with Buy Tickets before then.',
      countdown: '12 minute(s) left',
    });
    expect(offerTexts(offered, expiresAt)).toEqual({
      detail: '3 place(s) held for you until 05 Jan 2031, 10:30 AM. Book them with Buy Tickets before then.',
      countdown: 'Time up',
    });
  });
});
