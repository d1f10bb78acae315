// Issue 28 item 5: the rules the server applies to a sold-out sub-event's waitlist.
import { describe, expect, it } from 'vitest';
import { placesLeft, waitlistPlacesLimit } from '../../src/domain/waitlist-rules';

describe('waitlistPlacesLimit: one booking’s ticket limit, at most the contract’s 100', () => {
  it.each([
    { capacity: null, limit: 10 },
    { capacity: 0, limit: 10 },
    { capacity: -3, limit: 10 },
    { capacity: 1, limit: 1 },
    { capacity: 25, limit: 25 },
    { capacity: 100, limit: 100 },
    { capacity: 101, limit: 100 },
    { capacity: 5000, limit: 100 },
  ])('capacity $capacity -> $limit', ({ capacity, limit }) => {
    expect(waitlistPlacesLimit(capacity)).toBe(limit);
  });
});

describe('placesLeft: capacity less tickets held and places held for offers', () => {
  it.each([
    { capacity: null, taken: 40, reserved: 2, left: null },
    { capacity: 50, taken: 0, reserved: 0, left: 50 },
    { capacity: 50, taken: 40, reserved: 0, left: 10 },
    { capacity: 50, taken: 40, reserved: 3, left: 7 },
    { capacity: 50, taken: 47, reserved: 3, left: 0 },
    { capacity: 50, taken: 50, reserved: 3, left: 0 },
  ])('$capacity, $taken taken, $reserved held -> $left', ({ capacity, taken, reserved, left }) => {
    expect(placesLeft(capacity, taken, reserved)).toBe(left);
  });
});
