import { sql } from 'drizzle-orm';
import type { Db } from './connect';
import { creditNoteCounters, invoiceCounters } from './schema';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian financial year (1 April to 31 March, in IST) of an instant, as '2025-26'. */
export function financialYearOf(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const startYear = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** CGST Rule 46(b): a consecutive serial of at most 16 characters, unique for the financial year. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/**
 * 'SL/25-26/000042': the series, the financial year's two-digit years, the serial. Six digits are
 * padded; the seventh (a millionth document in a year) still fits 16 characters, beyond it throws.
 */
export function documentNumber(series: 'SL' | 'CN', financialYear: string, serial: number): string {
  const number = `${series}/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw new RangeError(`document number ${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  }
  return number;
}

export interface AllocatedNumber {
  number: string;
  financialYear: string;
}

/**
 * The next number of a series in the financial year. The counter row is bumped with one upsert, so
 * concurrent payments never share a number; call it in the transaction that issues the document so
 * a rolled-back payment leaves no gap.
 */
async function allocate(
  db: Db,
  table: typeof invoiceCounters | typeof creditNoteCounters,
  series: 'SL' | 'CN',
  issuedAt: Date,
): Promise<AllocatedNumber> {
  const financialYear = financialYearOf(issuedAt);
  const [row] = await db
    .insert(table)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: table.financialYear, set: { lastNumber: sql`${table.lastNumber} + 1` } })
    .returning({ lastNumber: table.lastNumber });
  if (!row) throw new Error(`${series} counter upsert returned no row`);
  return { number: documentNumber(series, financialYear, row.lastNumber), financialYear };
}

/** The next tax invoice number, e.g. 'SL/25-26/000042' (15 characters). */
export async function allocateInvoiceNumber(db: Db, issuedAt: Date): Promise<AllocatedNumber> {
  return allocate(db, invoiceCounters, 'SL', issuedAt);
}

/** The next credit note number, in a series of its own: 'CN/25-26/000001'. */
export async function allocateCreditNoteNumber(db: Db, issuedAt: Date): Promise<AllocatedNumber> {
  return allocate(db, creditNoteCounters, 'CN', issuedAt);
}
