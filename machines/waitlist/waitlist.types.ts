import type { WaitlistState } from '../../src/domain/waitlist';

export interface WaitlistInput {
  subEventUuid: string;
  signedIn: boolean;
  /** Sold out as the event page read it; the server's answer on loading decides after that. */
  soldOut: boolean;
  /** The event's waitlist offer window, in minutes. */
  offerMinutes: number;
  /** The most places one booking may hold: the choices of the places field. */
  maxPlaces: number;
  now: number;
}

export interface WaitlistCallInput {
  subEventUuid: string;
}

export interface JoinWaitlistInput extends WaitlistCallInput {
  places: number;
}

/** The server said no, with its text to show (422/409/404); anything else thrown means no answer. */
export class WaitlistRefusedError extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'the waitlist call was refused');
    this.name = 'WaitlistRefusedError';
  }
}

export interface WaitlistContext extends Omit<WaitlistInput, 'signedIn'> {
  signedIn: boolean;
  /** What the server last said: the caller's entry and the places left. */
  state: WaitlistState | null;
  /** The places field. */
  places: number;
  errorMessage: string | null;
  /** What the last step did, said on the card ('You left the waitlist.'); null when nothing. */
  statusMessage: string | null;
}

export type WaitlistEvent =
  | { type: 'PLACES.CHANGE'; places: number }
  | { type: 'JOIN' }
  | { type: 'LEAVE' }
  | { type: 'RETRY' }
  | { type: 'CLOCK.TICK'; now: number }
  | { type: 'SESSION.CHANGE'; signedIn: boolean };

export type WaitlistTag =
  'signedOut' | 'loading' | 'none' | 'joinable' | 'joining' | 'waiting' | 'offered' | 'leaving' | 'failed';
