import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

// Internal keys are integers (cheap joins); every row that leaves the server is named by a uuid column.
export const internalId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

// Every instant is stored with its time zone so India (+05:30) and UTC servers agree.
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** SQL list for a CHECK constraint: ('a', 'b'). Values are our own constants, never user input. */
export const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** bytea as a Buffer: node-postgres hands one back as is; PGlite hands back a Uint8Array, made a Buffer here. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
