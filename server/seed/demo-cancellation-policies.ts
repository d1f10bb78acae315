// The demo's cancellation policies (issue 28 item 1): events that let a buyer cancel a paid ticket
// until two days before the start, keeping 0%, 10% or 25% of its value; one whose deadline has passed
// while registration is still open (the page says why the button is gone); and every other event
// allowing none, the default. The Salt Lake Box Cricket Bash (whose promo codes are in
// demo-promo-codes.ts) and the Mumbai Monsoon Half Marathon keep 10%, so the whole journey, a promo
// discount's share included, can be walked on a fresh `npm start`.
import { istDayAt, type DemoSchedule } from './demo-timing';

const DAY = 24 * 60 * 60 * 1000;

interface DemoCancellationPolicy {
  /** DEMO_CATALOGUE key of the event it belongs to. */
  eventKey: string;
  feeBps: number;
  /** Until two days before the start, or a deadline that passed yesterday evening. */
  deadline: 'two_days_before_start' | 'passed';
}

const DEMO_CANCELLATION_POLICIES: readonly DemoCancellationPolicy[] = [
  { eventKey: 'kolkata-box-cricket', feeBps: 1000, deadline: 'two_days_before_start' },
  { eventKey: 'mumbai-monsoon-half-marathon', feeBps: 1000, deadline: 'two_days_before_start' },
  { eventKey: 'bengaluru-10k-challenge', feeBps: 0, deadline: 'two_days_before_start' },
  { eventKey: 'nandi-hills-cyclothon', feeBps: 0, deadline: 'two_days_before_start' },
  { eventKey: 'pune-sinhagad-trail-run', feeBps: 2500, deadline: 'two_days_before_start' },
  { eventKey: 'mumbai-open-water-swim', feeBps: 2500, deadline: 'two_days_before_start' },
  { eventKey: 'goa-coastal-century', feeBps: 1000, deadline: 'two_days_before_start' },
  // The waitlist's walk-through (demo-waitlists.ts): a holder cancels, the place goes to the one in line.
  { eventKey: 'kolkata-eco-ride', feeBps: 1000, deadline: 'two_days_before_start' },
  // Registration has closed, but tickets bought may still be cancelled until two days before the start.
  { eventKey: 'hyderabad-heritage-half', feeBps: 1000, deadline: 'two_days_before_start' },
  { eventKey: 'kochi-backwater-run', feeBps: 1000, deadline: 'passed' },
];

/** The sub-event's cancellation columns: not allowed (null, 0) unless the demo gives it a policy. */
export function cancellationColumns(eventKey: string, schedule: DemoSchedule, now: Date) {
  const policy = DEMO_CANCELLATION_POLICIES.find((candidate) => candidate.eventKey === eventKey);
  if (!policy) return { cancellableUntil: null, cancellationFeeBps: 0 };
  const cancellableUntil =
    policy.deadline === 'passed' ? istDayAt(now, -1, '18:00') : new Date(schedule.startDatetime.getTime() - 2 * DAY);
  return { cancellableUntil, cancellationFeeBps: policy.feeBps };
}

// Transfers (issue 28 item 2): the events that allow cancelling allow giving a ticket to someone else
// too, until the day before the start (a name on the start list is fixed the day before); the Backwater
// 10K Night Run's window closed yesterday with its cancellations; two events that allow no cancellation
// allow transfers (a place can change hands where money cannot), and the rest allow none, the default.
const TRANSFER_ONLY_EVENTS: readonly string[] = ['chennai-marina-sunrise-5k', 'delhi-winter-run'];

/** The sub-event's transfer window: closed (null) unless the demo gives it one. */
export function transferColumns(eventKey: string, schedule: DemoSchedule, now: Date) {
  const policy = DEMO_CANCELLATION_POLICIES.find((candidate) => candidate.eventKey === eventKey);
  if (!policy && !TRANSFER_ONLY_EVENTS.includes(eventKey)) return { transferableUntil: null };
  if (policy?.deadline === 'passed') return { transferableUntil: istDayAt(now, -1, '18:00') };
  return { transferableUntil: new Date(schedule.startDatetime.getTime() - DAY) };
}

// Correcting a paid ticket's details (issue 28 item 4): every event with a cancellation or transfer
// window lets holders fix a T-shirt size or an emergency contact until two days before the start, as
// race kits are packed then; the Backwater 10K Night Run's window closed yesterday. Indian races
// commonly allow one change of the name on a bib: three events allow one, the Pune Sinhagad Trail Run
// two, and the rest keep the name as booked.
const NAME_CHANGES: Readonly<Record<string, number>> = {
  'kolkata-box-cricket': 1,
  'mumbai-monsoon-half-marathon': 1,
  'chennai-marina-sunrise-5k': 1,
  'pune-sinhagad-trail-run': 2,
};

/** The sub-event's edit window and name allowance: fixed (null, 0) unless the demo gives it a window. */
export function detailsEditColumns(eventKey: string, schedule: DemoSchedule, now: Date) {
  const policy = DEMO_CANCELLATION_POLICIES.find((candidate) => candidate.eventKey === eventKey);
  if (!policy && !TRANSFER_ONLY_EVENTS.includes(eventKey)) return { detailsEditableUntil: null, nameChangesAllowed: 0 };
  const nameChangesAllowed = NAME_CHANGES[eventKey] ?? 0;
  if (policy?.deadline === 'passed') return { detailsEditableUntil: istDayAt(now, -1, '18:00'), nameChangesAllowed };
  return { detailsEditableUntil: new Date(schedule.startDatetime.getTime() - 2 * DAY), nameChangesAllowed };
}

// Changing category (issue 28 item 3): the running and riding events with a cancellation window and
// more than one priced category let a holder move a ticket once, until two days before the start (the
// Mumbai Monsoon Half Marathon's 5K, 10K and 21.1K let both directions be walked); every other event
// keeps the category as booked.
const CATEGORY_CHANGE_EVENTS: readonly string[] = [
  'mumbai-monsoon-half-marathon',
  'bengaluru-10k-challenge',
  'pune-sinhagad-trail-run',
  'hyderabad-heritage-half',
  'goa-coastal-century',
];

/** The sub-event's category-change window: closed (null) unless the demo gives it one. */
export function categoryChangeColumns(eventKey: string, schedule: DemoSchedule) {
  if (!CATEGORY_CHANGE_EVENTS.includes(eventKey)) return { categoryChangeableUntil: null };
  return { categoryChangeableUntil: new Date(schedule.startDatetime.getTime() - 2 * DAY) };
}
