// getOrderSummary: the caller's pending tickets for a sub-event and exactly what createOrder would
// charge for them (the ones whose hold has not expired); checkPromoCode: the same with a promo code.
import { CURRENCY } from '../../../src/domain/constants';
import { placeOfSupply } from '../../../src/domain/gst';
import { HTTP_ERROR_MESSAGES } from '../../../src/domain/http-errors';
import { paiseToRupeeString } from '../../../src/domain/money';
import type { components } from '../../../src/api/schema';
import type { AppContext, AuthenticatedUser } from '../../context';
import { HttpError, conflict, notFound } from '../../errors';
import { HELD_PLACES_EXPIRED } from '../registrations/holds';
import { isoOrNull } from '../catalog/public-sub-event';
import { isHoldExpired } from '../registrations/holds';
import { subEventBriefJson } from '../registrations/sub-event';
import { chargesJson, eventBriefJson } from './presenters';
import { checkPromoCode } from './promo-codes';
import { attendeeContacts, chargesForTickets, findPendingTickets, findSubEvent, ticketTotalOf } from './tickets';

export async function orderSummary(
  ctx: AppContext,
  caller: AuthenticatedUser,
  subEventUuid: string,
): Promise<components['schemas']['OrderSummary']> {
  const found = await findSubEvent(ctx.db, subEventUuid);
  if (!found) throw notFound(HTTP_ERROR_MESSAGES.orderSummaryNotFound);
  const tickets = await findPendingTickets(ctx.db, caller.id, found.subEvent.id);
  if (tickets.length === 0) throw notFound(HTTP_ERROR_MESSAGES.orderSummaryNotFound);
  // Expired holds are listed (to be removed or booked again) but charged nowhere, as in createOrder.
  const now = ctx.now();
  const held = tickets.filter((ticket) => !isHoldExpired(ticket, now));
  const charges = chargesForTickets(ctx.config.company.gstin, found.subEvent, held);
  const supply = placeOfSupply(ctx.config.company.gstin, found.subEvent.stateName);
  const contacts = await attendeeContacts(
    ctx.db,
    tickets.map((ticket) => ticket.id),
  );
  return {
    event: eventBriefJson(found.event),
    sub_event: subEventBriefJson(found.subEvent),
    charges: chargesJson(charges),
    participants: tickets.map((ticket) => {
      const contact = contacts.get(ticket.id);
      return {
        participant_uuid: ticket.participantUuid,
        event_category: ticket.eventCategory,
        amounts: { entry_fee: paiseToRupeeString(ticket.amountPaise) },
        username: contact?.name ?? null,
        email: contact?.email ?? null,
        mobile_number: contact?.phone ?? null,
        registered_at: ticket.registeredAt.toISOString(),
        status: ticket.status,
        hold_expires_at: isoOrNull(ticket.holdExpiresAt),
      };
    }),
    summary: {
      entry_fee_total: paiseToRupeeString(charges.entryFeeTotal),
      platform_fee: paiseToRupeeString(charges.platformFee),
      total_participants: held.length,
      currency: CURRENCY,
      place_of_supply: supply.state,
      supply_type: supply.supplyType,
    },
  };
}

/**
 * What the code takes off the caller's held tickets, priced as createOrder prices them. Checked
 * without the code's lock: createOrder decides its last use.
 */
export async function promoQuote(
  ctx: AppContext,
  caller: AuthenticatedUser,
  subEventUuid: string,
  typed: string,
): Promise<components['schemas']['PromoCodeQuote']> {
  const found = await findSubEvent(ctx.db, subEventUuid);
  if (!found) throw notFound(HTTP_ERROR_MESSAGES.orderSummaryNotFound);
  const now = ctx.now();
  const held = (await findPendingTickets(ctx.db, caller.id, found.subEvent.id)).filter(
    (ticket) => !isHoldExpired(ticket, now),
  );
  if (held.length === 0) throw conflict(HELD_PLACES_EXPIRED);
  const verdict = await checkPromoCode(ctx.db, {
    typed,
    eventId: found.event.id,
    buyerId: caller.id,
    ticketCount: held.length,
    ticketTotalPaise: ticketTotalOf(held),
    now,
  });
  if (!verdict.ok) throw new HttpError(422, verdict.message);
  const charges = chargesForTickets(ctx.config.company.gstin, found.subEvent, held, verdict.discountPaise);
  return {
    promo_code: verdict.promo.code,
    discount: paiseToRupeeString(verdict.discountPaise),
    charges: chargesJson(charges),
  };
}
