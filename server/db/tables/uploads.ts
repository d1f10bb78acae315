import { bigint, index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytes, createdAt, internalId } from './columns';
import { users } from './users';

export const uploads = pgTable(
  'uploads',
  {
    id: internalId(),
    uploadUuid: uuid('upload_uuid').notNull().unique().defaultRandom(),
    /** Server-generated file name under the uploads folder; never derived from the client's name. */
    storedName: varchar('stored_name', { length: 128 }).notNull().unique(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    /** The type detected from the content, not the one the client claimed. */
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    folderName: varchar('folder_name', { length: 100 }),
    /** Who uploaded it; null for catalogue images put in by `npm run catalog -- import` (no account's quota). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/**
 * The bytes of each upload when UPLOAD_STORAGE=database: every server process that shares the
 * database serves every file, with no shared disk. Written in the same transaction as the uploads row.
 */
export const uploadBlobs = pgTable('upload_blobs', {
  storedName: varchar('stored_name', { length: 128 })
    .primaryKey()
    .references(() => uploads.storedName, { onDelete: 'cascade' }),
  content: bytes('content').notNull(),
});
