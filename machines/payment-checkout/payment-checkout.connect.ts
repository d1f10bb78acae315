// The Pay area's connect: the checkout's snapshot and `send` in; the button's state and the message, and
// what the person can do (pay, try again) out. The screen comes from the states' tags.
import type { SnapshotFrom } from 'xstate';
import type { PaymentCheckoutMachine } from './payment-checkout.machine';
import type { PayDetails, PaymentCheckoutEvent } from './payment-checkout.types';

export type CheckoutScreen =
  | 'loadingGateway'
  | 'gatewayFailed'
  | 'ready'
  | 'busy'
  | 'checkoutOpen'
  | 'verifying'
  | 'awaitingBank'
  | 'bankDeclined'
  | 'verificationFailed'
  | 'refunded'
  | 'paid';

const SCREENS = [
  'gatewayFailed',
  'ready',
  'busy',
  'checkoutOpen',
  'verifying',
  'awaitingBank',
  'bankDeclined',
  'verificationFailed',
  'paid',
  'refunded',
] as const;

export function paymentCheckoutConnect(
  snapshot: SnapshotFrom<PaymentCheckoutMachine>,
  send: (event: PaymentCheckoutEvent) => void,
) {
  const screen: CheckoutScreen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'loadingGateway';
  return {
    screen,
    errorMessage: snapshot.context.errorMessage,
    // Pay stays pressable while the gateway loads, so that pressing it says why nothing opens.
    payBusy: screen === 'busy' || screen === 'checkoutOpen' || screen === 'verifying' || screen === 'paid',
    /** Ended without a payment (refunded, or the bank said no): the person books again. */
    booksAgain: screen === 'refunded' || screen === 'bankDeclined',
    /** A payment the bank is still confirming: no Pay, the places are held. */
    awaitingBank: screen === 'awaitingBank',
    /** The status is being asked right now: Check now waits (pressing it would do nothing). */
    bankChecking: snapshot.matches({ awaitingBank: 'checking' }),
    pay: (details: PayDetails) => send({ type: 'PAY', ...details }),
    /** Try again after the gateway failed to load, Check again after a verification failed, Check now while the bank confirms. */
    retry: () => send({ type: 'RETRY' }),
  };
}
