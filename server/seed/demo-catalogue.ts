import type { EventCategory } from '../db/schema';
import type { DemoVenueKey } from './demo-places';
import { ATHLETIC_DEMO_EVENTS } from './catalogue/athletic';
import { CYCLING_DEMO_EVENTS } from './catalogue/cycling';
import { TRIATHLON_DEMO_EVENTS } from './catalogue/triathlon';
import { SWIMMING_DEMO_EVENTS } from './catalogue/swimming';
import { YOGA_FITNESS_DEMO_EVENTS } from './catalogue/yoga-fitness';
import { TEAM_SPORTS_DEMO_EVENTS } from './catalogue/team-sports';
import { HIDDEN_DEMO_EVENTS } from './catalogue/hidden';

/** Where an event stands relative to the seed's `now` (SPEC §4 registration status). */
export type DemoTiming = 'open' | 'upcoming' | 'closed' | 'ongoing' | 'ended';

export interface DemoSubEventSpec {
  /** Stable slug: banner file name and a handle for tests. */
  key: string;
  /** The master event's name; 'Others' makes the sub-event's own name the display name. */
  master: string;
  category: EventCategory;
  eventTitle: string;
  name: string;
  ticketName: string;
  venue: DemoVenueKey;
  timing: DemoTiming;
  /**
   * open: days until the start (registration closes two days before); upcoming: days until
   * registration opens; closed: days until the start; ended: days since the end. Unused when ongoing.
   */
  days: number;
  /** Local start time in IST, 'HH:MM'. */
  startsAt: string;
  durationHours: number;
  /** 0 for a free event; with categories, the lowest category price. */
  feeRupees: number;
  platformFeeRupees?: number;
  /** [label, price in rupees]; the form's category and category-pricing fields list these. */
  categories?: ReadonlyArray<readonly [string, number]>;
  minAge?: number;
  maxAge?: number;
  cashPrizeRupees?: number;
  cap?: number;
  summary: string;
  highlights: readonly string[];
  /** Hidden from the public list: a draft or a rejected submission. */
  hidden?: 'draft' | 'rejected';
}

export const DEMO_CATALOGUE: readonly DemoSubEventSpec[] = [
  ...ATHLETIC_DEMO_EVENTS,
  ...CYCLING_DEMO_EVENTS,
  ...TRIATHLON_DEMO_EVENTS,
  ...SWIMMING_DEMO_EVENTS,
  ...YOGA_FITNESS_DEMO_EVENTS,
  ...TEAM_SPORTS_DEMO_EVENTS,
  ...HIDDEN_DEMO_EVENTS,
];
