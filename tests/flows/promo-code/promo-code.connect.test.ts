// What the promo code field sends (promoCodeConnect) and how a refusal reads, written out by hand: the
// field's typing, Apply, Remove, and a change of the held tickets each send their event; a refusal
// carries the server's reason, or says the check failed when there was none to give.
import { describe, expect, it } from 'vitest';
import { promoCodeConnect } from '../../../machines/promo-code/promo-code.connect';
import { promoCodeMachine } from '../../../machines/promo-code/promo-code.machine';
import { PromoRefusedError, type PromoCodeEvent } from '../../../machines/promo-code/promo-code.types';

describe('promo code: what the field sends', () => {
  it('typing, Apply, Remove and a ticket deleted each send their event', () => {
    const sent: PromoCodeEvent[] = [];
    const snapshot = promoCodeMachine.resolveState({
      value: 'editing',
      context: { subEventUuid: '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11', code: '', applied: null, errorMessage: null },
    });
    const face = promoCodeConnect(snapshot, (event) => void sent.push(event));
    face.change('run10');
    face.apply();
    face.remove();
    face.ticketsChanged();
    expect(sent).toEqual([
      { type: 'CODE.CHANGE', value: 'run10' },
      { type: 'APPLY' },
      { type: 'REMOVE' },
      { type: 'TICKETS.CHANGED' },
    ]);
  });
});

describe('promo code: a refusal as the logs read it', () => {
  it("carries the server's reason", () => {
    const refusal = new PromoRefusedError('This promo code has expired');
    expect(refusal).toMatchObject({ name: 'PromoRefusedError', reason: 'This promo code has expired' });
    expect(refusal.message).toBe('This promo code has expired');
  });

  it("says 'Promo code check failed' when the server could not be asked", () => {
    const refusal = new PromoRefusedError(null);
    expect(refusal).toMatchObject({ name: 'PromoRefusedError', reason: null });
    expect(refusal.message).toBe('Promo code check failed');
  });
});
