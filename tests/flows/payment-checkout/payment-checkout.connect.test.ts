// What the Pay area sends (paymentCheckoutConnect), written out by hand from SPEC §7 Card payment
// checkout: Pay hands the checkout the event, the first participant's prefill and the time left on the
// held places; Try again / Check again / Check now ask again. Snapshots are resolved from (state,
// context), so the face is read without driving the machine there.
import { describe, expect, it } from 'vitest';
import { paymentCheckoutConnect } from '../../../machines/payment-checkout/payment-checkout.connect';
import { paymentCheckoutMachine } from '../../../machines/payment-checkout/payment-checkout.machine';
import type {
  PaymentCheckoutContext,
  PaymentCheckoutEvent,
} from '../../../machines/payment-checkout/payment-checkout.types';
import { DETAILS } from './payment-checkout.model';

const CONTEXT: PaymentCheckoutContext = {
  subEventUuid: '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11',
  details: null,
  order: null,
  proof: null,
  providerOrderId: null,
  errorMessage: null,
  bankPollMs: 2000,
};

describe('payment checkout: what the Pay area sends', () => {
  it('Pay sends the pay details as they are; Try again asks again', () => {
    const sent: PaymentCheckoutEvent[] = [];
    const snapshot = paymentCheckoutMachine.resolveState({ value: 'ready', context: CONTEXT });
    const face = paymentCheckoutConnect(snapshot, (event) => void sent.push(event));
    expect(face).toMatchObject({ screen: 'ready', payBusy: false, booksAgain: false, awaitingBank: false });
    face.pay(DETAILS);
    face.retry();
    expect(sent).toEqual([
      {
        type: 'PAY',
        eventTitle: 'Pune Riverside Run',
        prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
        timeoutSeconds: 840,
        promoCode: 'RUN10',
      },
      { type: 'RETRY' },
    ]);
  });
});
