// The Pay area's view-model: the checkout's snapshot in, the button's state and the message out.
import type { SnapshotFrom } from 'xstate';
import type { PaymentCheckoutMachine } from './payment-checkout.machine';

export type CheckoutScreen =
  | 'loadingGateway'
  | 'gatewayFailed'
  | 'ready'
  | 'busy'
  | 'checkoutOpen'
  | 'verifying'
  | 'verificationFailed'
  | 'refunded'
  | 'paid';

export function paymentCheckoutView(snapshot: SnapshotFrom<PaymentCheckoutMachine>) {
  const screen: CheckoutScreen = snapshot.matches('gatewayFailed')
    ? 'gatewayFailed'
    : snapshot.matches('ready')
      ? 'ready'
      : snapshot.matches('creatingOrder')
        ? 'busy'
        : snapshot.matches('checkoutOpen')
          ? 'checkoutOpen'
          : snapshot.matches('verifying') || snapshot.matches('checkingEarlierPayment')
            ? 'verifying'
            : snapshot.matches('verificationFailed')
              ? 'verificationFailed'
              : snapshot.matches('paid')
                ? 'paid'
                : snapshot.matches('refunded')
                  ? 'refunded'
                  : 'loadingGateway';
  return {
    screen,
    errorMessage: snapshot.context.errorMessage,
    // Pay stays pressable while the gateway loads, so that pressing it says why nothing opens.
    payBusy: screen === 'busy' || screen === 'checkoutOpen' || screen === 'verifying' || screen === 'paid',
    refunded: screen === 'refunded',
  };
}
