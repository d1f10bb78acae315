// `npm run catalog -- attendees SUB_EVENT_UUID --csv --files DIR`: the documents the admitted
// attendees uploaded (an ID scan the organiser's form asked for), copied into DIR under the names the
// CSV shows. Uploads have no public URL (issue 27 item 5): this export is how organisers get them.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { UPLOADS_URL_PREFIX, storedNameExtension } from '../modules/uploads/names';
import { uploadStorage } from '../modules/uploads/storage';

/** The stored names of the uploads among CSV cell values ('/uploads/files/<name>'). */
export function uploadNamesIn(values: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const value of values) {
    if (!value.startsWith(UPLOADS_URL_PREFIX)) continue;
    const name = value.slice(UPLOADS_URL_PREFIX.length);
    if (storedNameExtension(name)) names.add(name);
  }
  return [...names].sort();
}

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Copies each stored upload into `directory`; returns how many were found. */
export async function copyAttendeeFiles(
  db: Db,
  config: Pick<Config, 'uploadStorage' | 'uploadDir'>,
  names: readonly string[],
  directory: string,
): Promise<number> {
  const storage = uploadStorage(config);
  await mkdir(directory, { recursive: true });
  let copied = 0;
  for (const name of names) {
    const stored = await storage.open(db, name);
    if (!stored) continue;
    await writeFile(path.join(directory, name), await bytesOf(stored.body));
    copied += 1;
  }
  return copied;
}
