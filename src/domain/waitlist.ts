// The waitlist of a sold-out event (issue 28 item 5, a Startline extension): every text a person reads
// about it, and how the event page reads the server's answer. The server keeps the line and makes the
// offers; the page shows where the person stands and, once offered, how long the places are held.
import { countdownText, formatOrderDate } from './dates';

export const WAITLIST_TEXT = {
  heading: 'Sold out',
  explain: (minutes: number) =>
    `Join the waitlist: when a place is released, the first in line is offered it by SMS and e-mail and it is held for them for ${minutes} minutes.`,
  places: 'Places',
  join: 'Join waitlist',
  joining: 'Joining...',
  joined: "You're on the waitlist. We'll tell you by SMS and e-mail when a place is yours.",
  signInToJoin: 'Sign in to join the waitlist.',
  waiting: (position: number | null, places: number) =>
    position === null
      ? `You are on the waitlist for ${places} place(s).`
      : `You are number ${position} in line for ${places} place(s).`,
  offeredHeading: 'A place is held for you',
  offered: (places: number, until: string) =>
    `${places} place(s) held for you until ${until}. Book them with Buy Tickets before then.`,
  leave: 'Leave waitlist',
  leaving: 'Leaving...',
  left: 'You left the waitlist.',
  loading: 'Loading your waitlist place...',
  loadFailed: 'Could not load your waitlist place.',
  tryAgain: 'Try Again',
  joinFailed: 'Could not join the waitlist. Please try again.',
  leaveFailed: 'Could not leave the waitlist. Please try again.',
} as const;

export interface WaitlistEntry {
  status: 'waiting' | 'offered';
  places: number;
  /** 1 is next in line; null once offered. */
  position: number | null;
  /** ISO instant; null unless offered. */
  offerExpiresAt: string | null;
}

/** The caller's entry and the event's places as the server answered. */
export interface WaitlistState {
  entry: WaitlistEntry | null;
  /** Null when the event sets no limit; 0 is sold out. */
  placesLeft: number | null;
  offerMinutes: number | null;
}

/** Sold out with a waitlist to join. */
export function canJoin(state: Pick<WaitlistState, 'placesLeft' | 'offerMinutes'>): boolean {
  return state.offerMinutes !== null && state.placesLeft === 0;
}

/** An offer whose hold ran out by `now` (the server has moved on to the next in line). */
export function offerRanOut(entry: WaitlistEntry | null, now: number): boolean {
  if (entry?.status !== 'offered' || entry.offerExpiresAt === null) return false;
  return Date.parse(entry.offerExpiresAt) <= now;
}

/** '3 place(s) held for you until 05 Jan 2031, 10:30 AM…' and '12 minute(s) left' (SPEC §2's countdown words). */
export function offerTexts(entry: WaitlistEntry, now: number): { detail: string; countdown: string | null } {
  // Stryker disable next-line StringLiteral: any unreadable time reads as no time ('-', no countdown), as '' does
  const until = entry.offerExpiresAt ?? '';
  return {
    detail: WAITLIST_TEXT.offered(entry.places, formatOrderDate(until)),
    countdown: countdownText(until, now),
  };
}
