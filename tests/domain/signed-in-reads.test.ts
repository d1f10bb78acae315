// What a signed-in page reads first (src/domain/signed-in-reads.ts): the address the browser asks for
// early and the server asks for in-process when it draws the page for a session.
import { describe, expect, it } from 'vitest';
import { ORDERS_PAGE_SIZE } from '../../src/domain/constants';
import { firstSignedInRead, isDrawnForSession } from '../../src/domain/signed-in-reads';

const ORDER = '5b0c2f4e-6a7d-4c1b-9e2f-3a4b5c6d7e8f';

describe('firstSignedInRead', () => {
  it.each([
    ['/my-orders', '', `/orders/?page=1&per_page=${ORDERS_PAGE_SIZE}`],
    ['/my-orders/', '', `/orders/?page=1&per_page=${ORDERS_PAGE_SIZE}`],
    ['/my-events', '', '/participant-registration/my-participated-events'],
    [`/my-orders/${ORDER}`, '', `/invoices/order/${ORDER}`],
    ['/order-summary', `?eventUuid=${ORDER}&promo_code=RUN10`, `/orders/summary/${ORDER}`],
  ])('%s%s reads %s first', (pathname, search, read) => {
    expect(firstSignedInRead(pathname, search)).toBe(read);
  });

  it.each([
    ['/order-summary', ''],
    ['/', ''],
    ['/events', '?city=Pune'],
    ['/profile', ''],
    [`/event/${ORDER}/multi-registration`, ''],
  ])('%s%s has none', (pathname, search) => {
    expect(firstSignedInRead(pathname, search)).toBeNull();
  });
});

describe('isDrawnForSession', () => {
  it.each(['/my-orders', '/my-orders/', `/my-orders/${ORDER}`, '/my-orders/42', '/order-summary'])(
    '%s is drawn on the server',
    (path) => {
      expect(isDrawnForSession(path)).toBe(true);
    },
  );

  it.each(['/my-events', '/order-summaryx', '/profile', '/', `/my-orders/${ORDER}/x`, '/my-ordersx'])(
    '%s is drawn by the app',
    (path) => {
      expect(isDrawnForSession(path)).toBe(false);
    },
  );
});

describe('a malformed order id', () => {
  it('is asked for as it was written, never thrown on', () => {
    expect(firstSignedInRead('/my-orders/%E0%A4%A', '')).toBe('/invoices/order/%25E0%25A4%25A');
  });
});
