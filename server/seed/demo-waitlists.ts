// The demo's waitlists (issue 28 item 5): a few capped events hold released places for the first in
// line for 15, 30 or 60 minutes; every other event has none, the default. The Green Ride 20K (Kolkata
// Eco Ride) is the walk-through: capped at 12 and filled by the demo crowd to three places short, it
// allows cancelling with a 10% fee (demo-cancellation-policies.ts) and has the promo code WAITLIST15
// (demo-promo-codes.ts). Someone takes the last three places, so it is sold out; a second person joins the
// waitlist; the first cancels; the place is offered to the one in line, who books it with the code.

/** The walk-through event, and how many places the crowd leaves free on a fresh seed. */
export const WAITLIST_EVENT_KEY = 'kolkata-eco-ride';
export const WAITLIST_EVENT_PLACES_LEFT = 3;

const DEMO_WAITLISTS: Readonly<Record<string, number>> = {
  [WAITLIST_EVENT_KEY]: 30,
  // Nearly full (demo.ts NEARLY_FULL_EVENT_KEY), free.
  'sukhna-lake-yoga-morning': 15,
  'bengaluru-10k-challenge': 60,
  'ahmedabad-learn-to-swim': 60,
};

/** The sub-event's waitlist column: none (null) unless the demo gives it one. */
export function waitlistColumns(eventKey: string): { waitlistOfferMinutes: number | null } {
  return { waitlistOfferMinutes: DEMO_WAITLISTS[eventKey] ?? null };
}
