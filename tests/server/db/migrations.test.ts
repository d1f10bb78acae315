import { readdirSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../../server/db/migrate';
import {
  allocateCreditNoteNumber,
  allocateInvoiceNumber,
  documentNumber,
  financialYearOf,
} from '../../../server/db/invoice-numbers';
import { eventMasters, users } from '../../../server/db/schema';
import { buildSubEventSearchText, containsPattern } from '../../../server/db/search-text';
import { createTestDatabase, type TestDatabase } from '../../support/db';

const EXPECTED_TABLES = [
  'auth_failure_log',
  'catalog_version',
  'cities',
  'consents',
  'credit_note_counters',
  'event_masters',
  'events',
  'form_fields',
  'invoice_counters',
  'order_items',
  'orders',
  'otp_decoys',
  'otp_send_log',
  'otps',
  'outbox_messages',
  'participant_guardians',
  'participant_responses',
  'participants',
  'payment_attempts',
  'payment_refunds',
  'pincodes',
  'promo_codes',
  'promotional_banners',
  'refresh_tokens',
  'saved_attendees',
  'states',
  'sub_events',
  'tax_documents',
  'ticket_cancellations',
  'ticket_category_changes',
  'ticket_transfers',
  'upload_blobs',
  'uploads',
  'users',
  'waitlist_entries',
  'webhook_events',
];

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('migrations on a fresh database', () => {
  it('create every table of the schema', async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(rowsOf<{ table_name: string }>(result).map((row) => row.table_name)).toEqual(EXPECTED_TABLES);
  });

  it('install pg_trgm and the trigram index the listing search relies on', async () => {
    const extensions = rowsOf<{ extname: string }>(await database.db.execute(sql`select extname from pg_extension`));
    expect(extensions.map((row) => row.extname)).toContain('pg_trgm');
    const indexes = rowsOf<{ indexdef: string }>(
      await database.db.execute(sql`select indexdef from pg_indexes where indexname = 'sub_events_search_trgm_idx'`),
    );
    expect(indexes[0]?.indexdef).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
  });

  it('record every migration file, and a second run applies nothing', async () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
    const applied = async () =>
      Number(
        rowsOf<{ total: number | string }>(
          await database.db.execute(sql`select count(*) as total from drizzle.__drizzle_migrations`),
        )[0]?.total,
      );
    expect(await applied()).toBe(files.length);
    await migrateDatabase(database.connection);
    expect(await applied()).toBe(files.length);
  });
});

describe('constraints', () => {
  it('refuse a category outside the six of the data', async () => {
    await expect(
      database.db.insert(eventMasters).values({ name: 'Chess Open', category: 'Chess' as 'Athletic' }),
    ).rejects.toThrow();
  });

  it('keep usernames unique regardless of case', async () => {
    await database.db.insert(users).values({ mobileNumber: '9876500001', username: 'Asha_R' });
    await expect(
      database.db.insert(users).values({ mobileNumber: '9876500002', username: 'asha_r' }),
    ).rejects.toThrow();
    await database.db.delete(users).where(eq(users.mobileNumber, '9876500001'));
    const [left] = await database.db.select({ total: count() }).from(users);
    expect(left?.total).toBe(0);
  });
});

describe('invoice numbers', () => {
  it('follow the Indian financial year in IST', () => {
    expect(financialYearOf(new Date('2025-03-31T18:29:00Z'))).toBe('2024-25');
    expect(financialYearOf(new Date('2025-03-31T18:30:00Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('run without gaps within a year and restart in the next', async () => {
    const july = new Date('2031-07-01T10:00:00Z');
    // CGST Rule 46(b): at most 16 characters, unique for the financial year.
    expect(await allocateInvoiceNumber(database.db, july)).toEqual({
      number: 'SL/31-32/000001',
      financialYear: '2031-32',
    });
    expect((await allocateInvoiceNumber(database.db, july)).number).toBe('SL/31-32/000002');
    expect((await allocateInvoiceNumber(database.db, new Date('2032-04-01T00:00:00Z'))).number).toBe('SL/32-33/000001');
    // Credit notes run in a series of their own.
    expect((await allocateCreditNoteNumber(database.db, july)).number).toBe('CN/31-32/000001');
    expect((await allocateInvoiceNumber(database.db, july)).number).toBe('SL/31-32/000003');
  });

  it('never pass 16 characters: the seventh digit fits, an eighth is refused', () => {
    expect(documentNumber('SL', '2031-32', 999_999)).toBe('SL/31-32/999999');
    expect(documentNumber('SL', '2031-32', 1_000_000)).toHaveLength(16);
    expect(() => documentNumber('SL', '2031-32', 10_000_000)).toThrow(RangeError);
  });
});

describe('search text', () => {
  it('joins the names a person may search for, lower-cased, skipping blanks', () => {
    expect(
      buildSubEventSearchText({
        name: 'Half Marathon',
        eventTitle: 'Mumbai Monsoon 2025',
        eventMasterName: 'Others',
        cityName: null,
      }),
    ).toBe('half marathon mumbai monsoon 2025 others');
  });

  it('escapes LIKE wildcards in what the person typed', () => {
    expect(containsPattern('  100%_Fun\\ ')).toBe('%100\\%\\_fun\\\\%');
  });
});
