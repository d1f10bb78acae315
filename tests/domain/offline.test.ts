// Issue 30: which navigations the service worker keeps as pages, and which API answers it keeps for whom.
import { describe, expect, it } from 'vitest';
import { isAppPagePath, keptAtText, keptCacheFor } from '../../src/domain/offline';

describe('isAppPagePath', () => {
  it.each(['/', '/events', '/event/se-1', '/my-orders/7', '/apiary', '/sandboxes', '/events/api'])(
    '%s is one of the app pages',
    (pathname) => {
      expect(isAppPagePath(pathname)).toBe(true);
    },
  );

  it.each([
    '/api',
    '/api/v1/orders/7/invoice',
    '/sandbox',
    '/sandbox/checkout',
    '/uploads/id-proof.pdf',
    '/__outbox',
    '/.well-known/assetlinks.json',
  ])('%s is not a page', (pathname) => {
    expect(isAppPagePath(pathname)).toBe(false);
  });
});

describe('keptCacheFor', () => {
  it.each([
    '/participant-registration/my-participated-events',
    '/participant-registration/sub-events/se-1/my-registrations',
    '/orders/',
    '/auth/me',
  ])("keeps %s as the signed-in person's, asked with their token or not", (apiPath) => {
    expect(keptCacheFor(apiPath, true)).toBe('startline-personal');
    expect(keptCacheFor(apiPath, false)).toBe('startline-personal');
  });

  it.each(['/sub-events/public', '/sub-events/public/facets', '/promotional-banners'])(
    'keeps %s for everyone when asked without a token, with the person when asked with one',
    (apiPath) => {
      expect(keptCacheFor(apiPath, false)).toBe('startline-public');
      expect(keptCacheFor(apiPath, true)).toBe('startline-personal');
    },
  );

  it.each([
    '/participant-registration/my-participated-events/extra',
    '/v2/participant-registration/my-participated-events',
    '/participant-registration/sub-events//my-registrations',
    '/participant-registration/sub-events/se-1/x/my-registrations',
    '/participant-registration/sub-events/se-1/my-registrations/2',
    '/x/participant-registration/sub-events/se-1/my-registrations',
    '/orders/7',
    '/v2/orders/',
    '/auth/me/sessions',
    '/v2/auth/me',
    '/sub-events/public/se-1',
    '/sub-events/public/facets/city',
    '/v2/sub-events/public',
    '/promotional-banners/3',
    '/v2/promotional-banners',
    '/events',
  ])('never keeps %s', (apiPath) => {
    expect(keptCacheFor(apiPath, true)).toBeNull();
    expect(keptCacheFor(apiPath, false)).toBeNull();
  });
});

describe('keptAtText', () => {
  it('reads as the order dates do, in India time', () => {
    expect(keptAtText('2026-11-28T16:11:00.000Z')).toBe('28 Nov 2026, 09:41 PM');
  });
});
