// How much may be uploaded: one file within UPLOAD_MAX_BYTES (checked from Content-Length before the
// body is read, and again while it streams, for a body that does not declare its length), and one
// account within UPLOAD_QUOTA_BYTES_PER_USER altogether, so no one can fill the disk.
import { eq, sum } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { HttpError } from '../../errors';

/** Room for the multipart boundaries, headers and the small text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const PAYLOAD_TOO_LARGE = 413;

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export const fileTooLargeMessage = (config: Config) => `File is too large (max ${megabytes(config.uploadMaxBytes)} MB)`;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${megabytes(bytes)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export const quotaReachedMessage = (config: Config) =>
  `Your account has used its ${sizeText(config.uploadQuotaBytesPerUser)} of uploaded files. Please contact support to upload more.`;

export function assertDeclaredUploadSize(config: Config, contentLength: string | undefined): void {
  const declared = Number(contentLength);
  if (
    contentLength !== undefined &&
    Number.isFinite(declared) &&
    declared > config.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES
  ) {
    throw new HttpError(PAYLOAD_TOO_LARGE, fileTooLargeMessage(config));
  }
}

/** Refuses when `incomingBytes` more would take the account over its quota. */
export async function assertUploadSpaceLeft(ctx: AppContext, userId: number, incomingBytes: number): Promise<void> {
  const [row] = await ctx.db
    .select({ used: sum(uploads.sizeBytes) })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  const used = Number(row?.used ?? 0);
  if (used + incomingBytes > ctx.config.uploadQuotaBytesPerUser) {
    throw new HttpError(PAYLOAD_TOO_LARGE, quotaReachedMessage(ctx.config));
  }
}
