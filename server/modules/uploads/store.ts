import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext, AuthenticatedUser, UploadedFile } from '../../context';
import { uploads } from '../../db/schema';
import { HttpError, badRequest } from '../../errors';
import { detectFileKind } from './file-kinds';
import { UPLOADS_URL_PREFIX, generateStoredName, sanitizeOriginalName } from './names';
import { assertUploadSpaceLeft } from './limits';

export const UNSUPPORTED_FILE_TYPE = 'Unsupported file type';

export interface StoredUpload {
  file_url: string;
  file_name: string;
  file_size: number;
  mime_type: string;
}

/** Checks the content, writes it under a fresh server-made name, then records who uploaded what. */
export async function storeUpload(
  ctx: AppContext,
  caller: AuthenticatedUser,
  file: UploadedFile,
  folderName: string | null,
): Promise<StoredUpload> {
  if (file.bytes.length === 0) throw badRequest('The file is empty');
  // Checked again with the real size: the early check only knew the account was not already full.
  await assertUploadSpaceLeft(ctx, caller.id, file.bytes.length);
  const kind = await detectFileKind(file.bytes);
  if (!kind) throw new HttpError(415, UNSUPPORTED_FILE_TYPE);

  const storedName = generateStoredName(kind.ext);
  const originalName = sanitizeOriginalName(file.fileName);
  const directory = path.resolve(ctx.config.uploadDir);
  const target = path.join(directory, storedName);
  await mkdir(directory, { recursive: true });
  await writeFile(target, file.bytes, { flag: 'wx' });
  try {
    await ctx.db.insert(uploads).values({
      storedName,
      originalName,
      mimeType: kind.mime,
      sizeBytes: file.bytes.length,
      folderName,
      userId: caller.id,
      createdAt: ctx.now(),
    });
  } catch (error) {
    // A file without its row could never be served; do not leave it behind.
    await unlink(target).catch(() => undefined);
    throw error;
  }
  return {
    file_url: `${UPLOADS_URL_PREFIX}${storedName}`,
    file_name: originalName,
    file_size: file.bytes.length,
    mime_type: kind.mime,
  };
}
