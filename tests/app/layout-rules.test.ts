// SPEC §2 "Global layout behaviour".
import { describe, expect, it } from 'vitest';
import { layoutFor } from '../../src/app/layout/layout-rules';

describe('layoutFor', () => {
  it('shows neither header nor footer on /login and /register', () => {
    expect(layoutFor('/login')).toEqual({ header: 'none', footer: false });
    expect(layoutFor('/register/')).toEqual({ header: 'none', footer: false });
  });

  it('gives / the landing header and the footer', () => {
    expect(layoutFor('/')).toEqual({ header: 'landing', footer: true });
  });

  it('hides the footer on every /event/ page', () => {
    for (const path of ['/event/abc', '/event/abc/multi-registration', '/event/abc/registration']) {
      expect(layoutFor(path)).toEqual({ header: 'simple', footer: false });
    }
  });

  it('gives every other page the simple header and the footer', () => {
    for (const path of ['/events', '/my-orders/12', '/privacy-policy', '/no-such-page']) {
      expect(layoutFor(path)).toEqual({ header: 'simple', footer: true });
    }
  });
});
