import { describe, expect, it } from 'vitest';
import { normalisePromoCode, promoDiscount } from '../../src/domain/promo-codes';

describe('promo codes (issue 28)', () => {
  it('match whatever the case and the spaces around them', () => {
    expect(normalisePromoCode('  run10 ')).toBe('RUN10');
  });

  it('take a percentage off, rounded half up to the paisa', () => {
    expect(promoDiscount({ kind: 'percent', amount: 1000 }, 39_905)).toBe(3991);
    expect(promoDiscount({ kind: 'percent', amount: 10_000 }, 39_905)).toBe(39_905);
  });

  it('take a fixed amount off, never more than the tickets cost', () => {
    expect(promoDiscount({ kind: 'fixed', amount: 20_000 }, 39_900)).toBe(20_000);
    expect(promoDiscount({ kind: 'fixed', amount: 50_000 }, 39_900)).toBe(39_900);
  });
});
