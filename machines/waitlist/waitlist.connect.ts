// The waitlist card's connect: the child's snapshot and `send` in; what the card shows (its screen from
// tags, where the person stands, the countdown of a held place) and what they can do out.
import type { SnapshotFrom } from 'xstate';
import { countdownLeft } from '../../src/domain/dates';
import { WAITLIST_TEXT, offerTexts } from '../../src/domain/waitlist';
import type { WaitlistMachine } from './waitlist.machine';
import type { WaitlistEvent } from './waitlist.types';

export type WaitlistScreen =
  'signedOut' | 'loading' | 'none' | 'joinable' | 'joining' | 'waiting' | 'offered' | 'leaving' | 'failed';

const SCREENS: readonly WaitlistScreen[] = [
  'signedOut',
  'none',
  'joinable',
  'joining',
  'waiting',
  'offered',
  'leaving',
  'failed',
];

export function waitlistConnect(snapshot: SnapshotFrom<WaitlistMachine>, send: (event: WaitlistEvent) => void) {
  const screen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const { state, places, maxPlaces, offerMinutes, errorMessage, statusMessage, now, soldOut } = snapshot.context;
  const entry = state?.entry ?? null;
  const leavingFrom = screen === 'leaving' ? (entry?.status ?? null) : null;
  return {
    screen,
    /** Whether the card's usual Buy Tickets is offered: places are free, or held for this person. */
    registerOffered:
      screen === 'none' ||
      screen === 'offered' ||
      screen === 'failed' ||
      leavingFrom === 'offered' ||
      (screen === 'signedOut' && !soldOut),
    /** Signed out on a sold-out event: 'Join waitlist' signs in first. */
    soldOut,
    explain: WAITLIST_TEXT.explain(offerMinutes),
    places,
    placeChoices: Array.from({ length: maxPlaces }, (_, index) => index + 1),
    waitingText: entry && entry.status === 'waiting' ? WAITLIST_TEXT.waiting(entry.position, entry.places) : null,
    offer: entry && entry.status === 'offered' ? offerTexts(entry, now) : null,
    /** The parts those texts are worded from, for a view that words them in another language. */
    parts: {
      offerMinutes,
      entry,
      // Stryker disable next-line StringLiteral: any unreadable time reads as no countdown, as '' does.
      offerLeft: entry?.status === 'offered' ? countdownLeft(entry.offerExpiresAt ?? '', now) : null,
    },
    busy: screen === 'joining' || screen === 'leaving',
    errorMessage,
    statusMessage,
    changePlaces: (value: number) => send({ type: 'PLACES.CHANGE', places: value }),
    join: () => send({ type: 'JOIN' }),
    leave: () => send({ type: 'LEAVE' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
