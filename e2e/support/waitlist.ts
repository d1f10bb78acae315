// The demo's walk-through event with a waitlist (server/seed): a small capped event the demo nearly fills, whose
// tickets may be cancelled with a fee and which has a promo code, so the whole issue-28 journey can be
// walked: a holder cancels, the first in line is offered the place and buys it with the code.
import { expect, type APIRequestContext } from '@playwright/test';
import type { ListedSubEvent } from './paid-tickets';

/** The Green Ride 20K (Kolkata Eco Ride), capped and a few places short on a fresh seed (server/seed/demo-waitlists.ts). */
export const WAITLIST_WALK_EVENT = 'Green Ride 20K';
export const WAITLIST_PROMO_CODE = 'WAITLIST15';

/** A demo sub-event by its name, as the public list has it. */
export async function subEventNamed(request: APIRequestContext, name: string): Promise<ListedSubEvent> {
  const response = await request.get('/api/v1/sub-events/public?page=1&limit=100');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ListedSubEvent[] };
  const found = data.find((subEvent) => subEvent.name === name);
  expect(found, `the demo's ${name}`).toBeDefined();
  return found!;
}
