// SPEC §2 Order summary, §3 (order summary), §4 Order ticket status, §9 price computation: the server's
// order summary read into what the page shows. The breakdown is computed here by computeCharges, the
// one implementation the server charges and invoices with, so the page cannot show another total.
import { formatInr, tryRupeesToPaise } from './money';
import type { SupplyType } from './gst';
import { computeCharges, type Charges } from './pricing';
import { PROMO_TEXT } from './promo-codes';
import { orderTicketStatus, type OrderTicketStatus } from './statuses';

export const ORDER_SUMMARY_TEXT = {
  heading: 'Order Summary',
  loading: 'Loading order summary...',
  uuidRequired: 'Event UUID is required',
  loadFailed: 'Failed to fetch order summary',
  noOrder: 'No Order Found',
  noOrderDetail: 'You have no tickets waiting for payment for this event.',
  noTickets: 'No Tickets Found',
  noTicketsDetail: 'There are no tickets in this order.',
  tryAgain: 'Try Again',
  goBack: 'Go Back',
  viewDetails: 'View details',
  hideDetails: 'Hide details',
  ticketsHeading: 'Tickets',
  breakdownHeading: 'Price breakdown',
  total: 'Total',
  ticketRemoved: 'Ticket removed successfully',
  deleteFailed: 'Failed to delete ticket',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete the ticket for ${name}`,
  editAttendees: 'Add or edit attendees',
  heldFor: (time: string) => `Places held for ${time}`,
  holdExpired: 'Hold expired',
  placeOfSupply: 'Place of supply',
} as const;

type Maybe<T> = T | null | undefined;

/** The server form (openapi.yaml OrderSummary), declared structurally. */
export interface ServerOrderSummary {
  event: { title: string };
  sub_event: { sub_event_uuid: string; name: string };
  participants: ReadonlyArray<{
    participant_uuid: string;
    event_category: Maybe<string>;
    amounts: { entry_fee: string };
    username: Maybe<string>;
    email: Maybe<string>;
    mobile_number: Maybe<string>;
    registered_at: string;
    status?: Maybe<string>;
    hold_expires_at?: Maybe<string>;
  }>;
  summary: {
    entry_fee_total: string;
    platform_fee: string;
    total_participants: number;
    /** Extensions: the event's state and whether that is the supplier's (src/domain/gst.ts). */
    place_of_supply?: Maybe<{ name: string; code: string }>;
    supply_type?: Maybe<SupplyType>;
  };
}

export interface OrderSummaryTicket {
  participantUuid: string;
  name: string;
  category: string | null;
  email: string | null;
  phone: string | null;
  amountText: string;
  status: OrderTicketStatus;
  holdExpiresAt: string | null;
}

export interface OrderSummary {
  subEventUuid: string;
  title: string;
  subEventName: string;
  tickets: OrderSummaryTicket[];
  charges: Charges;
  /** 'Maharashtra (27)': where the tax heads come from; null when the server did not say. */
  placeOfSupply: string | null;
}

const paiseOf = (rupees: string) => tryRupeesToPaise(rupees) ?? 0;

export function toOrderSummary(server: ServerOrderSummary): OrderSummary {
  return {
    subEventUuid: server.sub_event.sub_event_uuid,
    title: server.event.title,
    subEventName: server.sub_event.name,
    tickets: server.participants.map((participant) => ({
      participantUuid: participant.participant_uuid,
      name: participant.username?.trim() || 'Attendee',
      category: participant.event_category ?? null,
      email: participant.email ?? null,
      phone: participant.mobile_number ?? null,
      amountText: formatInr(paiseOf(participant.amounts.entry_fee)),
      status: orderTicketStatus(participant.status ?? 'pending'),
      holdExpiresAt: participant.hold_expires_at ?? null,
    })),
    charges: computeCharges({
      ticketTotalPaise: paiseOf(server.summary.entry_fee_total),
      platformFeePaise: paiseOf(server.summary.platform_fee),
      supplyType: server.summary.supply_type ?? 'intra_state',
    }),
    placeOfSupply: server.summary.place_of_supply
      ? `${server.summary.place_of_supply.name} (${server.summary.place_of_supply.code})`
      : null,
  };
}

export interface BreakdownLine {
  label: string;
  amount: string;
}

/** A promo code the server quoted for the held tickets (issue 28): the code and its discount. */
export interface PromoApplied {
  code: string;
  discountPaise: number;
}

/**
 * The summary's breakdown with the promo code's discount taken off the tickets before their taxes, as
 * the server charges it; the breakdown itself without one.
 */
export function chargesWithPromo(charges: Charges, promo: PromoApplied | null): Charges {
  if (!promo) return charges;
  return computeCharges({
    ticketTotalPaise: charges.entryFeeTotal,
    discountPaise: Math.min(promo.discountPaise, charges.entryFeeTotal),
    platformFeePaise: charges.platformFee,
    supplyType: charges.supplyType,
  });
}

/**
 * SPEC §9 lines in order; the platform fee lines only when the event charges one, and a promo code's
 * discount (named by its code) right under the tickets.
 */
export function breakdownLines(
  charges: Charges,
  ticketCount: number,
  promoCode: string | null = null,
): BreakdownLine[] {
  // An event in another state than the supplier's is taxed IGST 18% instead of CGST 9% + SGST 9%.
  const inter = charges.supplyType === 'inter_state';
  const lines: BreakdownLine[] = [
    { label: `Tickets (${ticketCount})`, amount: formatInr(charges.entryFeeTotal) },
    ...(charges.discount > 0
      ? [{ label: PROMO_TEXT.discountLine(promoCode ?? ''), amount: `-${formatInr(charges.discount)}` }]
      : []),
    ...(inter
      ? [{ label: 'IGST (18%)', amount: formatInr(charges.igst) }]
      : [
          { label: 'CGST (9%)', amount: formatInr(charges.cgst) },
          { label: 'SGST (9%)', amount: formatInr(charges.sgst) },
        ]),
  ];
  if (charges.platformFee > 0) {
    lines.push(
      { label: 'Platform fee', amount: formatInr(charges.platformFee) },
      ...(inter
        ? [{ label: 'IGST on platform fee (18%)', amount: formatInr(charges.platformFeeIgst) }]
        : [
            { label: 'CGST on platform fee (9%)', amount: formatInr(charges.platformFeeCgst) },
            { label: 'SGST on platform fee (9%)', amount: formatInr(charges.platformFeeSgst) },
          ]),
    );
  }
  lines.push(
    { label: 'Convenience charge (2%)', amount: formatInr(charges.convenienceCharge) },
    {
      label: inter ? 'IGST on convenience charge (18%)' : 'GST on convenience charge (18%)',
      amount: formatInr(charges.convenienceGst),
    },
  );
  return lines;
}
