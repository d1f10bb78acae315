// Catalogue images (a sub-event's banner_url_path, a banner's promotional_banner_url). The page's CSP
// allows images from our own origin only (img-src 'self'), so a file names either a path on our origin
// ('/uploads/files/<name>', what export writes, or another path the site serves) or an image file
// relative to the catalogue file, which import copies into upload storage (UPLOAD_STORAGE) and serves
// at /uploads/files/<name>. The stored name is made from the bytes' SHA-256, so importing the same
// image again finds it stored and changes nothing.
import { createHash } from 'node:crypto';
import { readFile, realpath, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { uploads } from '../db/schema';
import { detectFileKind } from '../modules/uploads/file-kinds';
import { UPLOADS_URL_PREFIX, sanitizeOriginalName, storedNameExtension } from '../modules/uploads/names';
import { uploadStorage } from '../modules/uploads/storage';

export const CATALOG_UPLOAD_FOLDER = 'catalog';

/** An image file of the catalogue, read and checked, with the name it is stored under. */
export interface CatalogImage {
  /** As written in the file, e.g. 'images/lake-run.png'. */
  reference: string;
  storedName: string;
  url: string;
  originalName: string;
  mime: string;
  bytes: Buffer;
}

export type ImageReference =
  | { kind: 'file'; image: CatalogImage }
  | { kind: 'stored'; storedName: string; url: string }
  | { kind: 'site'; url: string };

/** A UUID-shaped name from the content's SHA-256 (what names.ts accepts), plus the canonical extension. */
function contentName(bytes: Buffer, ext: string): string {
  const hex = createHash('sha256').update(bytes).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.${ext}`;
}

/**
 * What `reference` names, or the rule it breaks. `baseDir` is the catalogue file's folder; files
 * larger than `maxBytes` (UPLOAD_MAX_BYTES) or not JPEG, PNG, WebP or GIF by their content are refused.
 */
export async function resolveImage(
  reference: string,
  baseDir: string,
  maxBytes: number,
): Promise<{ ok: true; value: ImageReference } | { ok: false; rule: string }> {
  const text = reference.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
    return {
      ok: false,
      rule: `must be an image file relative to the catalogue file or a path on our own origin starting with '/', got ${JSON.stringify(reference)}: pages show images from our origin only (CSP img-src 'self')`,
    };
  }
  if (text.startsWith('/')) {
    if (text.split(/[/\\]/).includes('..') || /[?#\s]/.test(text)) {
      return { ok: false, rule: `is not a plain path on our origin: ${JSON.stringify(reference)}` };
    }
    if (text.startsWith(UPLOADS_URL_PREFIX)) {
      const storedName = text.slice(UPLOADS_URL_PREFIX.length);
      if (storedNameExtension(storedName) === null) {
        return { ok: false, rule: `names no file this server stores: ${JSON.stringify(reference)}` };
      }
      return { ok: true, value: { kind: 'stored', storedName, url: text } };
    }
    return { ok: true, value: { kind: 'site', url: text } };
  }
  const filePath = path.resolve(baseDir, text);
  // A file handed in by an organiser names images beside it, never other files of the machine (also
  // not through a symbolic link).
  const real = await realpath(filePath).catch(() => filePath);
  const relative = path.relative(await realpath(baseDir).catch(() => baseDir), real);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return {
      ok: false,
      rule: `image file ${JSON.stringify(reference)} is outside the catalogue file's folder; put images beside the file or below it`,
    };
  }
  const found = await stat(filePath).catch(() => null);
  if (!found?.isFile()) {
    return { ok: false, rule: `image file ${JSON.stringify(reference)} not found (looked for ${filePath})` };
  }
  if (found.size === 0) return { ok: false, rule: `image file ${JSON.stringify(reference)} is empty` };
  if (found.size > maxBytes) {
    return {
      ok: false,
      rule: `image file ${JSON.stringify(reference)} is ${found.size} bytes; images may be at most ${maxBytes} bytes (UPLOAD_MAX_BYTES)`,
    };
  }
  const bytes = await readFile(filePath);
  const kind = await detectFileKind(bytes);
  if (!kind || kind.disposition !== 'inline') {
    return {
      ok: false,
      rule: `image file ${JSON.stringify(reference)} is not a JPEG, PNG, WebP or GIF image by its content`,
    };
  }
  const storedName = contentName(bytes, kind.ext);
  return {
    ok: true,
    value: {
      kind: 'file',
      image: {
        reference,
        storedName,
        url: `${UPLOADS_URL_PREFIX}${storedName}`,
        originalName: sanitizeOriginalName(path.basename(filePath)),
        mime: kind.mime,
        bytes,
      },
    },
  };
}

/** Which of `storedNames` the uploads table has. */
export async function storedUploads(db: Db, storedNames: string[]): Promise<Set<string>> {
  if (storedNames.length === 0) return new Set();
  const rows = await db
    .select({ storedName: uploads.storedName })
    .from(uploads)
    .where(inArray(uploads.storedName, storedNames));
  return new Set(rows.map((row) => row.storedName));
}

/**
 * Keeps each image (bytes and uploads row, with no uploader) in `db`, a transaction. Returns an undo
 * for the files it wrote to disk, for when the transaction fails afterwards; rows and database bytes
 * go with the transaction.
 */
export async function storeImages(
  db: Db,
  config: Pick<Config, 'uploadStorage' | 'uploadDir'>,
  images: CatalogImage[],
  now: Date,
): Promise<() => Promise<void>> {
  const storage = uploadStorage(config);
  const written: string[] = [];
  for (const image of images) {
    const record = async (tx: Db) => {
      await tx.insert(uploads).values({
        storedName: image.storedName,
        originalName: image.originalName,
        mimeType: image.mime,
        sizeBytes: image.bytes.length,
        folderName: CATALOG_UPLOAD_FOLDER,
        userId: null,
        createdAt: now,
      });
    };
    try {
      await storage.save(db, image.storedName, image.bytes, record);
      if (storage.kind === 'disk') written.push(image.storedName);
    } catch (error) {
      // A file left on disk by an import that failed later has this very content (its name is its hash).
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await record(db);
    }
  }
  return async () => {
    for (const name of written) await unlink(path.join(path.resolve(config.uploadDir), name)).catch(() => undefined);
  };
}
