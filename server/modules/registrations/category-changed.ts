// Whether a paid ticket already moved to another category (issue 28 item 3): it moves once, and a
// ticket that moved is not cancelled online (cancellation-rules.ts), since its difference was paid
// or given back on its own.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { ticketCategoryChanges } from '../../db/schema';

export async function hasChangedCategory(db: Db, participantId: number): Promise<boolean> {
  const [made] = await db
    .select({ id: ticketCategoryChanges.id })
    .from(ticketCategoryChanges)
    .where(and(eq(ticketCategoryChanges.participantId, participantId), eq(ticketCategoryChanges.status, 'made')))
    .limit(1);
  return made !== undefined;
}
