// The waitlist of a sold-out sub-event (issue 28 item 5, a Startline extension): the rules the server
// applies and the refusals it answers with (openapi.yaml joinWaitlist, leaveWaitlist), which the event
// page shows as they come. Pure, shared by the server and the browser.
import { DEFAULT_MAX_TICKETS } from './constants';

export const WAITLIST_REFUSAL = {
  noWaitlist: 'This event has no waitlist',
  placesAvailable: 'Places are still available. Book them now.',
  tooManyPlaces: (limit: number) => `You can join the waitlist for at most ${limit} places`,
  notOpen: 'Registration is not open for this event',
  alreadyOn: 'You are already on the waitlist for this event',
  notOn: 'You are not on the waitlist for this event',
} as const;

/** JoinWaitlistRequest.places' maximum in the contract. */
const CONTRACT_MAX_PLACES = 100;

/**
 * The most places one person may wait for: one booking's ticket limit (the event's capacity, 10 when it
 * sets none: src/domain/booking.ts ticketLimit, register.ts), never more than the contract allows.
 */
export function waitlistPlacesLimit(capacity: number | null): number {
  // Stryker disable next-line ConditionalExpression: null > 0 is false, so the null check (there for the type) changes no answer
  const limit = capacity !== null && capacity > 0 ? capacity : DEFAULT_MAX_TICKETS;
  return Math.min(limit, CONTRACT_MAX_PLACES);
}

/**
 * Places anyone may still book: the capacity less the tickets holding a place and the places held for
 * waitlisters offered them; null when the event sets no limit.
 */
export function placesLeft(capacity: number | null, taken: number, reservedForOffers: number): number | null {
  if (capacity === null) return null;
  return Math.max(0, capacity - taken - reservedForOffers);
}
