// SPEC §2 route table: every route exists, each loads its own module, the rest is Not Found.
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, documentTitle, routeFor } from '../../src/app/routes';

// SPEC §2 public routes; /register and /login are open to visitors and send a signed-in person on.
const PUBLIC = [
  '/',
  '/events',
  '/event/:eventUuid',
  '/privacy-policy',
  '/terms-and-conditions',
  '/refund-policy',
  '/about-us',
  '/registration-guide',
];
const SIGNED_OUT = ['/register', '/login'];
const SIGNED_IN = [
  '/profile',
  '/event/:eventUuid/multi-registration',
  // Issue 30: every ticket of an event on one screen, from 'Show all passes on one screen'.
  '/event/:eventUuid/passes',
  '/order-summary',
  '/my-events',
  '/my-orders',
  '/my-orders/:orderId',
  // Issue 28: a transferred ticket's acceptance page, opened from the SMS link.
  '/transfers/:transferUuid',
  // Issue 28: a paid ticket's edit-details page, from 'Edit details' in Your Registrations.
  '/tickets/:participantUuid/details',
];

describe('route table', () => {
  it('has every route of SPEC §2 with its access rule', () => {
    expect(APP_ROUTES.filter((r) => r.access === 'public').map((r) => r.path)).toEqual(PUBLIC);
    expect(APP_ROUTES.filter((r) => r.access === 'signed-out').map((r) => r.path)).toEqual(SIGNED_OUT);
    expect(APP_ROUTES.filter((r) => r.access === 'signed-in').map((r) => r.path)).toEqual(SIGNED_IN);
  });

  it('matches concrete paths to their route and anything else to Not Found', () => {
    expect(routeFor('/event/8d3c').title).toBe('Event Details');
    expect(routeFor('/event/8d3c/multi-registration').title).toBe('Book Tickets');
    expect(routeFor('/my-orders/42').title).toBe('Invoice');
    expect(routeFor('/my-orders/').title).toBe('My Orders');
    expect(routeFor('/event/8d3c/unknown').title).toBe('Page Not Found');
    expect(routeFor('/eventsx').title).toBe('Page Not Found');
  });

  it('titles the document after the route, and the landing page after the product', () => {
    expect(documentTitle(routeFor('/my-orders').title)).toBe('My Orders — Startline');
    expect(documentTitle(routeFor('/').title)).toBe('Startline — Sports & fitness events in India');
  });

  it('loads a page component for every route', async () => {
    for (const route of [...APP_ROUTES, routeFor('/no-such-page')]) {
      const module = await route.load();
      expect(typeof module.default, route.title ?? '/').toBe('function');
    }
  });
});
