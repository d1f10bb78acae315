import type { AppContext, AuthenticatedUser, UploadedFile } from '../../context';
import { uploads } from '../../db/schema';
import { HttpError, badRequest } from '../../errors';
import { detectFileKind } from './file-kinds';
import { UPLOADS_URL_PREFIX, generateStoredName, sanitizeOriginalName } from './names';
import { assertUploadSpaceLeft } from './limits';
import { uploadStorage } from './storage';

export const UNSUPPORTED_FILE_TYPE = 'Unsupported file type';

export interface StoredUpload {
  file_url: string;
  file_name: string;
  file_size: number;
  mime_type: string;
}

/**
 * Checks the content, keeps it under a fresh server-made name (on disk or in the database, as
 * UPLOAD_STORAGE says) and records who uploaded what.
 */
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
  await uploadStorage(ctx.config).save(ctx.db, storedName, file.bytes, async (db) => {
    await db.insert(uploads).values({
      storedName,
      originalName,
      mimeType: kind.mime,
      sizeBytes: file.bytes.length,
      folderName,
      userId: caller.id,
      createdAt: ctx.now(),
    });
  });
  return {
    file_url: `${UPLOADS_URL_PREFIX}${storedName}`,
    file_name: originalName,
    file_size: file.bytes.length,
    mime_type: kind.mime,
  };
}
