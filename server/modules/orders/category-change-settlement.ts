// What settling an order means when the order pays for a ticket's move to a dearer category (issue 28
// item 3, server/modules/registrations/category-change.ts): settlement.ts asks here, under the order's
// row lock, whether the order is such a move and whether the move is still wanted, and makes it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { participants, ticketCategoryChanges, ticketCancellations, ticketTransfers } from '../../db/schema';
import { enqueueTicketReissuedMessage } from '../../messages/ticket-details-messages';
import { hasChangedCategory } from '../registrations/category-changed';
import { moveTicketToCategory } from '../registrations/category-change-rules';
import { loadFormFields } from '../registrations/sub-event';

export type CategoryChangeRow = typeof ticketCategoryChanges.$inferSelect;

/** The move this order pays for, if it is a category change's order. */
export async function categoryChangeOf(db: Db, orderId: number): Promise<CategoryChangeRow | null> {
  const [change] = await db
    .select()
    .from(ticketCategoryChanges)
    .where(eq(ticketCategoryChanges.changeOrderId, orderId));
  return change ?? null;
}

/**
 * Whether the paid move can still be made: it has not lapsed, and the ticket is still paid, in the
 * category it moves from, with no other move made, not cancelled and not on its way to someone else.
 * The ticket's row is locked, as every path that changes a ticket locks it.
 */
export async function changeStillWanted(tx: Db, change: CategoryChangeRow): Promise<boolean> {
  if (change.status !== 'awaiting_payment') return false;
  const [ticket] = await tx
    .select({
      status: participants.status,
      paymentStatus: participants.paymentStatus,
      category: participants.eventCategory,
    })
    .from(participants)
    .where(eq(participants.id, change.participantId))
    .for('update');
  if (!ticket || ticket.status !== 'confirmed' || ticket.paymentStatus !== 'paid') return false;
  if ((ticket.category?.trim() ?? '') !== change.fromCategory) return false;
  if (await hasChangedCategory(tx, change.participantId)) return false;
  const [cancelled] = await tx
    .select({ id: ticketCancellations.id })
    .from(ticketCancellations)
    .where(eq(ticketCancellations.participantId, change.participantId));
  const [transfer] = await tx
    .select({ id: ticketTransfers.id })
    .from(ticketTransfers)
    .where(and(eq(ticketTransfers.participantId, change.participantId), eq(ticketTransfers.status, 'accepted')));
  return !cancelled && !transfer;
}

/** Moves the ticket (its category, price and answers), records the move made and re-issues the e-ticket. */
export async function makePaidChange(tx: Db, change: CategoryChangeRow, at: Date): Promise<void> {
  const [ticket] = await tx
    .select({ subEventId: participants.subEventId, uuid: participants.participantUuid, userId: participants.userId })
    .from(participants)
    .where(eq(participants.id, change.participantId));
  if (!ticket) throw new Error(`category change ${change.id} lost its ticket`);
  const fields = await loadFormFields(tx, ticket.subEventId);
  await moveTicketToCategory(
    tx,
    change.participantId,
    fields,
    { label: change.toCategory, pricePaise: change.toPricePaise },
    at,
  );
  await tx
    .update(ticketCategoryChanges)
    .set({ status: 'made', madeAt: at, updatedAt: at })
    .where(eq(ticketCategoryChanges.id, change.id));
  await enqueueTicketReissuedMessage(
    tx,
    {
      participantUuid: ticket.uuid,
      userId: ticket.userId,
      categoryChange: { from: change.fromCategory, to: change.toCategory },
    },
    at,
  );
}

export async function lapseChange(tx: Db, change: CategoryChangeRow, at: Date): Promise<void> {
  await tx
    .update(ticketCategoryChanges)
    .set({ status: 'lapsed', updatedAt: at })
    .where(eq(ticketCategoryChanges.id, change.id));
}
