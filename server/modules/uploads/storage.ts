// Where an upload's bytes are kept (UPLOAD_STORAGE). 'disk' writes one file per upload under UPLOAD_DIR:
// right for one process, or several that share a disk. 'database' keeps the bytes in upload_blobs,
// in the same transaction as the uploads row, so any number of server processes on one database serve
// every file with no shared disk (issue 10 item 9). Either way the uploads row holds what the file is;
// the storage holds only its bytes.
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { uploadBlobs } from '../../db/schema';

export interface StoredBytes {
  size: number;
  body: Buffer | ReadStream;
}

export interface UploadStorage {
  readonly kind: Config['uploadStorage'];
  /**
   * Keeps `bytes` under `storedName` and runs `record` (which writes the uploads row) so that either
   * both are kept or neither: a file without its row could never be served, a row without its file
   * would answer 404.
   */
  save(db: Db, storedName: string, bytes: Buffer, record: (db: Db) => Promise<void>): Promise<void>;
  /** The bytes of a recorded upload, or null when they are missing. */
  open(db: Db, storedName: string): Promise<StoredBytes | null>;
  /** Deletes the bytes of uploads whose rows are gone (a deleted account's); missing ones are no error. */
  remove(storedNames: readonly string[]): Promise<void>;
}

class DiskStorage implements UploadStorage {
  readonly kind = 'disk' as const;
  readonly #directory: string;

  constructor(directory: string) {
    this.#directory = path.resolve(directory);
  }

  async save(db: Db, storedName: string, bytes: Buffer, record: (db: Db) => Promise<void>): Promise<void> {
    const target = this.#pathOf(storedName);
    await mkdir(this.#directory, { recursive: true });
    await writeFile(target, bytes, { flag: 'wx' });
    try {
      await record(db);
    } catch (error) {
      await unlink(target).catch(() => undefined);
      throw error;
    }
  }

  async open(_db: Db, storedName: string): Promise<StoredBytes | null> {
    const filePath = this.#pathOf(storedName);
    const found = await stat(filePath).catch(() => null);
    if (!found?.isFile()) return null;
    return { size: found.size, body: createReadStream(filePath) };
  }

  async remove(storedNames: readonly string[]): Promise<void> {
    await Promise.all(storedNames.map((name) => unlink(this.#pathOf(name)).catch(() => undefined)));
  }

  #pathOf(storedName: string): string {
    // Stored names are made by the server (names.ts), never by a client; refuse anything else anyway.
    if (path.basename(storedName) !== storedName) throw new Error(`not a stored upload name: ${storedName}`);
    return path.join(this.#directory, storedName);
  }
}

class DatabaseStorage implements UploadStorage {
  readonly kind = 'database' as const;

  async save(db: Db, storedName: string, bytes: Buffer, record: (db: Db) => Promise<void>): Promise<void> {
    await db.transaction(async (tx) => {
      await record(tx);
      await tx.insert(uploadBlobs).values({ storedName, content: bytes });
    });
  }

  async open(db: Db, storedName: string): Promise<StoredBytes | null> {
    const [row] = await db
      .select({ content: uploadBlobs.content })
      .from(uploadBlobs)
      .where(eq(uploadBlobs.storedName, storedName))
      .limit(1);
    return row ? { size: row.content.length, body: row.content } : null;
  }

  /** The bytes went with their uploads row (upload_blobs cascades). */
  async remove(): Promise<void> {}
}

export function uploadStorage(config: Pick<Config, 'uploadStorage' | 'uploadDir'>): UploadStorage {
  return config.uploadStorage === 'database' ? new DatabaseStorage() : new DiskStorage(config.uploadDir);
}
