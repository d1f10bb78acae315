// Rows to the contract's JSON shapes (openapi.yaml Order, Charges, EventBrief, SubEventBrief).
// Money leaves the server only here, as rupee strings.
import { chargesToRupeeStrings, type Charges } from '../../../src/domain/pricing';
import { paiseToRupeeString } from '../../../src/domain/money';
import { CURRENCY } from '../../../src/domain/constants';
import { REFUND_REASON_HOLD_RELEASED, REFUND_REASON_ORDER_CHANGED } from '../../../src/domain/payment-texts';
import type { components } from '../../../src/api/schema';
import type { orders } from '../../db/schema';
import type { EventRow } from './tickets';

export type OrderRow = typeof orders.$inferSelect;
type Schemas = components['schemas'];

export function chargesJson(charges: Charges): Schemas['Charges'] {
  return { ...chargesToRupeeStrings(charges), currency: CURRENCY };
}

/** The SPEC §9 components exactly as the order stored them when it was priced. */
export function storedCharges(order: OrderRow): Charges {
  const igst = order.entryFeeIgstPaise + order.platformFeeIgstPaise;
  const cgst = order.entryFeeCgstPaise + order.platformFeeCgstPaise;
  return {
    // A zero-tax order taxes nothing either way; its place of supply is order.placeOfSupplyStateCode.
    supplyType: igst > 0 && cgst === 0 ? 'inter_state' : 'intra_state',
    entryFeeTotal: order.entryFeeTotalPaise,
    discount: order.discountPaise,
    cgst: order.entryFeeCgstPaise,
    sgst: order.entryFeeSgstPaise,
    igst: order.entryFeeIgstPaise,
    platformFee: order.platformFeePaise,
    platformFeeCgst: order.platformFeeCgstPaise,
    platformFeeSgst: order.platformFeeSgstPaise,
    platformFeeIgst: order.platformFeeIgstPaise,
    convenienceCharge: order.convenienceChargePaise,
    convenienceGst: order.convenienceChargeGstPaise,
    grandTotal: order.grandTotalPaise,
  };
}

/** The columns that store a Charges breakdown, for inserts. */
export function chargeColumns(charges: Charges) {
  return {
    entryFeeTotalPaise: charges.entryFeeTotal,
    discountPaise: charges.discount,
    entryFeeCgstPaise: charges.cgst,
    entryFeeSgstPaise: charges.sgst,
    entryFeeIgstPaise: charges.igst,
    platformFeePaise: charges.platformFee,
    platformFeeCgstPaise: charges.platformFeeCgst,
    platformFeeSgstPaise: charges.platformFeeSgst,
    platformFeeIgstPaise: charges.platformFeeIgst,
    convenienceChargePaise: charges.convenienceCharge,
    convenienceChargeGstPaise: charges.convenienceGst,
    grandTotalPaise: charges.grandTotal,
  };
}

export function orderJson(order: OrderRow): Schemas['Order'] {
  return {
    id: order.id,
    order_uuid: order.orderUuid,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    payment_method: order.paymentMethod,
    total_amount: paiseToRupeeString(order.grandTotalPaise),
    currency: order.currency,
    razorpay_order_id: order.providerOrderId,
    razorpay_payment_id: order.providerPaymentId,
    invoice_number: order.invoiceNumber,
    // Orders refunded before the reason was recorded were all refunded for released places.
    ...(order.status === 'refunded'
      ? {
          refund_reason:
            order.refundReason === 'order_changed' ? REFUND_REASON_ORDER_CHANGED : REFUND_REASON_HOLD_RELEASED,
        }
      : {}),
  };
}

export function eventBriefJson(event: EventRow) {
  return { event_uuid: event.eventUuid, title: event.title };
}
