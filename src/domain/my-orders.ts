// SPEC §2 My Orders, §3 Order (history), §4 Order status: the person's orders read into cards.
import { formatOrderDate } from './dates';
import { formatInr, tryRupeesToPaise } from './money';
import { CHECKOUT_TEXT } from './payment-texts';
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
  viewCreditNote: 'View Credit Note',
  viewCreditNoteLabel: (number: string, orderUuid: string) => `View Credit Note ${number} for order ${orderUuid}`,
  creditNoteAgainst: (invoiceNumber: string, date: string) => `against invoice ${invoiceNumber}, ${date}`,
  labels: {
    orderId: 'Order ID',
    orderDate: 'Order Date',
    paymentDate: 'Payment Date',
    paymentMethod: 'Payment Method',
    totalAmount: 'Total Amount',
    providerOrderId: 'Razorpay Order ID',
    invoiceNumber: 'Invoice Number',
    creditNote: 'Credit Note',
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
  /** Extensions: the GST invoice issued for the payment, and the credit note of a refund after payment. */
  invoice_number?: Maybe<string>;
  credit_note?: Maybe<{ number: string; issued_at: string; invoice_number: string }>;
}

export interface CreditNoteCard {
  number: string;
  /** 'against invoice SL/25-26/000042, 05 Jan 2025, 10:30 AM' */
  detail: string;
}

export interface OrderCard {
  id: number;
  orderUuid: string;
  badge: StatusBadge;
  /** A payment the bank is still confirming says so in the checkout's words (issue 28); otherwise null. */
  pendingText: string | null;
  orderDate: string;
  paymentDate: string;
  paymentMethod: string;
  totalAmount: string;
  providerOrderId: string;
  invoicePath: string;
  invoiceNumber: string | null;
  creditNote: CreditNoteCard | null;
}

export function toOrderCard(order: ServerOrder): OrderCard {
  const paise = order.total_amount ? tryRupeesToPaise(order.total_amount) : null;
  return {
    id: order.id,
    orderUuid: order.order_uuid,
    badge: orderHistoryStatus(order.status),
    pendingText: order.status?.trim() === 'pending' ? CHECKOUT_TEXT.awaitingBank : null,
    orderDate: formatOrderDate(order.created_at ?? null),
    paymentDate: formatOrderDate(order.paid_at ?? null),
    paymentMethod: order.payment_method?.trim() || DASH,
    totalAmount: paise === null ? DASH : formatInr(paise),
    providerOrderId: order.razorpay_order_id?.trim() || DASH,
    invoicePath: `/my-orders/${order.id}`,
    invoiceNumber: order.invoice_number?.trim() || null,
    creditNote: order.credit_note
      ? {
          number: order.credit_note.number,
          detail: MY_ORDERS_TEXT.creditNoteAgainst(
            order.credit_note.invoice_number,
            formatOrderDate(order.credit_note.issued_at),
          ),
        }
      : null,
  };
}
