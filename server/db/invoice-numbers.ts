import { sql } from 'drizzle-orm';
import type { Db } from './connect';
import { invoiceCounters } from './schema';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian financial year (1 April to 31 March, in IST) of an instant, as '2025-26'. */
export function financialYearOf(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const startYear = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * The next invoice number of the financial year, e.g. 'SL/2025-26/000042'. The counter row is bumped
 * with one upsert, so concurrent payments never share a number; call it in the transaction that marks
 * the order paid so a rolled-back payment leaves no gap.
 */
export async function allocateInvoiceNumber(db: Db, issuedAt: Date): Promise<string> {
  const financialYear = financialYearOf(issuedAt);
  const [row] = await db
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('invoice counter upsert returned no row');
  return `SL/${financialYear}/${String(row.lastNumber).padStart(6, '0')}`;
}
