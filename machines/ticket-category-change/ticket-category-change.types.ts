import type { CancellationRefundStatus } from '../../src/domain/ticket-cancellation';
import type { Paise } from '../../src/domain/money';
import type {
  CheckoutPrefill,
  PaymentCheckoutEvent,
  PaymentProof,
  ProviderOrder,
} from '../payment-checkout/payment-checkout.types';

export interface CategoryChangeInput {
  participantUuid: string;
  /** The attendee's name as the panel lists it, for the dialog's words. */
  attendeeName: string;
  /** What the provider's checkout shows, for a dearer category. */
  eventTitle: string;
  prefill: CheckoutPrefill;
}

/** A dearer category's price in SPEC §9's lines: the difference, its GST, the convenience charge and its GST. */
export interface DifferenceCharges {
  entryFeePaise: Paise;
  gstPaise: Paise;
  conveniencePaise: Paise;
  convenienceGstPaise: Paise;
}

/** One category the ticket may move to, and what the move costs ('pay'), gives back ('refund') or neither. */
export interface CategoryOption {
  category: string;
  pricePaise: Paise;
  kind: 'pay' | 'refund' | 'even';
  amountPaise: Paise;
  charges: DifferenceCharges | null;
}

/** What the server offers (GET .../category-change). */
export interface CategoryChangeQuote {
  currentCategory: string;
  currentPricePaise: Paise;
  options: CategoryOption[];
}

/** What asking for the move did (POST .../category-change): made at once, or an order to pay. */
export type CategoryChangeOutcome =
  | {
      kind: 'made';
      toCategory: string;
      refundAmountPaise: Paise;
      refundStatus: CancellationRefundStatus;
      creditNoteNumber: string | null;
      /** The order whose invoice page lists the credit note (or is the difference's invoice). */
      orderUuid: string;
    }
  | { kind: 'checkout'; toCategory: string; order: ProviderOrder };

export interface ChangeCategoryInput {
  participantUuid: string;
  category: string;
}

/** The server answered and said no, with its text to show as it is; anything else thrown had no answer. */
export class CategoryChangeRefusedError extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'the category change was refused');
    this.name = 'CategoryChangeRefusedError';
  }
}

export interface TicketCategoryChangeContext extends CategoryChangeInput {
  quote: CategoryChangeQuote | null;
  /** The category picked in the dialog; null until one is. */
  selected: string | null;
  outcome: CategoryChangeOutcome | null;
  proof: PaymentProof | null;
  errorMessage: string | null;
  /** How long to wait before asking again about a payment the bank is still confirming (backoff). */
  bankPollMs: number;
}

export type TicketCategoryChangeEvent =
  | { type: 'RETRY' }
  | { type: 'CATEGORY.SELECT'; category: string }
  | { type: 'CATEGORY.CONFIRM' }
  | { type: 'CATEGORY.CLOSE' }
  | Extract<PaymentCheckoutEvent, { type: 'PAYMENT.SUCCEEDED' | 'PAYMENT.FAILED' | 'PAYMENT.DISMISSED' }>;

/** The panel reloads its list when the ticket may have moved. */
export interface TicketCategoryChangeOutput {
  changed: boolean;
}

export type TicketCategoryChangeTag =
  | 'quoting'
  | 'quoteFailed'
  | 'choosing'
  | 'changing'
  | 'paying'
  | 'verifying'
  | 'awaitingBank'
  | 'verifyFailed'
  | 'changed';
