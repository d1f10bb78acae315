import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure } from '../../src/app/layout/page-load-failure';

// PageLoadFailure only speaks of the network when a page's code could not download; any other error
// is a bug and must not be dressed up as the connection.
describe('isChunkLoadFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://127.0.0.1/assets/OrderSummaryScreen-x.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: http://127.0.0.1/assets/x.js',
    'Unable to preload CSS for http://127.0.0.1/assets/OrderSummaryScreen-x.css',
  ])('a failed download: %s', (message) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it.each([new TypeError("Cannot read properties of undefined (reading 'map')"), 'a string', null])(
    'anything else: %s',
    (error) => {
      expect(isChunkLoadFailure(error)).toBe(false);
    },
  );
});
