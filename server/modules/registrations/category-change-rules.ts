// Which of the caller's tickets may change category, to which categories and at what price (issue 28
// item 3). The quote (GET .../category-change) and the change (category-change.ts) both come through
// here, so the price quoted is the price charged; the money is src/domain/category-change.ts's, which
// the page shows too. A sub-event's capacity counts tickets, not categories, so every other category
// of the form has a place for a ticket that already holds one.
import { and, eq } from 'drizzle-orm';
import {
  CATEGORY_CHANGE_TEXT,
  categoryChangeDeadlineText,
  categoryChangeMoney,
} from '../../../src/domain/category-change';
import type { CategoryChangeMoney } from '../../../src/domain/category-change';
import { paiseToRupeeString, tryRupeesToPaise, type Paise } from '../../../src/domain/money';
import { discountShare } from '../../../src/domain/ticket-cancellation';
import { categoryPrice, isCategoryField, isCategoryPricingField } from '../../../src/domain/validation';
import type { AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { orderItems, orders, participantResponses, participants, subEvents } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import { storedCharges, type OrderRow } from '../orders/presenters';
import { attendeeNameOf, refuseTransferredTicket } from './cancellation-rules';
import { hasChangedCategory } from './category-changed';
import { loadFormFields, type FormFieldView } from './sub-event';

type ParticipantRow = typeof participants.$inferSelect;

export interface TicketCategory {
  /** The option's label, as a ticket's category is stored and shown. */
  label: string;
  pricePaise: Paise;
}

export interface ChangeableTicket {
  participant: ParticipantRow;
  subEvent: { id: number; name: string; ticketName: string | null; changeableUntil: Date };
  /** The order the ticket was paid with. */
  order: OrderRow;
  fields: FormFieldView[];
  current: TicketCategory;
  /** The form's other categories, in its order. */
  others: TicketCategory[];
  /** What the ticket's entry fee came to: its price less its share of a promo discount. */
  paidValuePaise: Paise;
  attendeeName: string;
}

const unprocessable = (message: string) => new HttpError(422, message);

/** The form's categories with their prices; a category without a readable price cannot be moved to. */
function categoriesOf(fields: readonly FormFieldView[]): TicketCategory[] {
  const field = fields.find(isCategoryField);
  if (!field) return [];
  const categories: TicketCategory[] = [];
  for (const option of field.options) {
    const label = option.option_label.trim();
    const price = categoryPrice(fields, label);
    const pricePaise = price === null ? null : tryRupeesToPaise(price.trim());
    if (pricePaise !== null) categories.push({ label, pricePaise });
  }
  return categories;
}

/**
 * The caller's ticket with this uuid if its category may change at `now`, or the refusal: 404 for a
 * ticket that is not the caller's, 409 once changed or with a transfer waiting, 422 with the reason.
 * With `lock`, the ticket's row is locked first, as cancelling, transferring and correcting lock it.
 */
export async function findChangeableTicket(
  db: Db,
  caller: AuthenticatedUser,
  participantUuid: string,
  now: Date,
  options: { lock: boolean },
): Promise<ChangeableTicket> {
  const own = and(eq(participants.participantUuid, participantUuid), eq(participants.userId, caller.id));
  const query = db
    .select({
      participant: participants,
      subEvent: {
        id: subEvents.id,
        name: subEvents.name,
        ticketName: subEvents.ticketName,
        changeableUntil: subEvents.categoryChangeableUntil,
      },
      order: orders,
    })
    .from(participants)
    .innerJoin(subEvents, eq(subEvents.id, participants.subEventId))
    .leftJoin(orders, eq(orders.id, participants.orderId))
    .where(own);
  const [row] = options.lock ? await query.for('update', { of: participants }) : await query;
  if (!row || (row.participant.status === 'cancelled' && row.participant.paymentStatus !== 'paid')) {
    throw notFound(CATEGORY_CHANGE_TEXT.notFound);
  }
  const { participant, order, subEvent } = row;
  await refuseTransferredTicket(db, participant.id, now, {
    pending: CATEGORY_CHANGE_TEXT.transferPending,
    received: CATEGORY_CHANGE_TEXT.received,
  });
  if (
    participant.status !== 'confirmed' ||
    participant.paymentStatus !== 'paid' ||
    order === null ||
    order.status !== 'paid'
  ) {
    throw unprocessable(CATEGORY_CHANGE_TEXT.notPaid);
  }
  const until = subEvent.changeableUntil;
  if (until === null) throw unprocessable(CATEGORY_CHANGE_TEXT.notAllowed);
  if (now.getTime() >= until.getTime()) {
    throw unprocessable(CATEGORY_CHANGE_TEXT.closed(categoryChangeDeadlineText(until)));
  }
  if (await hasChangedCategory(db, participant.id)) throw conflict(CATEGORY_CHANGE_TEXT.alreadyChanged);

  const fields = await loadFormFields(db, subEvent.id);
  // The ticket's price is the one it was booked at, whatever the form lists now.
  const current = { label: participant.eventCategory?.trim() ?? '', pricePaise: participant.amountPaise };
  const [item] = await db
    .select({ unitPricePaise: orderItems.unitPricePaise })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.participantId, participant.id)));
  const unitPricePaise = item?.unitPricePaise ?? participant.amountPaise;
  const share = discountShare({
    unitPricePaise,
    entryFeeTotalPaise: order.entryFeeTotalPaise,
    discountPaise: order.discountPaise,
  });
  return {
    participant,
    subEvent: { ...subEvent, changeableUntil: until },
    order,
    fields,
    current,
    others: categoriesOf(fields).filter((category) => category.label !== current.label),
    paidValuePaise: unitPricePaise - share,
    attendeeName: await attendeeNameOf(db, participant.id),
  };
}

