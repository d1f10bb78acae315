import type { NotifyEmitted } from '../shared/notices';

export interface PromoCodeInput {
  /** The sub-event whose held tickets the code is for. */
  subEventUuid: string;
  /** ?promo_code= from the link that opened the page: filled in and applied at once. */
  linkedCode: string | null;
}

/** What the server quoted for the code: the code as the event has it, and the discount in paise. */
export interface AppliedPromo {
  code: string;
  discountPaise: number;
}

export interface CheckPromoInput {
  subEventUuid: string;
  code: string;
}

/** What checkPromo throws: the server's reason the code does not apply, or null when it could not ask. */
export class PromoRefusedError extends Error {
  override name = 'PromoRefusedError';
  constructor(readonly reason: string | null) {
    super(reason ?? 'Promo code check failed');
  }
}

export interface PromoCodeContext {
  subEventUuid: string;
  /** What is in the field. */
  code: string;
  applied: AppliedPromo | null;
  errorMessage: string | null;
}

export type PromoCodeEvent =
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'APPLY' }
  | { type: 'REMOVE' }
  /** The held tickets changed (one deleted): the applied code is checked again for what is left. */
  | { type: 'TICKETS.CHANGED' };

export type PromoCodeTag = 'editing' | 'checking' | 'applied';

export type PromoCodeEmitted = NotifyEmitted;
