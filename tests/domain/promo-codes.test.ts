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

describe('a discount line on a tax document', () => {
  it('reads back as a negative amount', async () => {
    const { trySignedRupeesToPaise, tryRupeesToPaise } = await import('../../src/domain/money');
    expect(trySignedRupeesToPaise('-39.90')).toBe(-3990);
    expect(trySignedRupeesToPaise('39.90')).toBe(3990);
    expect(trySignedRupeesToPaise('-x')).toBeNull();
    // What a person types as a price is never negative.
    expect(tryRupeesToPaise('-39.90')).toBeNull();
  });
});