/** The category asked for among the ticket's others, or the refusal. */
export function chosenCategory(ticket: ChangeableTicket, wanted: unknown): TicketCategory {
  const label = typeof wanted === 'string' ? wanted.trim() : '';
  if (label === ticket.current.label) throw unprocessable(CATEGORY_CHANGE_TEXT.sameCategory);
  const category = ticket.others.find((candidate) => candidate.label === label);
  if (!category) {
    throw new HttpError(400, CATEGORY_CHANGE_TEXT.unknownCategory, [
      { field: 'category', message: CATEGORY_CHANGE_TEXT.unknownCategory },
    ]);
  }
  return category;
}

/** What moving the ticket to `category` charges or gives back, under the order's tax heads. */
export function moneyFor(ticket: ChangeableTicket, category: TicketCategory): CategoryChangeMoney {
  return categoryChangeMoney({
    fromPricePaise: ticket.current.pricePaise,
    toPricePaise: category.pricePaise,
    paidValuePaise: Math.min(ticket.paidValuePaise, ticket.current.pricePaise),
    supplyType: storedCharges(ticket.order).supplyType,
  });
}

/**
 * Puts the ticket in its new category: its category and price, and its stored answers (the category
 * and the price the pricing field states), so the e-ticket, the start list and a later correction all
 * read the new one. In the caller's transaction, under the ticket's row lock.
 */
export async function moveTicketToCategory(
  tx: Db,
  participantId: number,
  fields: readonly FormFieldView[],
  category: TicketCategory,
  now: Date,
): Promise<void> {
  await tx
    .update(participants)
    .set({ eventCategory: category.label, amountPaise: category.pricePaise, updatedAt: now })
    .where(eq(participants.id, participantId));
  const categoryField = fields.find(isCategoryField);
  const option = categoryField?.options.find((candidate) => candidate.option_label.trim() === category.label);
  const pricingField = fields.find(isCategoryPricingField);
  const answers = [
    categoryField && option ? { field: categoryField, value: option.option_value } : null,
    pricingField ? { field: pricingField, value: paiseToRupeeString(category.pricePaise) } : null,
  ];
  for (const answer of answers) {
    if (!answer) continue;
    await tx
      .delete(participantResponses)
      .where(
        and(
          eq(participantResponses.participantId, participantId),
          eq(participantResponses.fieldUuid, answer.field.field_uuid),
        ),
      );
    await tx.insert(participantResponses).values({
      participantId,
      fieldUuid: answer.field.field_uuid,
      fieldName: answer.field.field_name,
      responseText: answer.value,
      createdAt: now,
    });
  }
}
