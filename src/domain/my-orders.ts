// SPEC §2 My Orders, §3 Order (history), §4 Order status: the person's orders read into cards.
import { formatOrderDate } from './dates';
import { formatInr, tryRupeesToPaise } from './money';
import { orderHistoryStatus, type StatusBadge } from './statuses';

export const MY_ORDERS_TEXT = {
  heading: 'My Orders',
  subtitle: 'View your order history and invoices',
  loading: 'Loading your orders...',
  loadFailed: 'Failed to load orders',
  retry: 'Retry',
  emptyHeading: 'No Orders Found',
  emptyDetail: "You don't have any orders yet.",
  loadingMore: 'Loading more orders...',
  moreFailed: 'Failed to load more orders',
  tryAgain: 'Try again',
  allShown: (count: number) => `All ${count} ${count === 1 ? 'order' : 'orders'} shown`,
  viewInvoice: 'View Invoice',
  viewInvoiceLabel: (orderUuid: string) => `View Invoice for order ${orderUuid}`,
  labels: {
    orderId: 'Order ID',
    orderDate: 'Order Date',
    paymentDate: 'Payment Date',
    paymentMethod: 'Payment Method',
    totalAmount: 'Total Amount',
    providerOrderId: 'Razorpay Order ID',
  },
} as const;

const DASH = '-';

type Maybe<T> = T | null | undefined;

export interface ServerOrder {
  id: number;
  order_uuid: string;
  status: Maybe<string>;
  created_at: Maybe<string>;
  paid_at: Maybe<string>;
  payment_method: Maybe<string>;
  total_amount: Maybe<string>;
  razorpay_order_id: Maybe<string>;
}

export interface OrderCard {
  id: number;
  orderUuid: string;
  badge: StatusBadge;
  orderDate: string;
  paymentDate: string;
  paymentMethod: string;
  totalAmount: string;
  providerOrderId: string;
  invoicePath: string;
}

export function toOrderCard(order: ServerOrder): OrderCard {
  const paise = order.total_amount ? tryRupeesToPaise(order.total_amount) : null;
  return {
    id: order.id,
    orderUuid: order.order_uuid,
    badge: orderHistoryStatus(order.status),
    orderDate: formatOrderDate(order.created_at ?? null),
    paymentDate: formatOrderDate(order.paid_at ?? null),
    paymentMethod: order.payment_method?.trim() || DASH,
    totalAmount: paise === null ? DASH : formatInr(paise),
    providerOrderId: order.razorpay_order_id?.trim() || DASH,
    invoicePath: `/my-orders/${order.id}`,
  };
}
