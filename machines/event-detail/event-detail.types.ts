import type { EventDetail } from '../../src/domain/event-detail';
import type { LeaveEmitted, NotifyEmitted } from '../shared/notices';

/** How often the page's clock moves 'now' on (the countdown and the status read it). */
export const CLOCK_TICK_MS = 10_000;

export interface EventDetailInput {
  eventUuid: string;
  signedIn: boolean;
  /** ?from=my-events: the post-registration view with 'Your Registrations' instead of the side card. */
  fromMyEvents: boolean;
  /** The moment the page opened (ms since the epoch); the clock actor moves it on. */
  now: number;
  /**
   * The event as the page's document carried it (src/app/page-arrival.tsx): the page opens with it,
   * drawn the same on the server and in the browser, without looking it up.
   */
  arrivedEvent?: EventDetail | null;
}

/** What looking the event up found: the event, a list without it, or no events at all (SPEC §7). */
export type LoadEventOutput = { found: true; event: EventDetail } | { found: false; listWasEmpty: boolean };

export interface LoadEventInput {
  eventUuid: string;
}

export interface EventDetailContext {
  eventUuid: string;
  signedIn: boolean;
  fromMyEvents: boolean;
  now: number;
  event: EventDetail | null;
  errorMessage: string | null;
}

export type EventDetailEvent =
  | { type: 'REGISTER' }
  | { type: 'RETRY' }
  | { type: 'NAVIGATION.BACK' }
  | { type: 'CLOCK.TICK'; now: number }
  | { type: 'SESSION.CHANGE'; signedIn: boolean }
  | { type: 'SIGN_IN.START' }
  | { type: 'CALENDAR.ADD' }
  | { type: 'LINK.SHARE' };

/** Signed out on an actionable register: save `returnTo` as the redirect URL and go to /login (SPEC §4). */
export interface SignInRequiredEmitted {
  type: 'signInRequired';
  returnTo: string;
}

/** Add to calendar: the composition root writes the .ics file of `event` and downloads it. */
export interface AddToCalendarEmitted {
  type: 'addToCalendar';
  event: EventDetail;
}

/** Share: the composition root offers Web Share, else copies the link (src/app/flows/event-detail.share.ts). */
export interface ShareEmitted {
  type: 'share';
  title: string;
  text: string;
  /** The event page's path; the composition root makes it absolute. */
  path: string;
}

export type EventDetailEmitted =
  NotifyEmitted | LeaveEmitted | SignInRequiredEmitted | AddToCalendarEmitted | ShareEmitted | { type: 'back' };

export type EventDetailTag = 'loading' | 'loaded' | 'notFound';

export const eventPath = (uuid: string) => `/event/${uuid}`;
/** The page to come back to after signing in: the post-registration view keeps its query. */
export const returnPath = (uuid: string, fromMyEvents: boolean) =>
  fromMyEvents ? `${eventPath(uuid)}?from=my-events` : eventPath(uuid);
export const registrationPath = (uuid: string) => `/event/${uuid}/registration`;
