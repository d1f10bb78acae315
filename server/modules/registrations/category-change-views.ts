// How Your Registrations shows tickets that moved to another category (issue 28 item 3): the move
// made, with the document that shows its money (the credit note of a cheaper move, or the order of a
// dearer one, whose invoice is the difference's).
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../src/api/schema';
import type { Db } from '../../db/connect';
import { orders, taxDocuments, ticketCategoryChanges } from '../../db/schema';
import { changeJson } from './category-change';

export type CategoryChangeView = components['schemas']['CategoryChange'];

export async function categoryChangesOf(db: Db, participantIds: number[]): Promise<Map<number, CategoryChangeView>> {
  if (participantIds.length === 0) return new Map();
  const changeOrder = alias(orders, 'change_order');
  const rows = await db
    .select({
      change: ticketCategoryChanges,
      ticketOrderUuid: orders.orderUuid,
      changeOrderUuid: changeOrder.orderUuid,
      creditNoteNumber: taxDocuments.number,
    })
    .from(ticketCategoryChanges)
    .innerJoin(orders, eq(orders.id, ticketCategoryChanges.orderId))
    .leftJoin(changeOrder, eq(changeOrder.id, ticketCategoryChanges.changeOrderId))
    .leftJoin(taxDocuments, eq(taxDocuments.id, ticketCategoryChanges.creditNoteId))
    .where(and(inArray(ticketCategoryChanges.participantId, participantIds), eq(ticketCategoryChanges.status, 'made')));
  return new Map(
    rows.map((row) => [
      row.change.participantId,
      changeJson(row.change, {
        creditNoteNumber: row.creditNoteNumber,
        orderUuid: row.changeOrderUuid ?? row.ticketOrderUuid,
      }),
    ]),
  );
}
