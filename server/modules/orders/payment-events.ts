// What settling a payment needs, and what it tells. Three paths settle an order: the buyer's status
// call, the provider's webhook and the payment jobs' reconciliation (server/modules/orders/payment-jobs.ts).
// Each change is reported with the path that made it, so metrics can count payments settled by each.
import type { AppContext } from '../../context';

export type SettlementPath = 'status' | 'webhook' | 'reconcile';

export type PaymentEventKind =
  /** The order paid: its invoice issued and its tickets confirmed. */
  | 'paid'
  /** A payment taken for an order that can no longer be fulfilled: the order refunded. */
  | 'refunded'
  /** An authorized payment captured by us. */
  | 'captured'
  /** The provider accepted our refund request. */
  | 'refund_accepted'
  | 'refund_processed'
  | 'refund_failed';

export interface PaymentEvent {
  kind: PaymentEventKind;
  via: SettlementPath;
  orderUuid: string;
}

/** The parts of the application settlement uses, so the worker process can settle without the HTTP app. */
export type SettlementContext = Pick<AppContext, 'db' | 'config' | 'payments' | 'now' | 'onPaymentEvent'>;

export function tell(ctx: SettlementContext, kind: PaymentEventKind, via: SettlementPath, orderUuid: string): void {
  ctx.onPaymentEvent?.({ kind, via, orderUuid });
}
